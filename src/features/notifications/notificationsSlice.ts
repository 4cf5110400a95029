import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toastRequested, type Toast } from '../../api';

export interface NotificationsState {
  /** Toasts asked for and not yet handed to the toaster, oldest first. */
  toasts: Toast[];
}

export const initialNotificationsState: NotificationsState = { toasts: [] };

/**
 * The toasts any feature asks for with toastRequested (§8). They live apart from the session, so
 * a notice queued as the session ends (a refusal, "signed out elsewhere") is still shown on /login.
 */
const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    toastShown(state, action: PayloadAction<{ id: string }>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(toastRequested, (state, action) => {
      state.toasts.push(action.payload);
    });
  },
});

export const { toastShown } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

export const selectToasts = (state: { notifications: NotificationsState }) => state.notifications.toasts;
