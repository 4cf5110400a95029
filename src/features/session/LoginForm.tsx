import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { Button, Checkbox, Notice, TextField } from '../../ui';
import { CaptchaField } from './CaptchaField';
import { loginRequested } from './events';
import { isSignedOut } from './sessionMachine';
import { forgetLoginLink } from './loginLink';
import type { LoginPrefill } from './loginRoute';
import {
  selectCaptchaRequired,
  selectIsAuthenticating,
  selectLoginError,
  selectRememberedUsername,
  selectSessionStatus,
} from './selectors';

/** §2 /login: username, password and remember-me; the route's parameters pre-fill it. */
export function LoginForm({ prefill }: { prefill: LoginPrefill | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const remembered = useSelector(selectRememberedUsername);
  const busy = useSelector(selectIsAuthenticating);
  const error = useSelector(selectLoginError);
  const status = useSelector(selectSessionStatus);
  const [username, setUsername] = useState(prefill?.userName ?? remembered ?? '');
  const [password, setPassword] = useState(prefill?.passWord ?? '');
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const autoSubmitted = useRef(false);
  const captchaRequired = useSelector(selectCaptchaRequired);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solved challenge is spent by one attempt; a fresh widget solves the next one.
  const [captchaRound, setCaptchaRound] = useState(0);
  const onSolved = useCallback((payload: string | null) => setCaptcha(payload), []);

  // The remembered username can arrive after the first render (boot found no usable session).
  useEffect(() => {
    if (remembered === null) return;
    setUsername((current) => current || remembered);
    setRememberMe(true);
  }, [remembered]);

  // A complete /login/{ftl}/{userName}/{passWord}/{customerId} link signs in by itself (§2).
  useEffect(() => {
    if (!prefill?.complete || autoSubmitted.current || !isSignedOut(status)) return;
    autoSubmitted.current = true;
    forgetLoginLink();
    dispatch(
      loginRequested({
        username: prefill.userName ?? '',
        password: prefill.passWord ?? '',
        rememberMe: false,
        customerId: prefill.customerId ?? undefined,
      }),
    );
  }, [dispatch, prefill, status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password || (captchaRequired && !captcha)) return;
    dispatch(
      loginRequested({
        username: username.trim(),
        password,
        rememberMe,
        customerId: prefill?.customerId ?? undefined,
        captcha: captcha ?? undefined,
      }),
    );
    if (captcha) {
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
  };

  return (
    <form className="tf-stack" onSubmit={submit} noValidate aria-busy={busy}>
      {error && <Notice severity="error">{error.message ?? t(error.messageKey ?? 'session.login.errors.failed')}</Notice>}
      <TextField
        label={t('session.login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        autoFocus={!username}
      />
      <TextField
        label={t('session.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoFocus={Boolean(username)}
      />
      <Checkbox label={t('session.login.rememberMe')} checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
      {captchaRequired && <CaptchaField key={captchaRound} onSolved={onSolved} />}
      <Button type="submit" disabled={busy || !username.trim() || !password || (captchaRequired && !captcha)}>
        {busy ? t('session.login.signingIn') : t('session.login.submit')}
      </Button>
      <Link className="tf-link" to={PATHS.forgotPassword}>
        {t('session.account.forgot.link')}
      </Link>
    </form>
  );
}
