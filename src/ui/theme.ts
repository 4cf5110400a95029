import { createTheme, type ThemeOptions } from '@mui/material/styles';

import type { ColorScheme } from './colorScheme';

/**
 * The palette of src/ui/app.css in both schemes; the dark primary and error are lightened to keep
 * contrast (a destructive text button on a hovered row of a dark list is still 4.5:1).
 */
const PALETTES: Record<ColorScheme, ThemeOptions['palette']> = {
  light: {
    mode: 'light',
    primary: { main: '#3b2fc9' },
    secondary: { main: '#0b7a75' },
    background: { default: '#f6f7fb' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#a99fff' },
    secondary: { main: '#5fd0c9' },
    error: { main: '#ff8a80' },
    background: { default: '#121218', paper: '#1c1c25' },
  },
};

const base = (scheme: ColorScheme): ThemeOptions => ({
  palette: PALETTES[scheme],
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // A focus ring anyone can see (WCAG 2.4.7), not only MUI's faint background change.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
  },
});

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

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function makeTheme(reducedMotion: boolean, scheme: ColorScheme = 'light') {
  const options = base(scheme);
  if (!reducedMotion) return createTheme(options);
  const components = {
    ...options.components,
    MuiButtonBase: { ...options.components?.MuiButtonBase, ...stillOptions.components?.MuiButtonBase },
  };
  return createTheme({ ...options, ...stillOptions, components });
}

const themes: Partial<Record<ColorScheme, ReturnType<typeof makeTheme>>> = {};

/** The product theme for a scheme, made once. */
export function themeFor(scheme: ColorScheme) {
  return (themes[scheme] ??= makeTheme(prefersReducedMotion(), scheme));
}

/** The light theme, for tests that render MUI parts outside MuiScope. */
export const theme = themeFor('light');
