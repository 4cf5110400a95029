import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectSidebarCollapsed, sidebarCollapseToggled } from '../../chrome';
import { SIDEBAR_PANEL_WIDTH, SIDEBAR_RAIL_WIDTH } from '../../../config/constants';
import { selectCounts } from '../counts/countsSlice';
import type { SectionId } from '../menuTable';
import { CustomerLogo } from './CustomerLogo';
import { ProfileFlyout } from './ProfileFlyout';
import { SectionPanel, sectionDomId } from './SectionPanel';
import { SectionRail } from './SectionRail';
import { useSidebarLayout } from './useSidebarLayout';
import { useVisibleMenu } from './useVisibleMenu';
import { UserMenu } from './UserMenu';

/**
 * The permanent sidebar (§2, §4): a `nav` landmark with the rail of sections, the panel of
 * entries, the customer logo, the user menu with Log Out, and the profile flyout on profile
 * routes. Below 1536 px the panel is collapsed and the rail toggle shows it over the page; at
 * and above, the user may collapse it, and the choice is remembered.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const menu = useVisibleMenu();
  const layout = useSidebarLayout(menu.layout);
  const counts = useSelector(selectCounts);
  const userCollapsed = useSelector(selectSidebarCollapsed);
  const { pathname } = useLocation();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const forcedCollapsed = menu.layout.menuCollapsed;
  const panelOpen = !layout.menuCollapsed || overlayOpen;
  const [pendingSection, setPendingSection] = useState<SectionId | null>(null);

  // Following a link closes the panel opened over the page.
  useEffect(() => setOverlayOpen(false), [pathname, layout.menuCollapsed]);

  // A rail button for a section without a page of its own shows the section's entries.
  useEffect(() => {
    if (!pendingSection || !panelOpen) return;
    const section = document.getElementById(sectionDomId(pendingSection));
    section?.scrollIntoView({ block: 'nearest' });
    section?.querySelector<HTMLElement>('a, [role="button"], button')?.focus();
    setPendingSection(null);
  }, [pendingSection, panelOpen]);

  const togglePanel = forcedCollapsed
    ? () => setOverlayOpen((open) => !open)
    : () => dispatch(sidebarCollapseToggled({ collapsed: !userCollapsed }));
  const showSection = (id: SectionId) => {
    if (!panelOpen) setOverlayOpen(true);
    setPendingSection(id);
  };

  return (
    <>
      <Drawer
        variant="permanent"
        sx={{ width: layout.sidebarWidth, flexShrink: 0 }}
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
          <Box
            sx={{
              display: 'flex',
              justifyContent: panelOpen ? 'flex-start' : 'center',
              alignItems: 'center',
              minHeight: 64,
              px: panelOpen ? 1.5 : 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <CustomerLogo compact={!panelOpen} />
          </Box>
          <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
            <SectionRail
              menu={menu}
              panelOpen={panelOpen}
              panelPinned={!forcedCollapsed}
              onTogglePanel={togglePanel}
              onShowSection={showSection}
            />
            {panelOpen ? <SectionPanel sections={menu.sections} counts={menu.showCounts ? counts : null} /> : null}
          </Box>
          <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
            <UserMenu compact={!panelOpen} />
          </Box>
        </Box>
      </Drawer>
      {menu.flyout ? <ProfileFlyout items={menu.flyout} layout={layout} /> : null}
    </>
  );
}
