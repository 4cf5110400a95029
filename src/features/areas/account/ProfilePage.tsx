import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { UserProfile } from '../../../../contract/myProfile';
import { UpdateUserProfileRequestSchema } from '../../../../contract/schemas/myProfile';
import { ownProfileChanged, selectUser } from '../../session';
import { fieldErrorText } from '../../../api';
import { failureOf } from '../../../api/query';
import { useServiceForm } from '../../../ui/form';
import { PageHeading } from '../PageHeading';
import { ImageUpload } from '../uploading/ImageUpload';
import { useUnsavedChangesGuard } from '../organization/customers/useUnsavedChangesGuard';
import { accountQueries } from './queries';

/** A newly uploaded picture not saved yet, or null to remove the picture; undefined keeps it. */
type Picture = { key: string; url: string } | null | undefined;
const HINTS = { 'name.required': 'areas.account.profile.errors.name', 'name.blank': 'areas.account.profile.errors.name' };

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
  const [picture, setPicture] = useState<Picture>(undefined);
  const [pictureFailure, setPictureFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    form,
    field,
    submit,
    failure,
    busy,
    dirty: nameChanged,
  } = useServiceForm({
    schema: UpdateUserProfileRequestSchema,
    defaultValues: { name: '' },
    // The server keeps the name trimmed: a name of spaces is an empty one.
    toRequest: ({ name }: { name: string }) => ({
      userId,
      name: name.trim(),
      ...(picture === undefined ? {} : { pictureKey: picture?.key ?? null }),
    }),
    hints: HINTS,
  });

  useEffect(() => {
    if (loaded === undefined) return;
    setProfile(loaded);
    form.reset({ name: loaded.name });
  }, [loaded, form]);

  const dirty = profile !== null && (nameChanged || picture !== undefined);
  useUnsavedChangesGuard(dirty);
  const pictureStored = useCallback((stored: { key: string; url: string }) => {
    setPicture(stored);
    setDone(false);
  }, []);

  const onSubmit = submit(async (request) => {
    setPictureFailure(null);
    const answer = await updateUserProfile(request);
    const refused = failureOf(answer.error);
    if (refused?.handled) return refused; // the pipeline told the user (a toast, or the session ended)
    if (refused === null && answer.data !== undefined) {
      const saved = answer.data;
      setProfile(saved);
      setPicture(undefined);
      form.reset({ name: saved.name });
      setDone(true);
      if (me?.userId === saved.userId) dispatch(ownProfileChanged({ name: saved.name, userPictureURL3: saved.pictureUrl }));
      return null;
    }
    if (refused === null || refused.errorMessage === null) {
      setPictureFailure(t('areas.account.profile.errors.failed'));
      return undefined;
    }
    // The picture has no field of its own to show its refusal under.
    const pictureRefused = refused.fields?.find((error) => error.field === 'pictureKey');
    if (pictureRefused === undefined) return refused;
    setPictureFailure(fieldErrorText(t, pictureRefused));
    const others = refused.fields?.filter((error) => error !== pictureRefused) ?? [];
    return others.length > 0 ? { ...refused, fields: others } : undefined;
  });

  const own = me?.userId === userId;
  const pictureUrl = picture === undefined ? (profile?.pictureUrl ?? null) : (picture?.url ?? null);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 720 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('areas.account.profile.intro')}
      </Typography>
      {profile !== null && (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={busy}>
          {done && !dirty && (
            <Alert severity="success" role="status">
              {t('areas.account.profile.saved')}
            </Alert>
          )}
          {(pictureFailure ?? failure) && (
            <Alert severity="error" role="alert">
              {pictureFailure ?? failure}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {/* A picture is uploaded by its user only (the key is signed to them); the support role may remove it. */}
            {own ? (
              <ImageUpload purpose="userPicture" src={pictureUrl} alt={t('areas.account.profile.picture')} onStored={pictureStored} />
            ) : (
              <Avatar src={pictureUrl ?? undefined} alt={t('areas.account.profile.picture')} sx={{ width: 72, height: 72 }} />
            )}
            {pictureUrl !== null && <Button onClick={() => setPicture(null)}>{t('areas.account.profile.removePicture')}</Button>}
          </Stack>
          <TextField
            label={t('areas.account.profile.username')}
            value={profile.username}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
          <TextField
            label={t('areas.account.profile.name')}
            required
            {...field('name')}
            onChange={(event) => {
              field('name').onChange(event);
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
