import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { BackgroundUploadInfoPage, NoSupportPage, RouteSpinner } from '../../chrome';
import { PATHS } from '../../config/paths';
import { LoginPage, ResetPasswordPage } from '../../session';
import { areaRoutes } from './areaRoutes';

const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../../areas/notFound'));
const AnalyticsLandingPage = lazy(() => import(/* webpackChunkName: "analytics-landing" */ '../../areas/analyticsLanding'));

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
  { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
  { path: PATHS.noSupport, element: <NoSupportPage /> },
  { path: PATHS.backgroundUploadInfo, element: <BackgroundUploadInfoPage /> },
  { path: PATHS.backgroundUploadClips, element: <Navigate to={PATHS.backgroundUploadInfo} replace /> },
  {
    path: PATHS.analyticsLanding,
    element: (
      <Suspense fallback={<RouteSpinner />}>
        <AnalyticsLandingPage />
      </Suspense>
    ),
  },
  shell,
];
