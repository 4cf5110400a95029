import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProgramDetail } from '../../../../contract/inbox';

/** The program opened in Home: one at a time, as one status rather than a pile of flags. */
type OpenedProgram =
  | { status: 'idle' }
  | { status: 'loading'; programId: number }
  | { status: 'ready'; programId: number; program: ProgramDetail }
  | { status: 'failed'; programId: number; message: string | null };

export const programSlice = createSlice({
  name: 'homeProgram',
  initialState: { status: 'idle' } as OpenedProgram,
  reducers: {
    programOpened: (_state, action: PayloadAction<{ programId: number }>): OpenedProgram => ({
      status: 'loading',
      programId: action.payload.programId,
    }),
    programLoaded: (state, action: PayloadAction<ProgramDetail>): OpenedProgram =>
      state.status === 'loading' && state.programId === action.payload.programId
        ? { status: 'ready', programId: action.payload.programId, program: action.payload }
        : state,
    programFailed: (state, action: PayloadAction<{ programId: number; message: string | null }>): OpenedProgram =>
      state.status === 'loading' && state.programId === action.payload.programId
        ? { status: 'failed', programId: action.payload.programId, message: action.payload.message }
        : state,
  },
});

export const { programOpened, programLoaded, programFailed } = programSlice.actions;

/** The slice is injected when Home's chunk loads, so it may be absent. */
export const selectOpenedProgram = (state: unknown): OpenedProgram =>
  (state as { homeProgram?: OpenedProgram }).homeProgram ?? { status: 'idle' };
