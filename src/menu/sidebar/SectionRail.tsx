import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { VisibleMenu } from '../visibleMenu';
import { ChevronLeftIcon, MenuIcon, RecordIcon, SECTION_ICONS } from './icons';

interface Props {
  menu: VisibleMenu;
  panelOpen: boolean;
  /** Shown only while the menu is collapsed (below 1536, §4). */
  onTogglePanel: (() => void) | null;
}

/** The 70-pixel rail: one entry per section, the quick-record button and the collapse toggle. */
export function SectionRail({ menu, panelOpen, onTogglePanel }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ width: 70, flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1, borderRight: 1, borderColor: 'divider' }}>
      {onTogglePanel ? (
        <IconButton aria-label={t(panelOpen ? 'menu.panel.hide' : 'menu.panel.show')} aria-expanded={panelOpen} onClick={onTogglePanel}>
          {panelOpen ? <ChevronLeftIcon /> : <MenuIcon />}
        </IconButton>
      ) : null}
      {menu.sections.map((section) => {
        const Icon = SECTION_ICONS[section.id];
        if (!section.entryHref) return null;
        return (
          <IconButton
            key={section.id}
            component={RouterLink}
            to={section.entryHref}
            aria-label={t(section.titleKey)}
            title={t(section.titleKey)}
            sx={{ color: section.active ? 'primary.main' : 'text.secondary', bgcolor: section.active ? 'action.selected' : undefined }}
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
