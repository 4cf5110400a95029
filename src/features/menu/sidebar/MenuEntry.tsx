import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuCounts } from '../../../../contract/counts';
import { logoutRequested } from '../../session';
import { analyticsOpened } from '../events';
import type { VisibleItem } from '../visibleMenu';
import { CountBadge } from './CountBadge';
import { LogoutIcon, OpenInNewIcon } from './icons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** One sidebar entry: a link whose href is its route, or the log-out action. */
export function MenuEntry({ item, counts }: { item: VisibleItem; counts: MenuCounts | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const label = t(item.labelKey);
  const badge = item.countKey && counts ? <CountBadge countKey={item.countKey} count={counts[item.countKey]} /> : null;
  const sx = { borderRadius: 1, mx: 1, py: 0.5, pl: item.group ? 3 : 2 };

  if (item.kind === 'logout') {
    return (
      <ListItemButton sx={sx} onClick={() => dispatch(logoutRequested())}>
        <ListItemText primary={label} />
        <LogoutIcon fontSize="small" />
      </ListItemButton>
    );
  }
  if (item.kind === 'route' && item.href) {
    return (
      <ListItemButton component={RouterLink} to={item.href} selected={item.active} aria-current={item.active ? 'page' : undefined} sx={sx}>
        <ListItemText primary={label} />
        {badge}
      </ListItemButton>
    );
  }
  const onClick =
    item.kind === 'analytics'
      ? (event: MouseEvent) => {
          // The analytics saga opens the site (through the landing page on Safari on macOS).
          if (!plainClick(event)) return;
          event.preventDefault();
          dispatch(analyticsOpened());
        }
      : undefined;
  return (
    <ListItemButton component="a" href={item.href ?? undefined} target="_blank" rel="noopener noreferrer" onClick={onClick} sx={sx}>
      <ListItemText primary={label} />
      <OpenInNewIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <VisuallyHidden>{t('menu.newTab')}</VisuallyHidden>
    </ListItemButton>
  );
}
