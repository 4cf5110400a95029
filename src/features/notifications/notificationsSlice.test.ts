import { toastRequested } from '../../api';
import { initialNotificationsState, notificationsReducer, toastShown } from './notificationsSlice';

test('toasts queue in the order asked for and leave when shown', () => {
  const saved = toastRequested({ message: 'Saved', variant: 'success' });
  const failed = toastRequested({ messageKey: 'api.errors.network', variant: 'error' });
  const queued = [saved, failed].reduce(notificationsReducer, initialNotificationsState);
  expect(queued.toasts).toEqual([
    { id: saved.payload.id, message: 'Saved', variant: 'success' },
    { id: failed.payload.id, messageKey: 'api.errors.network', variant: 'error' },
  ]);
  expect(notificationsReducer(queued, toastShown({ id: saved.payload.id })).toasts).toEqual([queued.toasts[1]]);
});
