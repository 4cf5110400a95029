/** Public surface of the notifications feature: other features and src/app import only from here. */
export { notificationsReducer, selectToasts, toastShown, type NotificationsState } from './notificationsSlice';
export { Notifier } from './Notifier';
