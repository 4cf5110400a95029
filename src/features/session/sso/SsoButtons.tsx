import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectAppInfo } from '../../chrome';
import { Button } from '../../../ui';
import { ssoRequested } from '../events';

/**
 * "Sign in with Google" (and any provider the operator configured). The sign-in itself runs on
 * the server by redirects, so the page carries no identity-provider code and its CSP no
 * provider origin; the click only loads the small start module (§7, on demand).
 */
export function SsoButtons() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { ssoProviders } = useSelector(selectAppInfo);
  if (ssoProviders.length === 0) return null;
  return (
    <div className="tf-stack" data-testid="sso-buttons">
      {ssoProviders.map((provider) => (
        <Button key={provider.id} variant="text" onClick={() => dispatch(ssoRequested({ providerId: provider.id }))}>
          {t('session.sso.signInWith', { provider: provider.label })}
        </Button>
      ))}
    </div>
  );
}
