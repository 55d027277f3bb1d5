import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { LoadGate } from '../components/LoadGate';
import type { VideoDetails } from '../videos/video-record';
import { MomentsEditor } from './MomentsEditor';

/**
 * /video/{videoId}/moments: loads the video (a spinner first; NOT_FOUND goes to /404, another failure
 * shows "ERROR"), then the moments editor.
 */
export function MomentsEditorPage() {
  const { videoId = '' } = useParams();
  const { data, error, isPending } = useGetOne<VideoDetails>('videos', { id: videoId }, { retry: false });
  return (
    <LoadGate loading={isPending} error={error} data={data}>
      {(video) => <MomentsEditor key={video.id} video={video} />}
    </LoadGate>
  );
}
