import type { Static } from '@sinclair/typebox';
import type { SERVICE_CALLS } from '../calls';
import { pathOf } from './call';

type Calls = typeof SERVICE_CALLS;

/** The name of a described service call (contract/calls). */
export type ServiceCallName = keyof Calls;

/** A call's clientRequest and clientResponse, the Static types of its described schemas. */
export type CallRequest<N extends ServiceCallName> = Static<Calls[N]['request']>;
export type CallResponse<N extends ServiceCallName> = Static<Calls[N]['response']>;

/**
 * What the SPA holds of a described call: its name and path. The description itself carries
 * TypeBox schemas, which the browser never needs; this brings the call's types without them.
 */
export interface CallRef<N extends ServiceCallName = ServiceCallName> {
  readonly name: N;
  readonly path: string;
}

export function callRef<N extends ServiceCallName>(name: N): CallRef<N> {
  return { name, path: pathOf(name) };
}

/** What a caller passes for a call's clientRequest: nothing when the call takes none. */
export type CallArg<N extends ServiceCallName> = keyof CallRequest<N> extends never ? void : CallRequest<N>;
