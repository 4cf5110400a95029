import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { DEFAULT_LANGUAGE } from '../../../config/constants';
import { isSupportedLanguage } from '../../../i18n/language';
import { Button, Notice, TextField } from '../../../ui';
import { selectRememberedUsername } from '../selectors';
import { AccountCard, shownError } from './AccountCard';
import { forgotPasswordSubmitted, selectForgotPassword } from './accountSlice';

/** "Forgot password?": the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectForgotPassword);
  const [username, setUsername] = useState(useSelector(selectRememberedUsername) ?? '');
  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim()) dispatch(forgotPasswordSubmitted({ username: username.trim(), language }));
  };

  return (
    <AccountCard title={t('session.account.forgot.title')}>
      {status === 'done' ? (
        <Notice severity="info" data-testid="forgot-sent">
          {t('session.account.forgot.sent')}
        </Notice>
      ) : (
        <form className="tf-stack" onSubmit={submit} noValidate aria-busy={status === 'sending'}>
          <p>{t('session.account.forgot.intro')}</p>
          {error && <Notice severity="error">{shownError(error, t)}</Notice>}
          <TextField
            label={t('session.login.username')}
            name="username"
            type="email"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
            autoFocus
          />
          <Button type="submit" disabled={status === 'sending' || !username.trim()}>
            {t('session.account.forgot.submit')}
          </Button>
        </form>
      )}
      <p>
        <Link to={PATHS.login}>{t('session.account.backToLogin')}</Link>
      </p>
    </AccountCard>
  );
}
