import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { EndedSignInsResponse } from '../../../../contract/myProfile';
import { myProfileQueries } from './queries';
import { logoutRequested } from '../../session';

/**
 * The user's logins still open, one per browser or device, each of which can be signed out;
 * "sign out everywhere else" keeps only this one. An ended login's tabs go to the sign-in page
 * at once (session.revoked) or on their next call.
 */
export function ActiveSignIns() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const headingId = useId();
  const sessions = myProfileQueries.useGetActiveSignInsQuery(undefined, { refetchOnMountOrArgChange: true }).data?.sessions ?? null;
  const [endSignIn, endingOne] = myProfileQueries.useEndSignInMutation();
  const [endOtherSignIns, endingOthers] = myProfileQueries.useEndOtherSignInsMutation();
  const busy = endingOne.isLoading || endingOthers.isLoading;
  const [ended, setEnded] = useState<number | null>(null);

  // The list is read again after either (its tag); the count of ended logins is told once.
  const act = async (action: Promise<{ data?: EndedSignInsResponse }>) => {
    const answer = await action;
    if (answer.data !== undefined) setEnded(answer.data.ended);
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
                <Button variant="outlined" disabled={busy} onClick={() => act(endSignIn({ sessionId: session.sessionId }))}>
                  {t('myprofile.sessions.signOut')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="contained" disabled={busy || others === 0} onClick={() => act(endOtherSignIns())}>
        {t('myprofile.sessions.signOutOthers')}
      </Button>
    </Box>
  );
}
