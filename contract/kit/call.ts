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

/**
 * The name of a call: one of §7's named paths, or a call §7 does not list (a feature of ours),
 * which answers at SERVICE_ROOT/<name>.
 */
export type CallName = string;

/** Where a call that §7 does not name answers. */
export const SERVICE_ROOT = '/rest/secure/service';

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

/** The path of a call: §7's own (API_PATHS / USER_ADMIN_PATHS) when it names one, else SERVICE_ROOT/<name>. */
export function pathOf(name: CallName): string {
  const named: unknown = (PATHS as Record<string, unknown>)[name];
  return typeof named === 'string' ? named : `${SERVICE_ROOT}/${name}`;
}

/**
 * An area's calls, keyed by their contract name (which is their OpenAPI operationId): each gets its
 * path from its name (pathOf), so no path is written twice. A misspelt §7 name gets a new path,
 * which the README's route table (server/tests/routeTable.test.ts) then shows as a new call.
 */
export function defineCalls<const Specs extends { readonly [N in keyof Specs]: CallSpec }>(
  specs: Specs,
): { readonly [N in keyof Specs & string]: CallDescription<N, Specs[N]['request'], Specs[N]['response']> } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...(spec as CallSpec), name, path: pathOf(name as CallName) }]),
  ) as never;
}

/** The clientRequest a call takes and the clientResponse it answers, as TypeScript types. */
export type RequestOf<C extends CallDescription> = Static<C['request']>;
export type ResponseOf<C extends CallDescription> = Static<C['response']>;
