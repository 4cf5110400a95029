import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { currentColorScheme, subscribeColorScheme } from './colorScheme';
import { emotionCache } from './emotionCache';
import { themeFor } from './theme';

/**
 * The product theme for MUI parts. Only chunks that render MUI import this, so MUI and its
 * styling engine stay out of the first paint of /login (bundle budget, docs/conventions.md §14).
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const scheme = useSyncExternalStore(subscribeColorScheme, currentColorScheme, () => 'light' as const);
  return (
    <CacheProvider value={emotionCache()}>
      <ThemeProvider theme={themeFor(scheme)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** A component rendered inside the product theme: what a lazily loaded MUI module exports. */
export function withMui<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Themed.displayName = `withMui(${Component.displayName ?? Component.name})`;
  return Themed;
}
