import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Navigate, NavigateOptions } from '../../platform/deps';

/**
 * The sagas' way to change route (deps.navigate). The router lives in React; until it has
 * mounted, navigations wait in order and are replayed (a boot saga can finish first).
 */
export interface AppNavigator {
  navigate: Navigate;
  /** Connects the router's navigate; returns the disconnect. */
  attach(navigate: Navigate): () => void;
}

export function makeNavigator(): AppNavigator {
  let target: Navigate | null = null;
  const waiting: [string, NavigateOptions | undefined][] = [];
  return {
    navigate(to, options) {
      if (target) target(to, options);
      else waiting.push([to, options]);
    },
    attach(navigate) {
      target = navigate;
      for (const [to, options] of waiting.splice(0)) navigate(to, options);
      return () => {
        if (target === navigate) target = null;
      };
    },
  };
}

/**
 * Inside the router: hands its navigate to the app navigator. A passive effect, because the
 * router starts listening to history in a layout effect of its own, which runs after ours.
 */
export function NavigatorBridge({ navigator }: { navigator: AppNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((to, options) => void navigate(to, options)), [navigator, navigate]);
  return null;
}
