import { useSelector } from 'react-redux';
import { lazyWhenNeeded } from '../../ui';
import { pageNonce } from '../../ui/pageNonce';
import { selectToasts } from './notificationsSlice';

/**
 * notistack draws with goober, which puts `window.__nonce__` on the one <style> element it inserts.
 * Given the page's nonce before notistack's module runs (it makes its classes as it loads), that
 * element is admitted by the Content Security Policy like emotion's; without it every rule is
 * refused and a toast falls, unstyled, below the footer (§8: a toast must be seen).
 */
function admitToasterStyles(): void {
  (window as Window & { __nonce__?: string }).__nonce__ = pageNonce();
}

/** notistack stays out of the first paint (~7 KB gzip, bundle budget, docs/conventions.md §14). */
const Toaster = lazyWhenNeeded(() => {
  admitToasterStyles();
  return import(/* webpackChunkName: "toaster" */ './Toaster');
});

/**
 * Shows the toasts any feature asked for with toastRequested (§8), through notistack,
 * loaded when the first toast is queued; queued toasts wait in the store until it is there.
 */
export function Notifier() {
  return <Toaster needed={useSelector(selectToasts).length > 0} />;
}
