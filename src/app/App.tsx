import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from './makeStore';
import type { AppRouter } from './routes/router';
import { SessionOverlays } from '../session';
import { ScreenResolutionDialog, Spinner, UpdateBanner } from '../chrome';
import { theme } from './theme';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* Toasts bring their own notistack provider, loaded on the first one (session Notifier). */}
        <RouterProvider router={router} />
        <SessionOverlays />
        <UpdateBanner />
        <ScreenResolutionDialog />
        <Spinner />
      </ThemeProvider>
    </Provider>
  );
}
