import { createAction, createSlice } from '@reduxjs/toolkit';
import type { AccountLinkDetails } from '../../../../contract/account';
import type { Language } from '../../../config/constants';

/** What an emailed link is for (server: rest/public/service/account/checkLink). */
export type { AccountLinkDetails };

/** One form's round trip: a named state, never a pile of booleans (docs/conventions.md §2). */
type FormStatus = 'idle' | 'sending' | 'done' | 'failed';
type LinkStatus = 'checking' | 'valid' | 'invalid';

export interface AccountState {
  forgot: { status: FormStatus; error: string | null };
  link: { status: LinkStatus; details: AccountLinkDetails | null; error: string | null };
  setPassword: { status: FormStatus; error: string | null };
}

export const initialAccountState: AccountState = {
  forgot: { status: 'idle', error: null },
  link: { status: 'checking', details: null, error: null },
  setPassword: { status: 'idle', error: null },
};

/* Intents (pages dispatch them) and outcomes (the account saga reports them). */
export const forgotPasswordSubmitted = createAction<{ username: string; language: Language }>('account/forgotPasswordSubmitted');
export const forgotPasswordAnswered = createAction<{ error: string | null }>('account/forgotPasswordAnswered');
export const accountLinkOpened = createAction<{ token: string }>('account/linkOpened');
export const accountLinkChecked = createAction<{ details: AccountLinkDetails | null; error: string | null }>('account/linkChecked');
export const linkPasswordSubmitted = createAction<{ token: string; password: string; language: Language }>('account/linkPasswordSubmitted');
export const linkPasswordAnswered = createAction<{ error: string | null }>('account/linkPasswordAnswered');
/** An invitation to join, accepted by its link; answered with linkPasswordAnswered (the link's one form). */
export const linkJoinSubmitted = createAction<{ token: string }>('account/linkJoinSubmitted');

const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(forgotPasswordSubmitted, (state) => {
        state.forgot = { status: 'sending', error: null };
      })
      .addCase(forgotPasswordAnswered, (state, { payload }) => {
        state.forgot = { status: payload.error === null ? 'done' : 'failed', error: payload.error };
      })
      .addCase(accountLinkOpened, (state) => {
        state.link = { status: 'checking', details: null, error: null };
        state.setPassword = { status: 'idle', error: null };
      })
      .addCase(accountLinkChecked, (state, { payload }) => {
        state.link = { status: payload.details === null ? 'invalid' : 'valid', details: payload.details, error: payload.error };
      })
      .addCase(linkPasswordSubmitted, (state) => {
        state.setPassword = { status: 'sending', error: null };
      })
      .addCase(linkJoinSubmitted, (state) => {
        state.setPassword = { status: 'sending', error: null };
      })
      .addCase(linkPasswordAnswered, (state, { payload }) => {
        state.setPassword = { status: payload.error === null ? 'done' : 'failed', error: payload.error };
      });
  },
});

export const accountReducer = accountSlice.reducer;

type WithAccount = { account: AccountState };
export const selectForgotPassword = (state: WithAccount) => state.account.forgot;
export const selectAccountLink = (state: WithAccount) => state.account.link;
export const selectLinkPassword = (state: WithAccount) => state.account.setPassword;
