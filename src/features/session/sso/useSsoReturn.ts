import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { SSO_ERRORS, type SsoError } from '../../../../contract/config';
import { PATHS } from '../../../config/paths';
import { loginRequested } from '../events';
import { selectSessionStatus } from '../selectors';
import { isSignedOut } from '../sessionMachine';

/**
 * Back from the identity provider: `/login#sso=code` signs in with the one-time code (the
 * address is cleaned at once); `/login?ssoError=reason` says why nobody was signed in.
 */
export function useSsoReturn(): SsoError | null {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { hash, search } = useLocation();
  const status = useSelector(selectSessionStatus);
  const exchanged = useRef(false);
  const code = /^#sso=([A-Za-z0-9_-]{1,128})$/.exec(hash)?.[1];

  useEffect(() => {
    if (code === undefined || exchanged.current || !isSignedOut(status)) return;
    exchanged.current = true;
    navigate(PATHS.login, { replace: true });
    dispatch(loginRequested({ username: '', password: '', rememberMe: false, ssoCode: code }));
  }, [code, dispatch, navigate, status]);

  const reason = new URLSearchParams(search).get('ssoError');
  return (SSO_ERRORS as readonly string[]).includes(reason ?? '') ? (reason as SsoError) : null;
}
