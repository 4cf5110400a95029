import fs from 'node:fs';
import path from 'node:path';
import { appForFile } from '../testing/testApp';
import { routeTable, type OpenApiPaths } from '../web/routeTable';

/**
 * The README's table of API calls is the OpenAPI document's: each call named, summarised and
 * showing what it needs, as its route declares it. `UPDATE_ROUTE_TABLE=1` rewrites the table.
 */
const t = appForFile({});
const README = path.resolve(__dirname, '..', '..', 'README.md');
const START =
  '<!-- api-calls:start (generated from the OpenAPI document: UPDATE_ROUTE_TABLE=1 npx jest server/tests/routeTable.test.ts) -->';
const END = '<!-- api-calls:end -->';

async function openApi(): Promise<OpenApiPaths> {
  const answer = await t.inject({ method: 'GET', url: '/docs/json', headers: { accept: 'application/json' } });
  expect(answer.statusCode).toBe(200);
  return answer.json<OpenApiPaths>();
}

it('names and summarises every call once, and documents the access each route declares', async () => {
  const doc = await openApi();
  const operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method: method.toUpperCase(), operation })),
  );
  expect(operations.length).toBeGreaterThan(50);
  const ids = operations.map(({ operation }) => operation.operationId);
  expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { url, method, operation } of operations) {
    expect({ url, summary: typeof operation.summary === 'string' && operation.summary.length > 10 }).toEqual({ url, summary: true });
    const route = t.routes.find((r) => r.method === method && r.url.replace(/:(\w+)/g, '{$1}') === url);
    const declared = route?.access;
    expect({ url, access: operation['x-access'] }).toEqual({
      url,
      access: declared === undefined ? 'none' : declared === 'signedIn' ? 'signedIn' : { anyOf: declared.anyOf },
    });
  }
  // Every secured call declares more than "none" (route access fails at start otherwise).
  expect(operations.filter(({ url }) => url.startsWith('/rest/secure/')).every(({ operation }) => operation['x-access'] !== 'none')).toBe(
    true,
  );
});

it('the README shows the table the document makes', async () => {
  const table = routeTable(await openApi());
  const readme = fs.readFileSync(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (process.env.UPDATE_ROUTE_TABLE === '1') {
    if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section to write into`);
    fs.writeFileSync(README, `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`);
    return;
  }
  expect(readme.slice(start + START.length, end).trim()).toBe(table);
});
