import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../../api/query';
import { ChangePasswordForm } from '../../session';
import { PageHeading } from '../PageHeading';
import { myProfileQueries } from './queries';

/**
 * §2 Personal profile › Change Password: the current password proves it is the user, the new
 * one meets the server's policy (stated before typing), and the other sign-ins end (user/changePassword).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [changePassword] = myProfileQueries.useChangePasswordMutation();
  const headingId = useId();
  const [done, setDone] = useState(false);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 560 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('myprofile.password.intro')}
      </Typography>
      <ChangePasswordForm
        labelledBy={headingId}
        send={async (request) => {
          setDone(false);
          const refused = failureOf((await changePassword(request)).error);
          setDone(refused === null);
          return refused;
        }}
        notice={
          done && (
            <Alert severity="success" role="status">
              {t('myprofile.password.changed')}
            </Alert>
          )
        }
      />
    </Box>
  );
}
