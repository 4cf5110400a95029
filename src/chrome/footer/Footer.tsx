import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAppInfo } from '../selectors';

/** SPEC §2: the footer with copyright year, version, and terms and privacy links. */
export function Footer() {
  const { t } = useTranslation();
  const { year, version, termsUrl, privacyUrl } = useSelector(selectAppInfo);
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        px: 2,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{t('chrome.footer.copyright', { year })}</Typography>
      <Typography variant="body2" data-testid="app-version">
        {t('chrome.footer.version', { version })}
      </Typography>
      <Link variant="body2" href={termsUrl} color="inherit" underline="always">
        {t('chrome.footer.terms')}
      </Link>
      <Link variant="body2" href={privacyUrl} color="inherit" underline="always">
        {t('chrome.footer.privacy')}
      </Link>
    </Box>
  );
}
