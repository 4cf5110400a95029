import { createAction } from '@reduxjs/toolkit';
import type { CustomerProfileMap } from '../../../contract/profiles';

/** Where a switch request came from; only the selector closes its popup (§4). */
type SwitchSource = 'selector' | 'conflict' | 'link';

/** Intents the shell dispatches (the sidebar logo, the popup). */
export const profileSelectorOpened = createAction('profiles/selectorOpened');
export const profileSelectorClosed = createAction('profiles/selectorClosed');
export const profileSelected = createAction<{ customerId: number }>('profiles/profileSelected');
/** A `cust` query parameter was seen on a route (§4). */
export const custParamSeen = createAction<{ value: string }>('profiles/custParamSeen');

/** Events of the profiles feature (docs/conventions.md §1). */
export const profilesLoadStarted = createAction('profiles/loadStarted');
export const profilesLoaded = createAction<{ profiles: CustomerProfileMap }>('profiles/loaded');
/** The server locked one of the user's profiles (membership.locked, §4): the switcher shows it locked. */
export const profileLocked = createAction<{ customerId: number }>('profiles/locked');
export const profilesLoadFailed = createAction<{ message: string | null }>('profiles/loadFailed');
export const customerSwitchRequested = createAction<{ customerId: number; source: SwitchSource }>('profiles/switchRequested');
export const customerSwitchStarted = createAction<{ customerId: number }>('profiles/switchStarted');
export const customerSwitchFailed = createAction<{ customerId: number; message: string }>('profiles/switchFailed');
