import { createAction } from '@reduxjs/toolkit';

/** The menu feature started with this configuration (the analytics site, §2). */

/** The user chose Analytics in the sidebar (§2); the analytics saga opens the site. */
export const analyticsOpened = createAction('menu/analyticsOpened');
/** The analytics landing page opened with this fragment (§2, Safari on macOS). */
export const analyticsLandingOpened = createAction<{ fragment: string }>('menu/analyticsLandingOpened');
/** The signed-in user opened a route their menu does not offer (§4, §6). */
export const routeRefused = createAction<{ pathname: string }>('menu/routeRefused');
