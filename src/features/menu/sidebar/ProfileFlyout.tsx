import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuLayout, VisibleItem } from '../visibleMenu';
import { ITEM_ICONS, PersonIcon } from './icons';

/**
 * The bottom flyout with the profile links, on account, myprofile and integrations routes only
 * (§2); 300 px wide, or 70 px with icons alone below 1600 px (§4, §9).
 */
export function ProfileFlyout({ items, layout }: { items: VisibleItem[]; layout: MenuLayout }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="nav"
      aria-label={t('menu.flyout.label')}
      elevation={3}
      sx={{ position: 'fixed', bottom: 16, left: layout.sidebarWidth + 8, width: layout.slideOutWidth, zIndex: 'appBar', py: 1 }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const Icon = ITEM_ICONS[item.id] ?? PersonIcon;
          const current = item.active ? ('page' as const) : undefined;
          return (
            <li key={item.id}>
              {layout.slideOutCollapsed ? (
                <IconButton
                  component={RouterLink}
                  to={item.href ?? ''}
                  aria-label={t(item.labelKey)}
                  aria-current={current}
                  title={t(item.labelKey)}
                  sx={{ mx: 'auto', display: 'flex', color: item.active ? 'primary.main' : undefined }}
                >
                  <Icon />
                </IconButton>
              ) : (
                <ListItemButton component={RouterLink} to={item.href ?? ''} selected={item.active} aria-current={current}>
                  <Icon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              )}
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}
