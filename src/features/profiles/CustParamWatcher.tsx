import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { custParamSeen } from './events';

/**
 * Reports a `cust` query parameter on a signed-in route (§4): in-app links, and the route
 * saved before sign-in. The address the app was opened with is read by the saga at start, which
 * replaces it before the shell can mount. Each history entry is reported once.
 */
export function CustParamWatcher() {
  const dispatch = useDispatch();
  const { key, search } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(search).get('cust');
    if (value === null || reported.current === key) return;
    reported.current = key;
    dispatch(custParamSeen({ value }));
  }, [dispatch, key, search]);
  return null;
}
