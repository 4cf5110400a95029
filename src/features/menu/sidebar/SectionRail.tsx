import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SectionId } from '../menuTable';
import type { VisibleMenu } from '../visibleMenu';
import { ChevronLeftIcon, MenuIcon, RecordIcon, SECTION_ICONS } from './icons';

interface Props {
  menu: VisibleMenu;
  panelOpen: boolean;
  /** The panel sits beside the page (1536 px and wider), rather than over it (§4). */
  panelPinned: boolean;
  onTogglePanel: () => void;
  /** Shows the entries of a section that has no page of its own (external links only). */
  onShowSection: (id: SectionId) => void;
}

/** The 70-pixel rail: one entry per section, the quick-record button and the collapse toggle. */
export function SectionRail({ menu, panelOpen, panelPinned, onTogglePanel, onShowSection }: Props) {
  const { t } = useTranslation();
  const toggleLabel = panelPinned
    ? panelOpen
      ? 'menu.rail.collapse'
      : 'menu.rail.expand'
    : panelOpen
      ? 'menu.panel.hide'
      : 'menu.panel.show';
  return (
    <Box
      sx={{
        width: 70,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        py: 1,
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton aria-label={t(toggleLabel)} title={t(toggleLabel)} aria-expanded={panelOpen} onClick={onTogglePanel}>
        {panelOpen ? <ChevronLeftIcon /> : <MenuIcon />}
      </IconButton>
      {menu.sections.map((section) => {
        const Icon = SECTION_ICONS[section.id];
        const look = { color: section.active ? 'primary.main' : 'text.secondary', bgcolor: section.active ? 'action.selected' : undefined };
        if (!section.entryHref) {
          // Integrations with only outside links (no Zoom or YouTube page) still gets its icon.
          const label = t('menu.rail.showSection', { section: t(section.titleKey) });
          return (
            <IconButton key={section.id} aria-label={label} title={t(section.titleKey)} onClick={() => onShowSection(section.id)} sx={look}>
              <Icon />
            </IconButton>
          );
        }
        return (
          <IconButton
            key={section.id}
            component={RouterLink}
            to={section.entryHref}
            aria-label={t(section.titleKey)}
            title={t(section.titleKey)}
            sx={look}
          >
            <Icon />
          </IconButton>
        );
      })}
      {menu.quickRecordHref ? (
        <IconButton
          component={RouterLink}
          to={menu.quickRecordHref}
          aria-label={t('menu.quickRecord')}
          title={t('menu.quickRecord')}
          sx={{ mt: 1, color: 'error.main', border: 2, borderColor: 'error.main' }}
        >
          <RecordIcon />
        </IconButton>
      ) : null}
    </Box>
  );
}
