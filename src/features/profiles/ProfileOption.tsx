import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomerProfile } from '../../../contract/profiles';
import { safeImageUrl } from '../../api';
import { profileAddress } from './profileSearch';

interface Props {
  id: string;
  profile: CustomerProfile;
  isCurrent: boolean;
  isActive: boolean;
  onChoose: (profile: CustomerProfile) => void;
  onHover: () => void;
}

/** One option of the selector; names and addresses are rendered as text, never as markup. */
export function ProfileOption({ id, profile, isCurrent, isActive, onChoose, onHover }: Props) {
  const { t } = useTranslation();
  const locked = profile.isLocked;
  return (
    <Box
      component="li"
      id={id}
      role="option"
      aria-selected={isCurrent}
      aria-disabled={locked || undefined}
      data-active={isActive || undefined}
      onClick={() => onChoose(profile)}
      onMouseMove={onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        cursor: locked ? 'not-allowed' : 'pointer',
        opacity: locked ? 0.55 : 1,
        bgcolor: isActive ? 'action.hover' : 'transparent',
        borderLeft: 4,
        borderColor: isCurrent ? 'primary.main' : 'transparent',
      }}
    >
      <Avatar
        aria-hidden
        src={safeImageUrl(profile.customerLogoAddnl) ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: 36, height: 36 }}
      >
        {profile.customerName.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: isCurrent ? 600 : 400 }}>
          {locked ? `${t('profiles.selector.locked')} ` : ''}
          {profile.customerName}
        </Typography>
        <Typography noWrap variant="body2" color="text.secondary">
          {profileAddress(profile, t('profiles.selector.notAvailable'))}
        </Typography>
      </Box>
      {isCurrent && (
        <Typography variant="caption" color="primary">
          {t('profiles.selector.current')}
        </Typography>
      )}
    </Box>
  );
}
