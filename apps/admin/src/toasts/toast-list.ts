import { TOAST_AUTO_HIDE_MS, TOAST_MAX } from '@framehouse/domain';
import type { NotificationType } from 'react-admin';

export interface Toast {
  id: number;
  message: string;
  type: NotificationType;
  /** null: stays until dismissed. */
  autoHideDuration: number | null;
}

/** Errors stay until dismissed; everything else hides after 5 s unless the caller chose a duration. */
export function autoHideDurationFor(
  type: NotificationType,
  requested: number | null | undefined,
): number | null {
  if (requested !== undefined) return requested;
  return type === 'error' ? null : TOAST_AUTO_HIDE_MS;
}

/** At most TOAST_MAX toasts at a time (the oldest gives way), and never the same one twice. */
export function addToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  const duplicate = toasts.some((shown) => shown.type === toast.type && shown.message === toast.message);
  if (duplicate) return [...toasts];
  return [...toasts, toast].slice(-TOAST_MAX);
}
