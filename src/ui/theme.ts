import { createTheme, type ThemeOptions } from '@mui/material/styles';

const base: ThemeOptions = {
  palette: {
    primary: { main: '#3b2fc9' },
    secondary: { main: '#0b7a75' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
};

/**
 * Users who ask their system for less motion get none: dialogs, menus and the drawer appear
 * at once instead of fading or sliding (WCAG 2.3.3), and ripples are off.
 */
const stillOptions: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function makeTheme(reducedMotion: boolean) {
  return createTheme(reducedMotion ? { ...base, ...stillOptions } : base);
}

export const theme = makeTheme(prefersReducedMotion());
