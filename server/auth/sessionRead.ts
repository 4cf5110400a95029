import type { Caller } from './guard';

/** The caller's ids in the session statement: the token's membership ($3) and that membership's organisation. */
const IDS = {
  customerUserId: '$3::int',
  customerId: '(SELECT m.customer_id FROM customer_users m WHERE m.id = $3::int)',
} as const;

/**
 * A read a route makes in the session's own statement (server/auth/guard.ts), so the whole call
 * costs one round trip (the counts call, server/README.md Performance). Its value reaches the
 * handler only once the session and the route's access have passed; a refused call discards it.
 */
export interface SessionRead<T> {
  /** An SQL expression of the caller's ids; a row comes as JSON (row_to_json). */
  readonly expression: string;
  /** What the read returned for this caller. */
  from(caller: Caller): T;
}

export function sessionRead<T>(build: (ids: typeof IDS) => string): SessionRead<T> {
  return {
    expression: `(${build(IDS)})`,
    from(caller) {
      if (caller.routeRead === undefined) throw new Error('the session read did not run for this call');
      return caller.routeRead as T;
    },
  };
}
