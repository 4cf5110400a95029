import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { MIN_SUPPORTED_WIDTH } from '../../config/constants';
import { selectIsScreenTooNarrow, selectWidth } from '../selectors';

const TITLE_ID = 'screen-resolution-title';

/**
 * §2, §4: below 1280 pixels the 'Screen Resolution Unsupported' dialog shows with Windows
 * and Mac instructions. It cannot be dismissed; it closes when the window is wide enough.
 */
export function ScreenResolutionDialog() {
  const { t } = useTranslation();
  const tooNarrow = useSelector(selectIsScreenTooNarrow);
  const width = useSelector(selectWidth);
  return (
    <Dialog open={tooNarrow} aria-labelledby={TITLE_ID} maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{t('chrome.screen.title')}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{t('chrome.screen.intro', { min: MIN_SUPPORTED_WIDTH, width })}</Typography>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t('chrome.screen.windowsTitle')}
        </Typography>
        <Typography gutterBottom>{t('chrome.screen.windowsScaling')}</Typography>
        <Typography gutterBottom>{t('chrome.screen.windowsZoom')}</Typography>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t('chrome.screen.macTitle')}
        </Typography>
        <Typography gutterBottom>{t('chrome.screen.macScaling')}</Typography>
        <Typography gutterBottom>{t('chrome.screen.macZoom')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('chrome.screen.closes')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
