import { ROLE } from '../../contract';
import type { Membership } from './accounts';
import { chooseCustomer } from './customerChoice';

const m = (customerId: number, sequence: number, extra: Partial<Membership> = {}): Membership => ({
  customerUserId: customerId * 10,
  customerId,
  sequence,
  isLocked: false,
  isDefaultLogin: false,
  ...extra,
});

describe('chooseCustomer', () => {
  const memberships = [m(5, 3, { isLocked: true }), m(2, 2), m(1, 1, { isLocked: true }), m(3, 4, { isDefaultLogin: true })];

  it('starts in the default-login profile, else the lowest unlocked sequence', () => {
    expect(chooseCustomer({ memberships, globalRoles: [], requested: null, current: null })).toEqual({
      ok: true,
      membership: memberships[3],
    });
    const withoutDefault = memberships.map((x) => ({ ...x, isDefaultLogin: false }));
    expect(chooseCustomer({ memberships: withoutDefault, globalRoles: [], requested: null, current: null })).toMatchObject({
      ok: true,
      membership: { customerId: 2 },
    });
  });

  it('keeps the current organisation while it is usable', () => {
    expect(chooseCustomer({ memberships, globalRoles: [], requested: null, current: 2 })).toMatchObject({ membership: { customerId: 2 } });
    expect(chooseCustomer({ memberships, globalRoles: [], requested: null, current: 5 })).toMatchObject({ membership: { customerId: 3 } });
  });

  it('refuses a requested organisation that is locked or not the user’s', () => {
    expect(chooseCustomer({ memberships, globalRoles: [], requested: 5, current: null })).toEqual({
      ok: false,
      error: 'invalid_request',
      message: 'Organisation 5 is locked for this user',
    });
    expect(chooseCustomer({ memberships, globalRoles: [], requested: 9, current: null })).toEqual({
      ok: false,
      error: 'invalid_request',
      message: 'Organisation 9 is not available to this user',
    });
  });

  it('lets only the support role run without an organisation', () => {
    expect(chooseCustomer({ memberships: [], globalRoles: [ROLE.superAdmin], requested: null, current: null })).toEqual({
      ok: true,
      membership: null,
    });
    expect(chooseCustomer({ memberships: [], globalRoles: [], requested: null, current: null })).toMatchObject({ ok: false });
    expect(chooseCustomer({ memberships: [m(1, 1, { isLocked: true })], globalRoles: [], requested: null, current: null })).toEqual({
      ok: false,
      error: 'invalid_grant',
      message: 'No organisation is available to this user',
    });
  });
});
