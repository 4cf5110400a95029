import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { custParamSeen } from './events';

/**
 * Reports a `cust` query parameter met by in-app navigation (SPEC §4). The address the page was
 * opened with is the saga's at start, so the location present at mount is skipped.
 */
export function CustParamWatcher() {
  const dispatch = useDispatch();
  const location = useLocation();
  const mountedKey = useRef(location.key);
  useEffect(() => {
    if (location.key === mountedKey.current) return;
    const value = new URLSearchParams(location.search).get('cust');
    if (value !== null) dispatch(custParamSeen({ value }));
  }, [dispatch, location.key, location.search]);
  return null;
}
