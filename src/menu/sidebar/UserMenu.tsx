import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ColorSchemeMenuItems, LanguageMenuItems } from '../../chrome';
import { logoutRequested, selectUser } from '../../session';
import { FallbackImage } from './FallbackImage';
import { LogoutIcon, PersonIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

/** The user picture (UserDetails.userPictureURL3), or a generic icon when it is absent or broken. */
function UserPicture({ url }: { url: string | null }) {
  return (
    <FallbackImage
      src={url}
      alt=""
      width={32}
      height={32}
      fallback={<PersonIcon data-testid="generic-user-icon" sx={{ width: 32, height: 32, color: 'text.secondary' }} />}
    />
  );
}

/**
 * The sign-out dropdown (§2): a menu button with the user's name; it also hosts the language
 * and colour-scheme choices.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name ?? '';
  const close = () => setAnchor(null);
  const signOut = () => {
    close();
    dispatch(logoutRequested());
  };
  return (
    <Box sx={{ display: 'flex' }}>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        sx={{
          justifyContent: compact ? 'center' : 'flex-start',
          gap: 1,
          textTransform: 'none',
          minWidth: 0,
          flex: 1,
          width: compact ? '100%' : undefined,
          px: 1,
        }}
      >
        <UserPicture url={user?.userPictureURL3 ?? null} />
        {compact ? (
          <VisuallyHidden>{name}</VisuallyHidden>
        ) : (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
        )}
      </Button>
      {/* Kept inside the navigation landmark, and shown at once: axe and screen readers see it whole. */}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} disablePortal transitionDuration={0}>
        <MenuItem onClick={signOut}>
          <LogoutIcon fontSize="small" sx={{ mr: 1.5 }} />
          {t('menu.user.signOut')}
        </MenuItem>
        <Divider />
        <LanguageMenuItems onSelected={close} />
        <Divider />
        <ColorSchemeMenuItems onSelected={close} />
      </Menu>
    </Box>
  );
}
