import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../ui';

/** The loading spinner of §2 while an area loads on demand (a Suspense fallback). */
export function RouteSpinner() {
  const { t } = useTranslation();
  return (
    <div className="tf-route-spinner">
      <ProgressRing label={t('chrome.spinner.loading')} />
    </div>
  );
}
