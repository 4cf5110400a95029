import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { MIN_SUPPORTED_WIDTH } from '../../../config/constants';
import { screenNoticeDismissed } from '../events';
import { selectIsScreenNoticeOpen, selectWidth } from '../selectors';

const TITLE_ID = 'screen-resolution-title';

/**
 * §2, §4: below 1280 pixels the 'Screen Resolution Unsupported' dialog shows with Windows
 * and Mac instructions. It closes by itself when the window is wide enough, and the user may close
 * it (button, Escape, a click beside it) to reach the reduced menu and Log Out, which must stay
 * usable at any width and at 200 % zoom (WCAG 1.4.4, 1.4.10). It comes back when the window
 * narrows again after being wide enough.
 */
export function ScreenResolutionDialog() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const open = useSelector(selectIsScreenNoticeOpen);
  const width = useSelector(selectWidth);
  const close = () => dispatch(screenNoticeDismissed());
  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} maxWidth="sm" scroll="body">
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
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {t('chrome.screen.dismiss')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
