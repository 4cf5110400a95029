import { Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { LoginPage, ResetPasswordPage } from '../../session';

/** The route table of SPEC §2. */
export const routeTable: RouteObject[] = [
  { path: PATHS.root, element: <Navigate to={PATHS.login} replace /> },
  { path: `${PATHS.login}/*`, element: <LoginPage /> },
  { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
];
