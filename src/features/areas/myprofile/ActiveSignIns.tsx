import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ActiveSignIn } from '../../../../contract/myProfile';
import * as endpoints from './api';
import { logoutRequested } from '../../session';
import { useAreaRuntime } from '../../../ui/areaRuntime';

/**
 * The user's logins still open, one per browser or device, each of which can be signed out;
 * "sign out everywhere else" keeps only this one. An ended login's tabs go to the sign-in page
 * at once (session.revoked) or on their next call.
 */
export function ActiveSignIns() {
  const { t, i18n } = useTranslation();
  const { run } = useAreaRuntime();
  const dispatch = useDispatch();
  const headingId = useId();
  const [sessions, setSessions] = useState<ActiveSignIn[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);

  const load = useCallback(async () => {
    const answer = await run(endpoints.getActiveSignIns);
    if (answer?.status === 'Ok' && answer.clientResponse !== null) setSessions(answer.clientResponse.sessions);
  }, [run]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (action: () => Promise<{ status: string; clientResponse: { ended: number } | null } | null>) => {
    setBusy(true);
    try {
      const answer = await action();
      if (answer?.status === 'Ok') setEnded(answer.clientResponse?.ended ?? 0);
      await load();
    } finally {
      setBusy(false);
    }
  };
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('myprofile.sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('myprofile.sessions.intro')}
      </Typography>
      {ended !== null && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('myprofile.sessions.ended', { count: ended })}
        </Alert>
      )}
      {sessions !== null && (
        <List aria-labelledby={headingId} data-testid="active-sign-ins" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mb: 2 }}>
          {sessions.map((session) => (
            <ListItem key={session.sessionId} divider sx={{ gap: 2, flexWrap: 'wrap' }} data-current={session.current}>
              <Box sx={{ flex: 1, minWidth: 240 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {session.browserName
                    ? t('myprofile.sessions.device', {
                        browser: `${session.browserName} ${session.browserVersion ?? ''}`.trim(),
                        os: session.operatingSystem ?? t('myprofile.sessions.unknown'),
                      })
                    : t('myprofile.sessions.unknownDevice')}{' '}
                  {session.current && <Chip size="small" color="primary" label={t('myprofile.sessions.thisDevice')} />}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('myprofile.sessions.details', {
                    organisation: session.organisation ?? t('myprofile.sessions.noOrganisation'),
                    started: when(session.startedAt),
                    lastUsed: when(session.lastUsedAt),
                  })}
                </Typography>
              </Box>
              {session.current ? (
                <Button variant="outlined" disabled={busy} onClick={() => dispatch(logoutRequested())}>
                  {t('myprofile.sessions.signOutThis')}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  disabled={busy}
                  onClick={() => act(() => run(endpoints.endSignIn, { sessionId: session.sessionId }))}
                >
                  {t('myprofile.sessions.signOut')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="contained" disabled={busy || others === 0} onClick={() => act(() => run(endpoints.endOtherSignIns))}>
        {t('myprofile.sessions.signOutOthers')}
      </Button>
    </Box>
  );
}
