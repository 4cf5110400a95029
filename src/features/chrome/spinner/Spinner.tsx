import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { ProgressRing } from '../../../ui';
import { selectIsBusy } from '../selectors';

/**
 * The loading spinner of §2 over the page while a long call runs (see withSpinner). The
 * stylesheet shows it only after 400 ms, so short calls finish before it and it never flickers.
 */
export function Spinner() {
  const { t } = useTranslation();
  const busy = useSelector(selectIsBusy);
  if (!busy) return null;
  return (
    <div className="tf-busy" data-testid="busy">
      <ProgressRing label={t('chrome.spinner.loading')} />
    </div>
  );
}
