import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectCustomerFlags, selectRoles, selectUser } from '../../session';
import { routeRefused } from '../events';
import { isRouteAllowed } from '../routeAccess';

/**
 * Shows a signed-in user's route only when their menu offers it (or it is generally reachable);
 * otherwise asks the guard saga to send them home with a message (§4, §6).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const roles = useSelector(selectRoles);
  const flags = useSelector(selectCustomerFlags);
  const userId = useSelector(selectUser)?.userId ?? null;
  const allowed = isRouteAllowed(pathname, { roles, flags, userId });

  useEffect(() => {
    if (!allowed) dispatch(routeRefused({ pathname }));
  }, [allowed, pathname, dispatch]);

  return allowed ? <>{children}</> : null;
}
