import { API_PATHS } from '../../../../contract/config';
import type { ServiceResponse } from '../../../../contract/envelope';
import type { RoleId } from '../../../../contract/roles';
import type { HttpRequest, HttpResponse } from '../../../platform/deps';
import { MULTI_ROLES, profileMap, tokensFor, type FakeCustomer } from './fixtures';

interface FakeServerOptions {
  customers: FakeCustomer[];
  /** The customer the stored tokens are scoped to; null for the super-admin. */
  current: FakeCustomer | null;
  roles?: RoleId[];
  /** Overrides the getCustomerProfiles answer (e.g. an Error status, or a stale list). */
  profilesAnswer?: ServiceResponse<unknown>;
}

const ok = (clientResponse: unknown): HttpResponse => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });
const refused = (error: string, description: string): HttpResponse => ({
  status: 400,
  body: { error, error_description: description },
});

/**
 * The server's side of a switch, as the real one decides it: rotating refresh tokens (a reused
 * one is refused) and a customerId honoured only for an unlocked membership.
 */
export function fakeServer(options: FakeServerOptions) {
  let serial = 0;
  let liveRefresh = 'refresh-0';
  let current = options.current;
  let held: Promise<void> | null = null;
  let release = () => undefined as void;
  const roles = options.roles ?? MULTI_ROLES;

  function issue(customer: FakeCustomer | null): HttpResponse {
    serial += 1;
    current = customer;
    liveRefresh = `refresh-${serial}`;
    return { status: 200, body: tokensFor(customer, serial, roles) };
  }

  function choose(requested: string | undefined): FakeCustomer | null | HttpResponse {
    if (requested === undefined) return current ?? options.customers.find((c) => c.defaultLogin) ?? null;
    const customer = options.customers.find((c) => c.id === Number(requested));
    if (!customer) return refused('invalid_request', `Organisation ${requested} is not available to this user`);
    if (customer.locked) return refused('invalid_request', `Organisation ${requested} is locked for this user`);
    return customer;
  }

  async function token(form: Record<string, string>): Promise<HttpResponse> {
    if (held) await held;
    if (form.grant_type === 'refresh_token' && form.refresh_token !== liveRefresh) {
      return refused('invalid_grant', 'Invalid refresh token');
    }
    if (form.grant_type === 'password') current = null;
    const chosen = choose(form.customerId);
    if (chosen !== null && 'status' in chosen) return chosen;
    return issue(chosen);
  }

  async function handler(request: HttpRequest): Promise<HttpResponse> {
    switch (request.path) {
      case API_PATHS.token:
        return token(request.form ?? {});
      case API_PATHS.getCustomerProfiles:
        return { status: 200, body: options.profilesAnswer ?? ok(profileMap(options.customers)).body };
      case API_PATHS.getMenuNotificationCount:
        return ok({
          inboxNewCount: current?.id ?? 0,
          inboxLibraryCount: 1,
          inboxWatchedCount: 0,
          clipsToRecordCount: 0,
          programsForApprovalCount: 0,
          assetReqToRecordCount: 0,
          deliverablesCount: 0,
          newBioProgramsCount: 0,
          directoryCount: 0,
        });
      case API_PATHS.getRolePermissions:
        return ok({ rolePermissionVO: roles.map((roleId) => ({ roleId, permissions: [`customer-${current?.id}`] })) });
      default:
        return { status: 404, body: { status: 'Error', clientResponse: null, errorMessage: 'Not found' } };
    }
  }

  return {
    handler,
    current: () => current,
    /** Token answers wait until release() (to overlap two switches). */
    hold() {
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;
