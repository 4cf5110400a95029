import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteSpinner } from '../../chrome';
import { PATHS } from '../../config/paths';
import { LoginPage } from '../../session';
import { lazyMuiRoute } from '../../ui';
import { areaRoutes } from './areaRoutes';

const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../../areas/notFound'));

/** A page drawn with MUI, loaded with MUI and the theme when first opened (src/ui). */
const muiPage = (load: Parameters<typeof lazyMuiRoute>[0]): RouteObject => ({ lazy: lazyMuiRoute(load), HydrateFallback: RouteSpinner });

/** The signed-in shell is its own chunk, so /login never downloads the sidebar (SPEC §2 on demand). */
const shell: RouteObject = {
  lazy: async () => ({ Component: (await import(/* webpackChunkName: "shell" */ '../AppShell')).AppShell }),
  HydrateFallback: RouteSpinner,
  children: [...areaRoutes, { path: '*', element: <NotFoundPage /> }],
};

/** The route table of SPEC §2. */
export const routeTable: RouteObject[] = [
  { path: PATHS.root, element: <Navigate to={PATHS.login} replace /> },
  { path: `${PATHS.login}/*`, element: <LoginPage /> },
  {
    path: PATHS.resetPassword,
    ...muiPage(() => import(/* webpackChunkName: "reset-password" */ '../../session/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  },
  {
    path: PATHS.noSupport,
    ...muiPage(() => import(/* webpackChunkName: "notices" */ '../../chrome/browser/NoSupportPage').then((m) => m.NoSupportPage)),
  },
  {
    path: PATHS.backgroundUploadInfo,
    ...muiPage(() =>
      import(/* webpackChunkName: "notices" */ '../../chrome/browser/BackgroundUploadInfoPage').then((m) => m.BackgroundUploadInfoPage),
    ),
  },
  { path: PATHS.backgroundUploadClips, element: <Navigate to={PATHS.backgroundUploadInfo} replace /> },
  {
    path: PATHS.analyticsLanding,
    ...muiPage(() => import(/* webpackChunkName: "analytics-landing" */ '../../areas/analyticsLanding').then((m) => m.default)),
  },
  shell,
];
