import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectAnalyticsUrl, selectWidth } from '../../chrome';
import { selectCustomerFlags, selectPermissionSet, selectRoles, selectUser } from '../../session';
import { visibleMenu, type VisibleMenu } from '../visibleMenu';

/** The menu for the signed-in user, the window width and the current route. */
export function useVisibleMenu(): VisibleMenu {
  const roles = useSelector(selectRoles);
  const flags = useSelector(selectCustomerFlags);
  const width = useSelector(selectWidth);
  const userId = useSelector(selectUser)?.userId ?? null;
  const analyticsUrl = useSelector(selectAnalyticsUrl);
  const permissions = useSelector(selectPermissionSet);
  const { pathname } = useLocation();
  return useMemo(
    () => visibleMenu({ roles, flags, width, pathname, userId, analyticsUrl, permissions }),
    [roles, flags, width, pathname, userId, analyticsUrl, permissions],
  );
}
