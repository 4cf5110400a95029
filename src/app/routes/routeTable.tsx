import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteSpinner } from '../../features/chrome';
import { PATHS } from '../../config/paths';
import { LoginPage } from '../../features/session';
import { lazyMuiPage } from '../../ui';
import { areaRoutes } from './areaRoutes';

const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../../features/areas/notFound'));

const loaded = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<RouteSpinner />}>
    <Page />
  </Suspense>
);

/** A page drawn with MUI, loaded with MUI and the theme when first opened (src/ui). */
const muiPage = (load: Parameters<typeof lazyMuiPage>[0]): Pick<RouteObject, 'element'> => ({ element: loaded(lazyMuiPage(load)) });

/** The public account pages are plain like /login, each its own small chunk. */
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "forgot-password" */ '../../features/session/account/ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const SetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "set-password" */ '../../features/session/account/SetPasswordPage').then((m) => ({
    default: m.SetPasswordPage,
  })),
);

/** The signed-in shell is its own chunk, so /login never downloads the sidebar (§2 on demand). */
const AppShell = lazy(() => import(/* webpackChunkName: "shell" */ '../AppShell').then((module) => ({ default: module.AppShell })));
const shell: RouteObject = {
  element: loaded(AppShell),
  children: [...areaRoutes, { path: '*', element: <NotFoundPage /> }],
};

/** The route table of §2. */
export const routeTable: RouteObject[] = [
  { path: PATHS.root, element: <Navigate to={PATHS.login} replace /> },
  { path: `${PATHS.login}/*`, element: <LoginPage /> },
  {
    path: PATHS.resetPassword,
    ...muiPage(() =>
      import(/* webpackChunkName: "reset-password" */ '../../features/session/ResetPasswordPage').then((m) => m.ResetPasswordPage),
    ),
  },
  { path: PATHS.forgotPassword, element: loaded(ForgotPasswordPage) },
  { path: PATHS.setPassword, element: loaded(SetPasswordPage) },
  {
    path: PATHS.noSupport,
    ...muiPage(() => import(/* webpackChunkName: "notices" */ '../../features/chrome/browser/NoSupportPage').then((m) => m.NoSupportPage)),
  },
  {
    path: PATHS.backgroundUploadInfo,
    ...muiPage(() =>
      import(/* webpackChunkName: "notices" */ '../../features/chrome/browser/BackgroundUploadInfoPage').then(
        (m) => m.BackgroundUploadInfoPage,
      ),
    ),
  },
  { path: PATHS.backgroundUploadClips, element: <Navigate to={PATHS.backgroundUploadInfo} replace /> },
  {
    path: PATHS.analyticsLanding,
    ...muiPage(() => import(/* webpackChunkName: "analytics-landing" */ '../../features/areas/analyticsLanding').then((m) => m.default)),
  },
  shell,
];
