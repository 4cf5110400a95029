import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../../config/constants';
import { PATHS } from '../../../config/paths';
import { isSupportedLanguage } from '../../../i18n/language';
import { Button, Notice, ProgressRing, TextField } from '../../../ui';
import { SsoButtons } from '../sso/SsoButtons';
import { AccountCard, shownError } from './AccountCard';
import { accountLinkOpened, linkJoinSubmitted, linkPasswordSubmitted, selectAccountLink, selectLinkPassword } from './accountSlice';

/** The token of an emailed link: in the fragment, which no server and no log ever sees. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** Opened from a password-reset or invitation email: sets the password once (or offers single sign-on). */
export function SetPasswordPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const token = tokenOf(useLocation().hash);
  const link = useSelector(selectAccountLink);
  const saving = useSelector(selectLinkPassword);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  useEffect(() => {
    dispatch(accountLinkOpened({ token }));
  }, [dispatch, token]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password && password === confirm) dispatch(linkPasswordSubmitted({ token, password, language }));
  };

  const details = link.details;
  const welcome = details?.purpose === 'invitation' || details?.purpose === 'join';
  const title = t(welcome ? 'session.account.set.welcome' : 'session.account.set.title');
  const body = () => {
    if (link.status === 'checking') return <ProgressRing label={t('session.account.checking')} />;
    if (link.status === 'invalid' || details === null)
      return <Notice severity="error">{shownError(link.error ?? 'session.account.errors.failed', t)}</Notice>;
    if (saving.status === 'done') {
      return (
        <Notice severity="info" data-testid="password-set">
          {t(details.purpose === 'join' ? 'session.account.join.done' : 'session.account.set.done', { organisation: details.organisation })}
        </Notice>
      );
    }
    // An invitation to join with an existing account: consent, and nothing of the account changes (§6).
    if (details.purpose === 'join') {
      return (
        <div className="tf-stack" aria-busy={saving.status === 'sending'}>
          <p>{t('session.account.join.intro', { organisation: details.organisation, username: details.username })}</p>
          {saving.error && <Notice severity="error">{shownError(saving.error, t)}</Notice>}
          <Button type="button" disabled={saving.status === 'sending'} onClick={() => dispatch(linkJoinSubmitted({ token }))}>
            {t('session.account.join.submit', { organisation: details.organisation })}
          </Button>
        </div>
      );
    }
    if (details.ssoRequired) {
      return (
        <>
          <Notice severity="info">{t('session.account.set.useSso')}</Notice>
          <SsoButtons />
        </>
      );
    }
    return (
      <form className="tf-stack" onSubmit={submit} noValidate aria-busy={saving.status === 'sending'}>
        {details.organisation && <p>{t('session.account.set.invitedTo', { organisation: details.organisation })}</p>}
        {(saving.error || mismatch) && (
          <Notice severity="error">{mismatch ? t('session.resetPassword.mismatch') : shownError(saving.error ?? '', t)}</Notice>
        )}
        <input type="text" name="username" autoComplete="username" value={details.username} readOnly hidden />
        <TextField
          label={t('session.resetPassword.new')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          helperText={t('session.resetPassword.rule')}
          required
          autoFocus
        />
        <TextField
          label={t('session.resetPassword.confirm')}
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          required
        />
        <Button type="submit" disabled={saving.status === 'sending' || !password || !confirm}>
          {t('session.account.set.submit')}
        </Button>
      </form>
    );
  };

  return (
    <AccountCard title={title}>
      {body()}
      <p>
        <Link to={PATHS.login}>{t('session.account.backToLogin')}</Link>
      </p>
    </AccountCard>
  );
}
