import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Notice } from '../../ui';
import { selectReconnecting } from './selectors';

/**
 * Shown while the server cannot serve a signed-in user: the session is kept and calls are
 * retried, so the notice only informs (nothing to click, nothing blocked). It goes as soon as
 * the server answers again.
 */
export function ReconnectingNotice() {
  const { t } = useTranslation();
  const reconnecting = useSelector(selectReconnecting);
  if (!reconnecting) return null;
  return (
    <div className="tf-offline" data-testid="reconnecting">
      <Notice severity="warning" role="status">
        <p>
          <strong>{t('session.reconnecting.title')}</strong> {t('session.reconnecting.detail')}
        </p>
      </Notice>
    </div>
  );
}
