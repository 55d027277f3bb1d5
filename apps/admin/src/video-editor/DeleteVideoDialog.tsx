import { useNavigate } from 'react-router-dom';
import { VideoDeletionDialog } from '../videos/DeleteVideosDialog';
import { VIDEOS_PATH } from '../videos/VideosAndMomentsPage';

/**
 * The editor's delete (spec §8 confirmation); a removed video leaves the editor for the dashboard.
 * `onDeleting` lets the editor stop its leave prompt: there is nothing left to keep.
 */
export function DeleteVideoDialog({
  videoId,
  onClose,
  onDeleting,
}: {
  videoId: string;
  onClose: () => void;
  onDeleting: () => void;
}) {
  const navigate = useNavigate();
  return (
    <VideoDeletionDialog
      ids={[videoId]}
      onClose={onClose}
      onDeleted={() => {
        onDeleting();
        navigate(VIDEOS_PATH, { replace: true });
      }}
    />
  );
}
