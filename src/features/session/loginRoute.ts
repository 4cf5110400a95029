import { LOGIN_STATUSES, type LoginStatus } from '../../config/paths';
import type { LoginLink } from './loginLink';

export interface LoginPrefill {
  ftl: string;
  userName: string | null;
  passWord: string | null;
  customerId: number | null;
  /** All four parameters are there: the page signs in by itself (§2). */
  complete: boolean;
}

interface LoginRoute {
  status: LoginStatus | null;
  prefill: LoginPrefill | null;
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * Reads what follows /login: status/{status}, or {ftl}/{userName}/{passWord}/{customerId}. The
 * page's first script has already moved the password and customer id out of the address into
 * `link`; they are put back only for the same {ftl}/{userName}.
 */
export function parseLoginRoute(splat: string, link: LoginLink | null = null): LoginRoute {
  const parts = splat
    .split('/')
    .filter((part) => part !== '')
    .map(decode);
  if (link && parts.length === 2 && parts[0] === decode(link.ftl) && parts[1] === decode(link.userName)) {
    parts.push(decode(link.passWord));
    if (link.customerId) parts.push(decode(link.customerId));
  }
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
