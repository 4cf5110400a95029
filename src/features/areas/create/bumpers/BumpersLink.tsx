import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../../config/paths';
import { useCan } from '../../../session';

/** The way to /bumpers, which §2 keeps out of the sidebar: shown to those who may choose the bumpers. */
export function BumpersLink() {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('bumper.manage')) return null;
  return (
    <Button component={RouterLink} to={PATHS.bumpers} variant="outlined" size="small" sx={{ mb: 2 }}>
      {t('create.bumpers.manage')}
    </Button>
  );
}
