import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectIsBusy } from '../selectors';

/** Short calls finish before this; only longer ones show the spinner, so it never flickers. */
const SHOW_AFTER_MS = 400;

/** The loading spinner of SPEC §2 over the page while a long call runs (see withSpinner). */
export function Spinner() {
  const { t } = useTranslation();
  const busy = useSelector(selectIsBusy);
  return (
    <Backdrop
      open={busy}
      invisible
      transitionDuration={{ enter: 150, exit: 0 }}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, transitionDelay: busy ? `${SHOW_AFTER_MS}ms` : '0ms' }}
    >
      <CircularProgress aria-label={t('chrome.spinner.loading')} />
    </Backdrop>
  );
}
