import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { installQueryApi } from '../app/installQueryApi';
import { makeStore, type RootState } from '../app/makeStore';
import { AreaRuntimeProvider } from '../ui/areaRuntime';
import { theme } from '../ui/theme';
import type { AppDeps } from '../platform/deps';
import { fakeDeps } from './fakeDeps';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  deps?: AppDeps;
  route?: string;
}

/** Renders with the real store, theme, snackbar and a memory router (docs/conventions.md §10). */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, route = '/', ...renderOptions } = options;
  const deps = options.deps ?? fakeDeps().deps;
  const { store, task, runtime } = makeStore(deps, preloadedState);
  // As the signed-in shell does when it loads: pages read and write through the query layer.
  installQueryApi(runtime);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <AreaRuntimeProvider runtime={runtime}>
          <ThemeProvider theme={theme}>
            <SnackbarProvider>
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </SnackbarProvider>
          </ThemeProvider>
        </AreaRuntimeProvider>
      </Provider>
    );
  }
  return { store, task, runtime, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
