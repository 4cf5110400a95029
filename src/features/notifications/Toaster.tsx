import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectToasts, toastShown } from './notificationsSlice';

function Toasts() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    for (const toast of toasts) {
      const text = toast.message ?? t(toast.messageKey ?? 'api.errors.failed', toast.values ?? {});
      enqueueSnackbar(text, { variant: toast.variant ?? 'default', key: toast.id });
      dispatch(toastShown({ id: toast.id }));
    }
  }, [toasts, enqueueSnackbar, dispatch, t]);

  return null;
}

/** notistack and the toasts it shows; loaded by Notifier when the first toast is asked for. */
export default function Toaster() {
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Toasts />
    </SnackbarProvider>
  );
}
