import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Notice } from '../../../ui';
import { loadRetryRequested } from '../events';
import { selectServerUnreachable } from '../selectors';

/** Seconds until the next attempt, counted down on screen from what the boot saga announced. */
function useCountdown(attempt: number, retryInMs: number): number {
  const [seconds, setSeconds] = useState(Math.ceil(retryInMs / 1000));
  useEffect(() => {
    setSeconds(Math.ceil(retryInMs / 1000));
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [attempt, retryInMs]);
  return seconds;
}

function Unreachable({ attempt, retryInMs }: { attempt: number; retryInMs: number }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const seconds = useCountdown(attempt, retryInMs);
  return (
    <div className="tf-offline" data-testid="server-unreachable">
      <Notice severity="warning" role="status">
        <p>
          <strong>{t('chrome.offline.title')}</strong>{' '}
          {seconds > 0 ? t('chrome.offline.retrying', { seconds }) : t('chrome.offline.trying')}
        </p>
        <Button variant="text" onClick={() => dispatch(loadRetryRequested())}>
          {t('chrome.offline.retry')}
        </Button>
      </Notice>
    </div>
  );
}

/** The load could not reach the server: say so, show the retries, offer one now (plain: any page). */
export function ServerUnreachableNotice() {
  const unreachable = useSelector(selectServerUnreachable);
  return unreachable ? <Unreachable attempt={unreachable.attempt} retryInMs={unreachable.retryInMs} /> : null;
}
