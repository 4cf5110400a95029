import { useSelector } from 'react-redux';
import { selectSidebarCollapsed } from '../../chrome';
import { SIDEBAR_RAIL_WIDTH } from '../../../config/constants';
import type { MenuLayout } from '../visibleMenu';
import { useVisibleMenu } from './useVisibleMenu';

/**
 * The width rules of §4 with the user's choice applied: where the width leaves the panel
 * open (1536 px and wider), a user who collapsed it gets the rail alone.
 */
export function useSidebarLayout(layout: MenuLayout): MenuLayout {
  const userCollapsed = useSelector(selectSidebarCollapsed);
  if (layout.menuCollapsed || !userCollapsed) return layout;
  return { ...layout, menuCollapsed: true, sidebarWidth: SIDEBAR_RAIL_WIDTH };
}

/** How wide the profile flyout is on this route (0 when it does not show), so the page keeps clear of it. */
export function useFlyoutWidth(): number {
  const menu = useVisibleMenu();
  return menu.flyout ? menu.layout.slideOutWidth : 0;
}
