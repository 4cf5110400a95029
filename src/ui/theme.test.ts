import { getContrastRatio } from '@mui/material/styles';
import { makeTheme } from './theme';

test('with reduced motion asked for, transitions take no time and ripples are off (WCAG 2.3.3)', () => {
  const still = makeTheme(true);
  expect(still.transitions.duration.enteringScreen).toBe(0);
  expect(still.transitions.duration.leavingScreen).toBe(0);
  expect(still.transitions.create(['opacity'])).toBe('none');
  expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
});

test('otherwise the usual motion stays, with the brand palette', () => {
  const moving = makeTheme(false);
  expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
  expect(moving.transitions.create(['opacity'])).toContain('opacity');
  expect(moving.palette.primary.main).toBe('#3b2fc9');
  expect(makeTheme(true).palette.primary.main).toBe('#3b2fc9');
});

test('the dark scheme is a dark palette whose primary still reads on its background', () => {
  const dark = makeTheme(false, 'dark');
  expect(dark.palette.mode).toBe('dark');
  expect(getContrastRatio(dark.palette.primary.main, dark.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  expect(getContrastRatio(dark.palette.text.primary, dark.palette.background.paper)).toBeGreaterThanOrEqual(7);
});
