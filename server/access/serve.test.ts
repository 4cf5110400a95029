import Fastify, { type RouteOptions } from 'fastify';
import { API_PATHS, USER_ADMIN_PATHS } from '../../contract';
import { ACCOUNT_CALLS, COUNTS_CALLS, SERVICE_CALLS } from '../../contract/calls';
import { SERVICE_ROOT } from '../../contract/kit/call';
import { ok } from '../kit/envelope';
import { serve } from './serve';

describe('described service calls', () => {
  it('describes every service path of §7 once at its contract name’s path, and a call of ours under the service root', () => {
    const paths: Record<string, unknown> = { ...API_PATHS, ...USER_ADMIN_PATHS };
    const servicePaths = new Map(
      Object.entries(paths).flatMap(([name, path]) => (typeof path === 'string' && path.includes('/service/') ? [[name, path]] : [])),
    );
    const described = Object.values(SERVICE_CALLS);
    const names = new Set(described.map((call) => call.name));
    for (const name of servicePaths.keys()) expect(names).toContain(name);
    for (const call of described) expect(call.path).toBe(servicePaths.get(call.name) ?? `${SERVICE_ROOT}/${call.name}`);
    expect(described.find((call) => call.name === 'createProgram')?.path).toBe('/rest/secure/service/createProgram');
  });
});

describe('serve', () => {
  async function registered(register: (app: ReturnType<typeof Fastify>) => void): Promise<RouteOptions> {
    const app = Fastify();
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    register(app);
    await app.ready();
    await app.close();
    expect(routes).toHaveLength(1);
    return routes[0]!;
  }

  it('registers a secured call at its path with its permissions, refusal, session read and body limit', async () => {
    const sessionRead = { expression: '(1)', from: () => 1 };
    const route = await registered((app) =>
      serve(app, COUNTS_CALLS.getMenuNotificationCount, async () => ok(null), { refusal: 'No counts', sessionRead, bodyLimit: 10 }),
    );
    expect(route.url).toBe(API_PATHS.getMenuNotificationCount);
    expect(route.config).toEqual({ access: { anyOf: ['inbox.view'], refusal: 'No counts' }, sessionRead });
    expect(route.bodyLimit).toBe(10);
    expect(route.schema).toMatchObject({ tags: ['event'], security: [{ bearerAuth: [] }] });
  });

  it('gives a public call no access and no bearer security', async () => {
    const route = await registered((app) => serve(app, ACCOUNT_CALLS.forgotPassword, async () => ok(null)));
    expect(route.config).toEqual({});
    expect(route.schema).not.toHaveProperty('security');
  });

  it('gives a signed-in call the signedIn access', async () => {
    const route = await registered((app) => serve(app, ACCOUNT_CALLS.acceptInvitation, async () => ok(null)));
    expect(route.config).toEqual({ access: 'signedIn' });
  });
});
