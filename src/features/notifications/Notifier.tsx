import { useSelector } from 'react-redux';
import { lazyWhenNeeded } from '../../ui';
import { selectToasts } from './notificationsSlice';

/** notistack stays out of the first paint (~7 KB gzip, bundle budget, docs/conventions.md §14). */
const Toaster = lazyWhenNeeded(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/**
 * Shows the toasts any feature asked for with toastRequested (§8), through notistack,
 * loaded when the first toast is queued; queued toasts wait in the store until it is there.
 */
export function Notifier() {
  return <Toaster needed={useSelector(selectToasts).length > 0} />;
}
