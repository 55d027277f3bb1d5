import { Alert, Button, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { addToast, autoHideDurationFor, type Toast } from './toast-list';

/**
 * Replaces react-admin's single snackbar: every `useNotify()` call lands here, so screens notify the
 * react-admin way and the spec's toast rules (§8) hold in one place.
 */
export function ToastStack() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification || typeof notification.message !== 'string') return;
    const { autoHideDuration, messageArgs } = notification.notificationOptions ?? {};
    const toast: Toast = {
      id: nextId.current++,
      message: translate(notification.message, { _: notification.message, ...messageArgs }),
      type: notification.type,
      autoHideDuration: autoHideDurationFor(notification.type, autoHideDuration),
    };
    setToasts((current) => addToast(current, toast));
  }, [notifications, takeNotification, translate]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  if (toasts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      role="region"
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2000,
        width: 480,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </Stack>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, autoHideDuration } = toast;

  useEffect(() => {
    if (autoHideDuration === null) return;
    const timer = window.setTimeout(() => onDismiss(id), autoHideDuration);
    return () => window.clearTimeout(timer);
  }, [id, autoHideDuration, onDismiss]);

  return (
    <Alert
      variant="filled"
      severity={toast.type}
      elevation={6}
      role={toast.type === 'error' ? 'alert' : 'status'}
      action={
        <Button color="inherit" size="small" onClick={() => onDismiss(id)}>
          DISMISS
        </Button>
      }
    >
      {toast.message}
    </Alert>
  );
}
