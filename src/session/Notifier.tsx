import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectToasts } from './selectors';
import { toastShown } from './sessionSlice';

/** Shows the toasts any feature asked for with toastRequested (SPEC §8), through notistack. */
export function Notifier() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    for (const toast of toasts) {
      const text = toast.message ?? t(toast.messageKey ?? 'api.errors.failed');
      enqueueSnackbar(text, { variant: toast.variant ?? 'default', key: toast.id });
      dispatch(toastShown({ id: toast.id }));
    }
  }, [toasts, enqueueSnackbar, dispatch, t]);

  return null;
}
