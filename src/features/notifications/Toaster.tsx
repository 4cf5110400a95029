import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { toastLinkFollowed } from '../../api';
import { selectToasts, toastShown } from './notificationsSlice';

/**
 * notistack's own colours put white on orange (2.1:1), light blue (3.1:1) and light green (3.3:1);
 * these keep every kind readable (WCAG 1.4.3, 4.5:1). Set as a style object, which the Content
 * Security Policy allows, not as a stylesheet.
 */
const VARIANT_STYLE: Partial<Record<VariantType, CSSProperties>> = {
  success: { backgroundColor: '#2e7d32', color: '#ffffff' },
  info: { backgroundColor: '#1565c0', color: '#ffffff' },
  warning: { backgroundColor: '#ff9800', color: '#1b1b1f' },
  error: { backgroundColor: '#c62828', color: '#ffffff' },
};

/**
 * A toast's link button: a plain button styled by a style object (the toaster renders outside the
 * MUI theme and its nonce'd style sheet), in the toast's own colours.
 */
const LINK_STYLE: CSSProperties = {
  background: 'transparent',
  color: 'inherit',
  border: '1px solid currentColor',
  borderRadius: 4,
  padding: '4px 10px',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};

function Toasts() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    for (const toast of toasts) {
      const text = toast.message ?? t(toast.messageKey ?? 'api.errors.failed', toast.values ?? {});
      const variant = toast.variant ?? 'default';
      const link = toast.link;
      const action =
        link === undefined
          ? undefined
          : () => (
              <button type="button" style={LINK_STYLE} onClick={() => dispatch(toastLinkFollowed({ to: link.to }))}>
                {t(link.labelKey)}
              </button>
            );
      enqueueSnackbar(text, { variant, key: toast.id, style: VARIANT_STYLE[variant], ...(action ? { action } : {}) });
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
