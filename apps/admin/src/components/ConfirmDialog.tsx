import { DIALOG_CONFIRMATION_WIDTH } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBanner } from './ErrorBanner';

/**
 * A confirmation before an action that takes something away (turning monetization off, deleting an ad
 * tag, videos or objects): Cancel, or the action's button; a refusal shows inside the dialog.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  error,
  width = DIALOG_CONFIRMATION_WIDTH,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  width?: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      slotProps={{ paper: { sx: { width, maxWidth: '100%' } } }}
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <ErrorBanner message={error} />
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
