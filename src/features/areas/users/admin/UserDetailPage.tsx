import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SerializedError } from '@reduxjs/toolkit';
import type { AdminUser, SaveMembershipRequest } from '../../../../../contract/users';
import { failureOf, type ApiFailure } from '../../../../api/query';
import { AddMembershipForm } from './AddMembershipForm';
import { userAdminQueries } from './queries';
import { MembershipForm } from './MembershipForm';
import { ActiveLabel } from './UsersAdminPage';
import { usersBase, type UsersMode } from './usersBase';

/**
 * One user: active or not (a deactivation ends every login of theirs at once, §8), and each
 * membership the caller may see with its roles, default login, order, lock and removal.
 */
export function UserDetailPage({ mode, userId }: { mode: UsersMode; userId: number }) {
  const { t } = useTranslation();
  const loaded = userAdminQueries.useGetUserQuery({ userId }, { refetchOnMountOrArgChange: true }).data;
  const [saveMembership] = userAdminQueries.useSaveMembershipMutation();
  const [setMembershipLock] = userAdminQueries.useSetMembershipLockMutation();
  const [removeMembership] = userAdminQueries.useRemoveMembershipMutation();
  const [setUserActive] = userAdminQueries.useSetUserActiveMutation();
  const headingId = useId();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (loaded !== undefined) setUser(loaded);
  }, [loaded]);

  /** Applies an answer: the user as it now is, or the server's refusal above the form. */
  const apply = useCallback(
    async (change: Promise<{ data?: AdminUser; error?: ApiFailure | SerializedError }>, doneKey: string) => {
      setBusy(true);
      setNotice(null);
      try {
        const answer = await change;
        const refused = failureOf(answer.error);
        if (refused?.handled) return;
        if (answer.data !== undefined) {
          setUser(answer.data);
          setVersion((v) => v + 1);
          setNotice({ severity: 'success', text: t(doneKey) });
        } else setNotice({ severity: 'error', text: refused?.errorMessage ?? t('userAdmin.failed') });
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  if (user === null) return null;
  const save = (request: SaveMembershipRequest) => apply(saveMembership(request), 'userAdmin.done.saved');
  const lock = (organisationId: number, locked: boolean) =>
    apply(setMembershipLock({ userId, organisationId, locked }), locked ? 'userAdmin.done.locked' : 'userAdmin.done.unlocked');
  const remove = (organisationId: number) => {
    if (!window.confirm(t('userAdmin.confirmRemove', { name: user.displayName }))) return;
    void apply(removeMembership({ userId, organisationId }), 'userAdmin.done.removed');
  };
  const setActive = (active: boolean) => {
    if (!active && !window.confirm(t('userAdmin.confirmDeactivate', { name: user.displayName }))) return;
    void apply(setUserActive({ userId, active }), active ? 'userAdmin.done.reactivated' : 'userAdmin.done.deactivated');
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 900 }}>
      <Typography id={headingId} component="h1" variant="h4">
        {user.displayName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {user.username} · <ActiveLabel active={user.isActive} />
        {user.mustChangePassword ? ` · ${t('userAdmin.mustChangePassword')}` : ''}
      </Typography>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <Button variant="outlined" color={user.isActive ? 'error' : 'primary'} disabled={busy} onClick={() => setActive(!user.isActive)}>
          {user.isActive ? t('userAdmin.deactivate') : t('userAdmin.reactivate')}
        </Button>
        <Button component={RouterLink} to={usersBase(mode)}>
          {t('userAdmin.back')}
        </Button>
      </Stack>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('userAdmin.memberships')}
      </Typography>
      <Stack spacing={2}>
        {user.memberships.length === 0 && <Typography>{t('userAdmin.noMemberships')}</Typography>}
        {user.memberships.map((m) => (
          <MembershipForm
            key={`${m.organisationId}:${version}`}
            userId={userId}
            membership={m}
            busy={busy}
            onSave={(request) => void save(request)}
            onLock={(locked) => void lock(m.organisationId, locked)}
            onRemove={() => remove(m.organisationId)}
          />
        ))}
        {mode === 'support' && (
          <AddMembershipForm
            // Empty again once a change is answered: the organisation just added is no longer offered.
            key={version}
            busy={busy}
            exclude={user.memberships.map((m) => m.organisationId)}
            userId={userId}
            place={{ isDefaultLogin: user.memberships.length === 0, sequence: user.memberships.length + 1 }}
            onAdd={(request) => void save(request)}
          />
        )}
      </Stack>
    </Box>
  );
}
