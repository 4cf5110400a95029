import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { NoticePage } from './NoticePage';

/** /no-support: where an unsupported browser lands (§5). public/browser-check.js shows the same text without the bundle. */
export function NoSupportPage() {
  const { t } = useTranslation();
  return (
    <NoticePage titleKey="chrome.noSupport.title">
      <Typography sx={{ mb: 2 }}>{t('chrome.noSupport.intro')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('chrome.noSupport.advice')}</Typography>
      <Link component={RouterLink} to={PATHS.backgroundUploadInfo}>
        {t('chrome.noSupport.backgroundUploadLink')}
      </Link>
    </NoticePage>
  );
}
