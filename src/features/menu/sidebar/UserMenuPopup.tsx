import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { ColorSchemeMenuItems, LanguageMenuItems } from '../../chrome';
import { LogoutIcon } from './icons';

interface UserMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}

/** The items of the sign-out dropdown (§2): Log Out, then the language and colour-scheme choices. */
export default function UserMenuPopup({ id, anchor, onClose, onSignOut }: UserMenuPopupProps) {
  const { t } = useTranslation();
  return (
    // Kept inside the navigation landmark, and shown at once: axe and screen readers see it whole.
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} disablePortal transitionDuration={0}>
      <MenuItem onClick={onSignOut}>
        <LogoutIcon fontSize="small" sx={{ mr: 1.5 }} />
        {t('menu.user.signOut')}
      </MenuItem>
      <Divider />
      <LanguageMenuItems onSelected={onClose} />
      <Divider />
      <ColorSchemeMenuItems onSelected={onClose} />
    </Menu>
  );
}
