import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
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
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <RouterProvider router={router} />
          <SessionOverlays />
          <UpdateBanner />
          <ScreenResolutionDialog />
          <Spinner />
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
