import { LOGIN_STATUSES, type LoginStatus } from '../config/paths';

export interface LoginPrefill {
  ftl: string;
  userName: string | null;
  passWord: string | null;
  customerId: number | null;
  /** All four parameters are there: the page signs in by itself (§2). */
  complete: boolean;
}

export interface LoginRoute {
  status: LoginStatus | null;
  prefill: LoginPrefill | null;
}

/** Reads what follows /login: status/{status}, or {ftl}/{userName}/{passWord}/{customerId}. */
export function parseLoginRoute(splat: string): LoginRoute {
  const parts = splat
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  if (parts[0] === 'status') {
    const status = (LOGIN_STATUSES as readonly string[]).includes(parts[1] ?? '') ? (parts[1] as LoginStatus) : null;
    return { status, prefill: null };
  }
  const [ftl, userName = null, passWord = null, rawCustomer = null] = parts;
  if (ftl === undefined) return { status: null, prefill: null };
  const customer = rawCustomer === null ? NaN : Number(rawCustomer);
  const customerId = Number.isSafeInteger(customer) && customer > 0 ? customer : null;
  return {
    status: null,
    prefill: { ftl, userName, passWord, customerId, complete: Boolean(userName && passWord && customerId !== null) },
  };
}
