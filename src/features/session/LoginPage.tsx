import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { Footer, PlainLanguageSelect } from '../chrome';
import type { LoginStatus } from '../../config/paths';
import { Notice, useDocumentTitle, type NoticeSeverity } from '../../ui';
import { loginStatusOpened } from './events';
import { LoginForm } from './LoginForm';
import { loginLinkOfThisLoad } from './loginLink';
import { parseLoginRoute } from './loginRoute';
import { selectIsAuthenticating, selectLoginError } from './selectors';
import { SsoButtons } from './sso/SsoButtons';
import { useSsoReturn } from './sso/useSsoReturn';

const SEVERITY: Record<LoginStatus, NoticeSeverity> = {
  sessionExpired: 'warning',
  inActive: 'error',
  clear: 'info',
};

/**
 * §2 /login, /login/{ftl}/{userName}/{passWord}/{customerId} and /login/status/{status}.
 * Drawn with the plain parts of src/ui: the first page most users see loads no component library.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const splat = useParams()['*'] ?? '';
  const route = useMemo(() => parseLoginRoute(splat, loginLinkOfThisLoad()), [splat]);
  // The status says why the user is here; once they try to sign in, the attempt's outcome speaks.
  const authenticating = useSelector(selectIsAuthenticating);
  const failed = useSelector(selectLoginError) !== null;
  const attempted = authenticating || failed;
  const ssoError = useSsoReturn();

  useDocumentTitle(route.status ? `session.pageTitle.${route.status}` : 'session.pageTitle.signIn');

  useEffect(() => {
    if (route.status) dispatch(loginStatusOpened({ status: route.status }));
  }, [dispatch, route.status]);

  return (
    <div className="tf-page">
      <main className="tf-page__main" id="main" tabIndex={-1}>
        <section className="tf-card" aria-labelledby="login-title">
          <PlainLanguageSelect />
          <h1 className="tf-card__title" id="login-title">
            {t('session.login.title')}
          </h1>
          {route.status && !attempted && (
            <Notice severity={SEVERITY[route.status]} data-testid="login-status">
              {t(`session.status.${route.status}`)}
            </Notice>
          )}
          {ssoError && !attempted && (
            <Notice severity="error" data-testid="sso-error">
              {t(`session.sso.errors.${ssoError}`)}
            </Notice>
          )}
          <LoginForm key={splat} prefill={route.prefill} />
          <SsoButtons />
        </section>
      </main>
      <Footer />
    </div>
  );
}
