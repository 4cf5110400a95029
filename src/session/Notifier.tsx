import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectToasts } from './selectors';

/** notistack stays out of the first paint (~7 KB gzip, bundle budget of issue 9). */
const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/**
 * Shows the toasts any feature asked for with toastRequested (SPEC §8), through notistack,
 * loaded when the first toast is queued; queued toasts wait in the store until it is there.
 */
export function Notifier() {
  const queued = useSelector(selectToasts).length > 0;
  const [needed, setNeeded] = useState(queued);
  useEffect(() => {
    if (queued) setNeeded(true);
  }, [queued]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
