import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectCustomerFlags, selectPermissionSet, selectRoles, selectUser } from '../../session';
import { routeRefused } from '../events';
import { isRouteAllowed } from '../routeAccess';

/**
 * Shows a signed-in user's route only when the area registry opens it to their roles, flags and
 * permissions (src/features/menu/routeAccess.ts); otherwise asks the guard saga to send them home with a
 * message (§4, §6).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const roles = useSelector(selectRoles);
  const flags = useSelector(selectCustomerFlags);
  const userId = useSelector(selectUser)?.userId ?? null;
  const permissions = useSelector(selectPermissionSet);
  const allowed = isRouteAllowed(pathname, { roles, flags, userId, permissions });

  useEffect(() => {
    if (!allowed) dispatch(routeRefused({ pathname }));
  }, [allowed, pathname, dispatch]);

  return allowed ? <>{children}</> : null;
}
