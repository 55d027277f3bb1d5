import { DIALOG_DELETE_WIDTH } from '@framehouse/domain';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';

/**
 * A list's delete: `ask` opens the confirmation for a row, its confirm button deletes and reloads; a
 * refusal (a CTA in use) stays in the dialog with the API's reason.
 */
export function useRowDeletion<Row>({
  remove,
  reload,
  deleted,
}: {
  remove: (row: Row) => Promise<void>;
  reload: () => Promise<unknown>;
  /** The success toast. */
  deleted: string;
}) {
  const call = useApiCall();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Row>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const confirm = async (row: Row) => {
    setPending(true);
    setError(undefined);
    try {
      await call(() => remove(row));
      setDeleting(undefined);
      notify(deleted, { type: 'success' });
      await reload();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setPending(false);
    }
  };

  return {
    deleting,
    pending,
    ask: (row: Row) => {
      setError(undefined);
      setDeleting(row);
    },
    /** ConfirmDialog's props other than its title and text. */
    dialogProps: (row: Row) => ({
      width: DIALOG_DELETE_WIDTH,
      confirmLabel: 'Delete',
      pending,
      error,
      onConfirm: () => void confirm(row),
      onClose: () => setDeleting(undefined),
    }),
  };
}
