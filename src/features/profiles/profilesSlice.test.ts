import type { UnknownAction } from '@reduxjs/toolkit';
import { customerSwitched, loggedOut, sessionExpired } from '../session';
import {
  customerSwitchFailed,
  customerSwitchStarted,
  profileLocked,
  profileSelected,
  profileSelectorClosed,
  profileSelectorOpened,
  profilesLoaded,
  profilesLoadFailed,
  profilesLoadStarted,
} from './events';
import { initialProfilesState, profilesReducer } from './profilesSlice';
import { ACME_MEDIA, ACME_WEST, profileMap, tokensFor } from './testing/fixtures';

const replay = (events: UnknownAction[]) => events.reduce(profilesReducer, initialProfilesState);
const profiles = profileMap([ACME_MEDIA, ACME_WEST]);

test('a load goes loading → loaded with the map', () => {
  expect(replay([profilesLoadStarted(), profilesLoaded({ profiles })])).toMatchObject({ status: 'loaded', byId: profiles });
  expect(replay([profilesLoadStarted(), profilesLoadFailed({ message: 'x' })]).status).toBe('failed');
});

test('a profile the server locked shows locked, the others as they were', () => {
  const locked = replay([profilesLoaded({ profiles }), profileLocked({ customerId: ACME_WEST.id })]).byId;
  expect(Object.values(locked).map((p) => [p.customerID, p.isLocked])).toEqual([
    [ACME_MEDIA.id, false],
    [ACME_WEST.id, true],
  ]);
});

test('choosing a profile or closing the popup closes it', () => {
  expect(replay([profileSelectorOpened()]).selectorOpen).toBe(true);
  expect(replay([profileSelectorOpened(), profileSelected({ customerId: 102 })]).selectorOpen).toBe(false);
  expect(replay([profileSelectorOpened(), profileSelectorClosed()]).selectorOpen).toBe(false);
});

test('a switch under way clears when it lands, and only its own failure clears it', () => {
  const started = [customerSwitchStarted({ customerId: 101 }), customerSwitchStarted({ customerId: 102 })];
  expect(replay(started).switchingTo).toBe(102);
  expect(replay([...started, customerSwitchFailed({ customerId: 101, message: 'x' })]).switchingTo).toBe(102);
  expect(replay([...started, customerSwitchFailed({ customerId: 102, message: 'x' })]).switchingTo).toBeNull();
  expect(replay([...started, customerSwitched({ tokens: tokensFor(ACME_WEST, 1) })]).switchingTo).toBeNull();
});

test.each([loggedOut(), sessionExpired()])('the end of a session (%s) forgets everything', (end) => {
  const loaded = [profilesLoaded({ profiles }), profileSelectorOpened(), customerSwitchStarted({ customerId: 102 })];
  expect(replay([...loaded, end])).toEqual(initialProfilesState);
});
