import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AreaRuntimeProvider, type AreaRuntime } from '../ui/areaRuntime';
import type { AppStore } from './makeStore';
import { NavigatorBridge, type AppNavigator } from './routes/navigator';
import { AppRoutes } from './routes/router';
import { SessionOverlays } from '../features/session';
import { ColorSchemeSync, ScreenResolutionOverlay, selectIsBusy, ServerUnreachableNotice, Spinner, UpdateBanner } from '../features/chrome';

/** Skip link to the page's main landmark (WCAG 2.4.1); every page's <main> is #main. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="tf-skip" href="#main">
      {t('chrome.skipLink')}
    </a>
  );
}

/** While a long call runs (a customer switch), the page takes no clicks or keys (§2 spinner). */
function Page({ children }: { children: ReactNode }) {
  const busy = useSelector(selectIsBusy);
  return <div inert={busy}>{children}</div>;
}

/**
 * The page: routes plus the page-wide overlays. No theme provider here: the base styles are
 * inlined in index.html and every MUI part brings the theme with its lazy chunk (src/ui), so
 * /login's first paint carries no component library (bundle budget, docs/conventions.md §14).
 */
export function App({ store, navigator, runtime }: { store: AppStore; navigator: AppNavigator; runtime: AreaRuntime }) {
  return (
    <Provider store={store}>
      <AreaRuntimeProvider runtime={runtime}>
        <ColorSchemeSync />
        <SkipLink />
        {/* Toasts bring their own notistack provider, loaded on the first one (session Notifier). */}
        <Page>
          <BrowserRouter>
            <NavigatorBridge navigator={navigator} />
            <AppRoutes />
          </BrowserRouter>
        </Page>
        <SessionOverlays />
        <UpdateBanner />
        <ServerUnreachableNotice />
        <ScreenResolutionOverlay />
        <Spinner />
      </AreaRuntimeProvider>
    </Provider>
  );
}
