import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_PANEL_WIDTH, SIDEBAR_RAIL_WIDTH } from '../../config/constants';
import { selectCounts } from '../counts/countsSlice';
import { CustomerLogo } from './CustomerLogo';
import { ProfileFlyout } from './ProfileFlyout';
import { SectionPanel } from './SectionPanel';
import { SectionRail } from './SectionRail';
import { useVisibleMenu } from './useVisibleMenu';
import { UserMenu } from './UserMenu';

/**
 * The permanent sidebar (§2, §4): a `nav` landmark with the rail of sections, the panel of
 * entries (collapsed below 1536 px; the rail toggle shows it over the page), the customer logo,
 * the sign-out dropdown, and the profile flyout on profile routes.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const menu = useVisibleMenu();
  const counts = useSelector(selectCounts);
  const { pathname } = useLocation();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const collapsed = menu.layout.menuCollapsed;
  const panelOpen = !collapsed || overlayOpen;

  // Following a link closes the panel opened over the page.
  useEffect(() => setOverlayOpen(false), [pathname, collapsed]);

  return (
    <>
      <Drawer
        variant="permanent"
        sx={{ width: menu.layout.sidebarWidth, flexShrink: 0 }}
        slotProps={{
          paper: {
            sx: { width: panelOpen ? SIDEBAR_RAIL_WIDTH + SIDEBAR_PANEL_WIDTH : SIDEBAR_RAIL_WIDTH, overflowX: 'hidden' },
            onKeyDown: (event: React.KeyboardEvent) => {
              if (event.key === 'Escape' && overlayOpen) setOverlayOpen(false);
            },
          },
        }}
      >
        <Box component="nav" aria-label={t('menu.nav.label')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 64, px: 1, borderBottom: 1, borderColor: 'divider' }}>
            <CustomerLogo compact={!panelOpen} />
          </Box>
          <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
            <SectionRail menu={menu} panelOpen={panelOpen} onTogglePanel={collapsed ? () => setOverlayOpen((open) => !open) : null} />
            {panelOpen ? <SectionPanel sections={menu.sections} counts={menu.showCounts ? counts : null} /> : null}
          </Box>
          <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
            <UserMenu compact={!panelOpen} />
          </Box>
        </Box>
      </Drawer>
      {menu.flyout ? <ProfileFlyout items={menu.flyout} layout={menu.layout} /> : null}
    </>
  );
}
