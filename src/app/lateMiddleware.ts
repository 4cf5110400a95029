import { compose, type Dispatch, type Middleware, type MiddlewareAPI } from '@reduxjs/toolkit';

/**
 * Middleware that joins once the store runs: the query layer's, which loads with the signed-in
 * shell (src/api/query). Kept this small because it ships with /login (bundle budget).
 */
export function lateMiddleware() {
  const joined: ((next: Dispatch) => Dispatch)[] = [];
  let storeApi: MiddlewareAPI | null = null;
  const middleware: Middleware = (api) => {
    storeApi = api;
    return (next) => {
      let through = next as Dispatch;
      let composed = 0;
      return (action) => {
        if (composed !== joined.length) {
          composed = joined.length;
          through = compose<Dispatch>(...joined)(next as Dispatch);
        }
        return through(action as Parameters<Dispatch>[0]);
      };
    };
  };
  const join = (added: Middleware) => {
    if (storeApi === null) throw new Error('Middleware joined before the store exists');
    joined.push(added(storeApi) as (next: Dispatch) => Dispatch);
  };
  return { middleware, join };
}
