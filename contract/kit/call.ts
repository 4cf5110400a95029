import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { API_PATHS } from '../config';
import type { Permission } from '../permissions';
import { USER_ADMIN_PATHS } from '../users';

/**
 * Who may make a call (§6): anyone (the public pages beside /login), any signed-in caller, or a
 * caller whose roles hold at least one of the listed permissions.
 */
export type CallAccess = 'public' | 'signedIn' | { readonly anyOf: readonly [Permission, ...Permission[]] };

const PATHS = { ...API_PATHS, ...USER_ADMIN_PATHS };

/** The contract's names of the §7 paths that are plain strings: the names a call can have. */
export type CallName = { [K in keyof typeof PATHS]: (typeof PATHS)[K] extends string ? K : never }[keyof typeof PATHS];

/** What a call is besides its name: its OpenAPI tag and summary, its clientRequest and clientResponse, its access. */
export interface CallSpec<Request extends TSchema = TObject, Response extends TSchema = TSchema> {
  readonly tag: string;
  readonly summary: string;
  readonly request: Request;
  readonly response: Response;
  readonly access: CallAccess;
}

/** One service call, described once: the server registers it from this, the SPA types its calls by it. */
export interface CallDescription<
  Name extends CallName = CallName,
  Request extends TSchema = TObject,
  Response extends TSchema = TSchema,
> extends CallSpec<Request, Response> {
  readonly name: Name;
  readonly path: string;
}

/** The path of a named call; its only source is API_PATHS / USER_ADMIN_PATHS. */
export function pathOf(name: CallName): string {
  const path: string = PATHS[name];
  return path;
}

/**
 * An area's calls, keyed by their contract name (which is their OpenAPI operationId): each gets its
 * path from the contract's paths, so no path is written twice.
 */
export function defineCalls<const Specs extends { readonly [N in keyof Specs]: N extends CallName ? CallSpec : never }>(
  specs: Specs,
): { readonly [N in keyof Specs & CallName]: CallDescription<N, Specs[N]['request'], Specs[N]['response']> } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...(spec as CallSpec), name, path: pathOf(name as CallName) }]),
  ) as never;
}

/** The clientRequest a call takes and the clientResponse it answers, as TypeScript types. */
export type RequestOf<C extends CallDescription> = Static<C['request']>;
export type ResponseOf<C extends CallDescription> = Static<C['response']>;
