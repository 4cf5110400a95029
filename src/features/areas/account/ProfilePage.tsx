import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { UserProfile } from '../../../../contract/myProfile';
import { ownProfileChanged, selectUser } from '../../session';
import { formRefusal } from '../../../api';
import { failureOf } from '../../../api/query';
import { PageHeading } from '../PageHeading';
import { ImageUpload } from '../uploading/ImageUpload';
import { useUnsavedChangesGuard } from '../organization/customers/useUnsavedChangesGuard';
import { accountQueries } from './queries';

interface Values {
  name: string;
  /** A newly uploaded picture not saved yet, or null to remove the picture; undefined keeps it. */
  picture?: { key: string; url: string } | null;
}

/**
 * §2 Personal profile › Profile (/account/edit/{userId}/profile): a user's name and picture
 * (§3 userPictureURL3; a generic icon when absent or broken). The picture is uploaded for the
 * purpose userPicture and saved with the name; the sidebar shows both at once.
 */
export function ProfilePage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const loaded = accountQueries.useGetUserProfileQuery({ userId }, { refetchOnMountOrArgChange: true }).data;
  const [updateUserProfile] = accountQueries.useUpdateUserProfileMutation();
  const dispatch = useDispatch();
  const me = useSelector(selectUser);
  const headingId = useId();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [values, setValues] = useState<Values>({ name: '' });
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (loaded === undefined) return;
    setProfile(loaded);
    setValues({ name: loaded.name });
  }, [loaded]);

  const dirty = profile !== null && (values.name !== profile.name || values.picture !== undefined);
  useUnsavedChangesGuard(dirty);
  const pictureStored = useCallback((picture: { key: string; url: string }) => {
    setValues((old) => ({ ...old, picture }));
    setDone(false);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNameError(null);
    if (values.name.trim() === '') {
      setNameError(t('areas.account.profile.errors.name'));
      return;
    }
    setBusy(true);
    try {
      const pictureKey = values.picture === undefined ? {} : { pictureKey: values.picture?.key ?? null };
      const answer = await updateUserProfile({ userId, name: values.name, ...pictureKey });
      const refused = failureOf(answer.error);
      if (refused?.handled) return; // the pipeline told the user (a toast, or the session ended)
      if (refused !== null || answer.data === undefined) {
        const refusal = formRefusal(t, refused ?? { errorMessage: null }, ['name', 'pictureKey'] as const, {
          hints: { 'name.blank': 'areas.account.profile.errors.name' },
        });
        setNameError(refusal.byField.name ?? null);
        // The picture has no field of its own to show its refusal under.
        setFailure(refusal.byField.pictureKey ?? (refused?.errorMessage ? refusal.failure : t('areas.account.profile.errors.failed')));
        return;
      }
      const saved = answer.data;
      setProfile(saved);
      setValues({ name: saved.name });
      setDone(true);
      if (me?.userId === saved.userId) dispatch(ownProfileChanged({ name: saved.name, userPictureURL3: saved.pictureUrl }));
    } finally {
      setBusy(false);
    }
  };

  const own = me?.userId === userId;
  const pictureUrl = values.picture === undefined ? (profile?.pictureUrl ?? null) : (values.picture?.url ?? null);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 720 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('areas.account.profile.intro')}
      </Typography>
      {profile !== null && (
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
          {done && !dirty && (
            <Alert severity="success" role="status">
              {t('areas.account.profile.saved')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {/* A picture is uploaded by its user only (the key is signed to them); the support role may remove it. */}
            {own ? (
              <ImageUpload purpose="userPicture" src={pictureUrl} alt={t('areas.account.profile.picture')} onStored={pictureStored} />
            ) : (
              <Avatar src={pictureUrl ?? undefined} alt={t('areas.account.profile.picture')} sx={{ width: 72, height: 72 }} />
            )}
            {pictureUrl !== null && (
              <Button onClick={() => setValues((old) => ({ ...old, picture: null }))}>{t('areas.account.profile.removePicture')}</Button>
            )}
          </Stack>
          <TextField
            label={t('areas.account.profile.username')}
            value={profile.username}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
          <TextField
            name="name"
            label={t('areas.account.profile.name')}
            value={values.name}
            required
            error={nameError !== null}
            helperText={nameError ?? undefined}
            onChange={(event) => {
              setValues((old) => ({ ...old, name: event.target.value }));
              setDone(false);
            }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy || !dirty}>
              {t('areas.account.profile.save')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
