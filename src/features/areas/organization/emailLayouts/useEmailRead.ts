import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { emailReadRequested, selectEmailRead, type EmailLayoutsState, type EmailRead } from './emailLayoutsSlice';

/** One read of the page, requested when its panel first shows and again on `reload()`. */
export function useEmailRead<K extends EmailRead>(which: K): { entry: EmailLayoutsState[K]; reload: () => void } {
  const dispatch = useDispatch();
  const entry = useSelector((state: unknown) => selectEmailRead(state, which));
  const reload = useCallback(() => void dispatch(emailReadRequested(which)), [dispatch, which]);
  useEffect(() => reload(), [reload]);
  return { entry, reload };
}
