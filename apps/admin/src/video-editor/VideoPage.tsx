import { useParams } from 'react-router-dom';
import { LoadGate } from '../components/LoadGate';
import { useVideoDetails } from '../videos/use-video-details';
import { editorPollInterval } from './video-editor-form';
import { VideoEditor } from './VideoEditor';

/**
 * /video/{videoId}/*: loads the video (a spinner first; NOT_FOUND goes to /404, another failure shows
 * "ERROR") and polls it while it is processed (spec §2) and while its transcript is made.
 */
export function VideoPage() {
  const { videoId = '' } = useParams();
  const { video, error, loading, reload } = useVideoDetails(videoId, editorPollInterval);

  return (
    <LoadGate loading={loading} error={error} data={video}>
      {/* Another video starts with a fresh draft, prompt and carousel. */}
      {(loaded) => <VideoEditor key={loaded.id} video={loaded} reload={reload} />}
    </LoadGate>
  );
}
