import { useLayoutEffect } from 'react';
import { useSelector } from 'react-redux';
import { setColorPreference } from '../../../ui';
import { selectColorPreference } from '../selectors';

/** Applies the stored or chosen colour scheme to the page before it paints (plain styles and MUI alike). */
export function ColorSchemeSync() {
  const preference = useSelector(selectColorPreference);
  useLayoutEffect(() => setColorPreference(preference), [preference]);
  return null;
}
