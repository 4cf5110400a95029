import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from './makeStore';
import type { AppRouter } from './routes/router';
import { SessionOverlays } from '../session';
import { ScreenResolutionOverlay, Spinner, UpdateBanner } from '../chrome';

/**
 * The page: routes plus the page-wide overlays. No theme provider here: the base styles are
 * inlined in index.html and every MUI part brings the theme with its lazy chunk (src/ui), so
 * /login's first paint carries no component library (bundle budget, issue 9).
 */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      {/* Toasts bring their own notistack provider, loaded on the first one (session Notifier). */}
      <RouterProvider router={router} />
      <SessionOverlays />
      <UpdateBanner />
      <ScreenResolutionOverlay />
      <Spinner />
    </Provider>
  );
}
