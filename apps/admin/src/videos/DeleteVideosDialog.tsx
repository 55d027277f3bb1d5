import { ContextMessages, DIALOG_DELETE_WIDTH } from '@framehouse/domain';
import { useState } from 'react';
import { useDeleteMany, useListContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { errorMessageOf } from '../errors';
import { useVideoUpload } from '../upload/VideoUploadProvider';

/**
 * The delete confirmation (spec §8) for one video or a selection. Deleting stops this tab's upload of a
 * deleted video (the API has cancelled it); `onDeleted` then does what the place that asked needs, and
 * the dialog closes.
 */
export function VideoDeletionDialog({
  ids,
  onClose,
  onDeleted,
}: {
  ids: readonly string[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [deleteMany, { isPending }] = useDeleteMany();
  const { forgetDeletedVideos } = useVideoUpload();
  const [error, setError] = useState<string>();

  const remove = () =>
    deleteMany(
      'videos',
      { ids: [...ids] },
      {
        onSuccess: () => {
          forgetDeletedVideos(ids);
          onDeleted();
          onClose();
        },
        onError: (failure) => setError(errorMessageOf(failure)),
      },
    );

  return (
    <ConfirmDialog
      title={ContextMessages.removeVideoConfirmation}
      confirmLabel="Remove"
      pending={isPending}
      error={error}
      width={DIALOG_DELETE_WIDTH}
      onConfirm={remove}
      onClose={onClose}
    >
      {ContextMessages.removeVideoConfirmationDetail}
    </ConfirmDialog>
  );
}

/** The delete confirmation inside the videos list: a deletion clears the selection (spec §2). */
export function DeleteVideosDialog({ ids, onClose }: { ids: readonly string[]; onClose: () => void }) {
  // The videos list keeps its selection itself (storeKey false), so it is cleared through its context.
  const { onUnselectItems } = useListContext();
  const refresh = useRefresh();
  return (
    <VideoDeletionDialog
      ids={ids}
      onClose={onClose}
      onDeleted={() => {
        onUnselectItems();
        refresh();
      }}
    />
  );
}
