import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
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

const PAGE_START_ID = 'tf-page-start';

/** The start of the page, before the skip link: where focus goes when a new page took it away. */
function PageStart() {
  return <span id={PAGE_START_ID} tabIndex={-1} className="tf-visually-hidden" />;
}

/**
 * After an in-app navigation whose old page took the focused element with it (the sign-in
 * button, say), the browser would go on from where that element stood and the first Tab would
 * skip the skip link. Focus starts at the top of the new page instead, as after a reload (WCAG
 * 2.4.1, 2.4.3). Focus that is still on the page (a sidebar link, a field the new page focused)
 * stays where it is.
 */
function FocusOnNewPage() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    document.getElementById(PAGE_START_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
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
        <PageStart />
        <SkipLink />
        {/* Toasts bring their own notistack provider, loaded on the first one (session Notifier). */}
        <Page>
          <BrowserRouter>
            <NavigatorBridge navigator={navigator} />
            <FocusOnNewPage />
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
