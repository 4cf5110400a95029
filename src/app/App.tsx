import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from './makeStore';
import { NavigatorBridge, type AppNavigator } from './routes/navigator';
import { AppRoutes } from './routes/router';
import { SessionOverlays } from '../session';
import { ScreenResolutionOverlay, Spinner, UpdateBanner } from '../chrome';

/**
 * The page: routes plus the page-wide overlays. No theme provider here: the base styles are
 * inlined in index.html and every MUI part brings the theme with its lazy chunk (src/ui), so
 * /login's first paint carries no component library (bundle budget, docs/conventions.md §14).
 */
export function App({ store, navigator }: { store: AppStore; navigator: AppNavigator }) {
  return (
    <Provider store={store}>
      {/* Toasts bring their own notistack provider, loaded on the first one (session Notifier). */}
      <BrowserRouter>
        <NavigatorBridge navigator={navigator} />
        <AppRoutes />
      </BrowserRouter>
      <SessionOverlays />
      <UpdateBanner />
      <ScreenResolutionOverlay />
      <Spinner />
    </Provider>
  );
}
