import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { NoticePage } from './NoticePage';

/** /no-support/info/background-upload-clips: what background upload of clips needs (§2). */
export function BackgroundUploadInfoPage() {
  const { t } = useTranslation();
  return (
    <NoticePage titleKey="chrome.backgroundUpload.title">
      <Typography sx={{ mb: 2 }}>{t('chrome.backgroundUpload.intro')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('chrome.backgroundUpload.requirement')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('chrome.backgroundUpload.advice')}</Typography>
      <Link component={RouterLink} to={PATHS.noSupport}>
        {t('chrome.backgroundUpload.back')}
      </Link>
    </NoticePage>
  );
}
