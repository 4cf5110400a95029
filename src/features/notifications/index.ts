/** Public surface of the notifications feature: other features and src/app import only from here. */
export { notificationsReducer } from './notificationsSlice';
export { Notifier } from './Notifier';
