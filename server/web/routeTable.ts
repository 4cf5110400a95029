import type { AccessLabel } from './operations';

interface Operation {
  operationId?: string;
  summary?: string;
  'x-access'?: AccessLabel;
}
export interface OpenApiPaths {
  paths: Record<string, Record<string, Operation>>;
}

const needs = (access: AccessLabel | undefined): string =>
  access === undefined || access === 'none'
    ? 'no sign-in'
    : access === 'signedIn'
      ? 'any signed-in user'
      : access.anyOf.map((permission) => `\`${permission}\``).join(' or ');

/** The README's table of API calls, from the OpenAPI document: call, method and path, what it needs, what it does. */
export function routeTable(doc: OpenApiPaths): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([url, operations]) => Object.entries(operations).map(([method, operation]) => ({ url, method, operation })))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map(
      ({ url, method, operation }) =>
        `| \`${operation.operationId ?? ''}\` | ${method.toUpperCase()} \`${url}\` | ${needs(operation['x-access'])} | ${(operation.summary ?? '').replace(/\|/g, '\\|')} |`,
    );
  return ['| Call | Method and path | Needs | What it does |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
