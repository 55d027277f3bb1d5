import { ContextMessages, DIALOG_DELETE_WIDTH } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useDeleteMany, useListContext, useRefresh } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessageOf } from '../../errors';
import { useVideoUpload } from '../../upload/VideoUploadProvider';

/**
 * The delete confirmation (spec §8) for one video or a selection, inside the videos list. Deleting stops
 * this tab's upload of a deleted video (the API has cancelled it) and clears the selection (spec §2).
 */
export function DeleteVideosDialog({ ids, onClose }: { ids: readonly string[]; onClose: () => void }) {
  const [deleteMany, { isPending }] = useDeleteMany();
  // The videos list keeps its selection itself (storeKey false), so it is cleared through its context.
  const { onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const { forgetDeletedVideos } = useVideoUpload();
  const [error, setError] = useState<string>();

  const remove = () =>
    deleteMany(
      'videos',
      { ids: [...ids] },
      {
        onSuccess: () => {
          forgetDeletedVideos(ids);
          onUnselectItems();
          onClose();
          refresh();
        },
        onError: (failure) => setError(errorMessageOf(failure)),
      },
    );

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      aria-labelledby="delete-videos-title"
      slotProps={{ paper: { sx: { width: DIALOG_DELETE_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="delete-videos-title">{ContextMessages.removeVideoConfirmation}</DialogTitle>
      <DialogContent>
        <ErrorBanner message={error} />
        <DialogContentText>{ContextMessages.removeVideoConfirmationDetail}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button onClick={remove} variant="contained" color="error" disabled={isPending}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
