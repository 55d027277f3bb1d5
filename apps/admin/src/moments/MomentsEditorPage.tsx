import { useParams } from 'react-router-dom';
import { LoadGate } from '../components/LoadGate';
import { useReportVideoStatus } from '../video-editor/VideoLeaveGuard';
import { videoStatusOf } from '../videos/video-polling';
import { useVideoDetails } from '../videos/use-video-details';
import { MomentsEditor } from './MomentsEditor';

/**
 * /video/{videoId}/moments and /video/{videoId}/moment/new (`newMoment`: the editor opens with a new
 * moment): loads the video (a spinner first; NOT_FOUND goes to /404, another failure shows "ERROR"),
 * then the moments editor.
 */
export function MomentsEditorPage({ newMoment = false }: { newMoment?: boolean }) {
  const { videoId = '' } = useParams();
  const { video, error, loading, reload } = useVideoDetails(videoId);
  useReportVideoStatus(videoStatusOf(video?.status));
  return (
    <LoadGate loading={loading} error={error} data={video}>
      {(loaded) => <MomentsEditor key={loaded.id} video={loaded} newMoment={newMoment} reload={reload} />}
    </LoadGate>
  );
}
