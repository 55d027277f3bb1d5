import { DIALOG_DELETE_WIDTH } from '@framehouse/domain';
import { useState, type ReactNode } from 'react';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The generic confirm-delete dialog of a table's selection (spec §8: "Delete {type}", Cancel and Remove):
 * Remove runs `remove`, then `onDeleted` and the dialog closes; a refusal shows inside the dialog.
 */
export function BulkDeleteDialog({
  title,
  children,
  remove,
  onDeleted,
  onClose,
}: {
  title: string;
  children: ReactNode;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const call = useApiCall();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await call(remove);
    } catch (failure) {
      setError(errorMessageOf(failure));
      setPending(false);
      return;
    }
    onDeleted();
    onClose();
  };

  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Remove"
      pending={pending}
      error={error}
      width={DIALOG_DELETE_WIDTH}
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
