import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { EmptyState } from '../../components/EmptyState';

/** The video dashboard's place; its list and upload arrive with the video area. */
export function VideosDashboardPage() {
  return (
    <EmptyState title="Videos" message="No videos yet." icon={<VideoLibraryIcon fontSize="inherit" />} />
  );
}
