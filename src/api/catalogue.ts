import { CUSTOMER_MARKER, ERROR_MESSAGES, type ServiceResponse } from '../../contract/envelope';
import { isEnvelope, type Exchange } from './http';
import { isTransientStatus } from './outage';

/** What one exchange means under the error catalogue of §8. */
export type Verdict =
  | { kind: 'envelope'; envelope: ServiceResponse<unknown> }
  | { kind: 'clearCache' }
  | { kind: 'unauthorized'; status: number }
  | { kind: 'serverError' }
  | { kind: 'conflict'; customerId: number | null; message: string }
  | { kind: 'network'; aborted: boolean }
  | { kind: 'failed'; status: number; message: string | null };

interface JudgeContext {
  /** A refresh token is stored (§8: a 400 then means the same as a 401). */
  hasRefreshToken: boolean;
  /** The caller shows 400, 429 and its own 409 answers as form feedback (the change-password form's wrong current password). */
  formErrors?: boolean;
}

function messageOf(body: unknown): string | null {
  if (isEnvelope(body)) return body.errorMessage;
  if (typeof body === 'object' && body !== null) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return typeof body === 'string' && body !== '' ? body : null;
}

/** The customer id after '##' in a 409 message (§8); null when absent or not an id. */
export function customerIdFromConflict(message: string): number | null {
  const at = message.lastIndexOf(CUSTOMER_MARKER);
  if (at < 0) return null;
  const digits = /^\d+/.exec(message.slice(at + CUSTOMER_MARKER.length));
  const id = digits ? Number(digits[0]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** §8 as one pure function: the row of the catalogue an exchange falls under. */
export function judge(exchange: Exchange, context: JudgeContext): Verdict {
  if (exchange.kind === 'network') return { kind: 'network', aborted: exchange.aborted };
  const { status, body } = exchange;
  const message = messageOf(body);
  if (message?.startsWith(ERROR_MESSAGES.clearCachePrefix)) return { kind: 'clearCache' };
  if (status === 200) {
    return isEnvelope(body) ? { kind: 'envelope', envelope: body } : { kind: 'failed', status, message: null };
  }
  if (status === 401) return { kind: 'unauthorized', status };
  // An outage (the server answers 503 with Retry-After, a proxy 502/504) ends no session: it is
  // handled like a lost network, never like §8's fatal 500.
  if (isTransientStatus(status)) return { kind: 'network', aborted: false };
  // A form shows its refusals itself, the limit on wrong current passwords (429) among them.
  if ((status === 400 || status === 429) && context.formErrors && isEnvelope(body)) return { kind: 'envelope', envelope: body };
  if (status === 400 && context.hasRefreshToken) return { kind: 'unauthorized', status };
  if (status === 500) return { kind: 'serverError' };
  // A form's own conflict (a save from an older revision, a program no longer a draft) names no
  // organisation to switch to: its code is the form's to word (§8's switch needs '##id').
  if (status === 409 && context.formErrors && isEnvelope(body) && customerIdFromConflict(message ?? '') === null) {
    return { kind: 'envelope', envelope: body };
  }
  if (status === 409) {
    const text = message ?? '';
    return { kind: 'conflict', customerId: customerIdFromConflict(text), message: text };
  }
  return { kind: 'failed', status, message };
}
