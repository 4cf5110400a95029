import type { FastifyInstance } from 'fastify';
import { API_PATHS, USER_ADMIN_PATHS } from '../../contract';
import type { RouteAccess } from '../access/routeAccess';

/** What a documented operation needs, as the OpenAPI document carries it (`x-access`). */
export type AccessLabel = 'none' | 'signedIn' | { anyOf: readonly string[] };

declare module 'fastify' {
  interface FastifySchema {
    operationId?: string;
    'x-access'?: AccessLabel;
  }
}

/** The contract's name of each path: the name the web app calls it by. */
const CONTRACT_NAMES = new Map<string, string>(
  Object.entries({ ...API_PATHS, ...USER_ADMIN_PATHS }).flatMap(([name, url]): [string, string][] =>
    typeof url === 'string' ? [[url, name]] : [],
  ),
);

/** The contract's name of a path, else its last segment: `/.well-known/jwks.json` → `jwksJson`. */
function nameOf(url: string): string {
  const named = CONTRACT_NAMES.get(url);
  if (named !== undefined) return named;
  const segment =
    url
      .split('/')
      .filter((part) => part !== '' && !part.startsWith(':') && part !== '*')
      .at(-1) ?? 'root';
  return segment.replace(/^\.+/, '').replace(/[^A-Za-z0-9]+(.)/g, (_, next: string) => next.toUpperCase());
}

const labelOf = (access: RouteAccess | undefined): AccessLabel =>
  access === undefined ? 'none' : access === 'signedIn' ? 'signedIn' : { anyOf: access.anyOf };

/**
 * Gives every documented operation an operationId: the contract's name of its path, else the
 * path's last segment (its method first where two share one) and writes the access it declares into the document, so the API's own description
 * says who may call what (README, "API calls", is generated from it).
 */
export function describeOperations(app: FastifyInstance): void {
  const taken = new Set<string>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    const methods = [route.method].flat();
    if (schema === undefined || schema.hide === true || methods.every((method) => method === 'HEAD')) return;
    let operationId = typeof schema.operationId === 'string' ? schema.operationId : nameOf(route.url);
    if (taken.has(operationId)) operationId = `${methods[0]!.toLowerCase()}${operationId[0]!.toUpperCase()}${operationId.slice(1)}`;
    taken.add(operationId);
    route.schema = { ...schema, operationId, 'x-access': labelOf(route.config?.access) };
  });
}
