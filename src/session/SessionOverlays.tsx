import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Notifier } from './Notifier';
import { selectSessionStatus } from './selectors';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

/** The session's page-wide pieces: the timeout warning, the toasts, and the session marker. */
export function SessionOverlays() {
  const status = useSelector(selectSessionStatus);
  // The session state on <html data-session>, for styling hooks and browser tests.
  useEffect(() => {
    document.documentElement.dataset.session = status;
  }, [status]);
  return (
    <>
      <SessionTimeoutDialog />
      <Notifier />
    </>
  );
}
