import { createSlice } from '@reduxjs/toolkit';
import type { RoleId } from '../../contract/roles';
import type { CustomerDetails, CustomerUserDetails, UserDetails } from '../../contract/token';
import { customerSwitched, loggedOut, loginSucceeded, tokenRefreshed } from './events';

export type SessionStatus = 'booting' | 'anonymous' | 'active';

export interface SessionState {
  status: SessionStatus;
  roles: RoleId[];
  user: UserDetails | null;
  customer: CustomerDetails | null;
  customerUser: CustomerUserDetails | null;
}

const initialState: SessionState = { status: 'booting', roles: [], user: null, customer: null, customerUser: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => ({ ...initialState, status: 'anonymous' }))
      .addMatcher(
        (action) => loginSucceeded.match(action) || tokenRefreshed.match(action) || customerSwitched.match(action),
        (state, action: ReturnType<typeof tokenRefreshed>) => {
          const { tokens } = action.payload;
          state.status = 'active';
          state.roles = tokens.userRoles;
          state.user = tokens.additionalDetails.UserDetails;
          state.customer = tokens.additionalDetails.CustomerDetails;
          state.customerUser = tokens.additionalDetails.CustomerUserDetails;
        },
      );
  },
});

export const sessionReducer = sessionSlice.reducer;
