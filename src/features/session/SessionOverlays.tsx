import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { lazyMuiWhenNeeded } from '../../ui';
import { Notifier } from '../notifications';
import { ReconnectingNotice } from './ReconnectingNotice';
import { selectIdleWarning, selectOtherUserLink, selectSessionStatus } from './selectors';

/** The warning dialog's code arrives with the first warning, not with the page. */
const TimeoutDialog = lazyMuiWhenNeeded(() =>
  import(/* webpackChunkName: "session-timeout" */ './SessionTimeoutDialog').then((module) => module.SessionTimeoutDialog),
);

/** Asked only when a sign-in link for someone else is opened while signed in (§2). */
const OtherUserLinkQuestion = lazyMuiWhenNeeded(() =>
  import(/* webpackChunkName: "session-other-user-link" */ './OtherUserLinkDialog').then((module) => module.OtherUserLinkDialog),
);

/** The session's page-wide pieces: the timeout warning, the link question, the toasts, the reconnecting notice and the session marker. */
export function SessionOverlays() {
  const status = useSelector(selectSessionStatus);
  const warned = useSelector(selectIdleWarning) !== null;
  const linkQuestion = useSelector(selectOtherUserLink) !== null;
  // The session state on <html data-session>, for styling hooks and browser tests.
  useEffect(() => {
    document.documentElement.dataset.session = status;
  }, [status]);
  return (
    <>
      <TimeoutDialog needed={warned} />
      <OtherUserLinkQuestion needed={linkQuestion} />
      <Notifier />
      <ReconnectingNotice />
    </>
  );
}
