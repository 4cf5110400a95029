import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailLayoutsResponse, EmailOutboxResponse } from '../../../../../contract/email';

/** The two reads of the Email Layouts page: the templates and the outbox. */
export type EmailRead = 'layouts' | 'outbox';

export interface ReadEntry<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: T | null;
  /** The server's errorMessage; null when the call failed without one (the pipeline told the user). */
  failure: string | null;
}

export interface EmailLayoutsState {
  layouts: ReadEntry<EmailLayoutsResponse>;
  outbox: ReadEntry<EmailOutboxResponse>;
}

const idle = { status: 'idle', data: null, failure: null } as const;
const initialState: EmailLayoutsState = { layouts: idle, outbox: idle };

export const emailLayoutsSlice = createSlice({
  name: 'emailLayouts',
  initialState,
  reducers: {
    emailReadRequested(state, action: PayloadAction<EmailRead>) {
      state[action.payload].status = 'loading';
      state[action.payload].failure = null;
    },
    emailLayoutsLoaded(state, action: PayloadAction<EmailLayoutsResponse>) {
      state.layouts = { status: 'ready', data: action.payload, failure: null };
    },
    emailOutboxLoaded(state, action: PayloadAction<EmailOutboxResponse>) {
      state.outbox = { status: 'ready', data: action.payload, failure: null };
    },
    emailReadFailed(state, action: PayloadAction<{ read: EmailRead; message: string | null }>) {
      state[action.payload.read].status = 'failed';
      state[action.payload.read].failure = action.payload.message;
    },
  },
});

export const { emailReadRequested, emailLayoutsLoaded, emailOutboxLoaded, emailReadFailed } = emailLayoutsSlice.actions;

/** The slice is injected when the page first renders, so it may be absent. */
export function selectEmailRead<K extends EmailRead>(state: unknown, read: K): EmailLayoutsState[K] {
  return ((state as { emailLayouts?: EmailLayoutsState }).emailLayouts ?? initialState)[read];
}
