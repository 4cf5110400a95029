import { type CallArg, type CallRef, type CallResponse, type ServiceCallName } from '../../contract/kit/callRef';
import type { ServiceResponse } from '../../contract/envelope';
import type { AppDeps } from '../platform/deps';
import { postService } from './http';

/** What a public call answers: the envelope as the server sent it (null when unreadable), or no answer at all. */
export type PublicAnswer<T> = { kind: 'answer'; status: number; body: Partial<ServiceResponse<T>> | null } | { kind: 'network' };

/**
 * A described call whose access is 'public' (contract/calls/account.ts): the pages beside /login
 * have no token, so it bypasses callApi's token handling and its sign-outs, and the page reads
 * every refusal itself. Kept apart from endpoints.ts so /login does not load the pipeline.
 */
export function publicCall<N extends ServiceCallName>(call: CallRef<N>) {
  return async function publicCallRequest(deps: AppDeps, request: CallArg<N>): Promise<PublicAnswer<CallResponse<N>>> {
    const exchange = await postService(deps, call.path, request ?? {}, null);
    if (exchange.kind === 'network') return { kind: 'network' };
    const body = typeof exchange.body === 'object' ? (exchange.body as Partial<ServiceResponse<CallResponse<N>>> | null) : null;
    return { kind: 'answer', status: exchange.status, body };
  };
}
