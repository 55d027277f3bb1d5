import { ContextMessages, ErrorCode } from '@framehouse/domain';
import { useCallback, useEffect } from 'react';
import { useGetOne, useNotify } from 'react-admin';
import { errorCodeOf } from '../errors';
import type { VideoDetails } from './video-record';

/**
 * The video of a video page (`videoById` through the data provider, shared by the pages of one video).
 * The first read failing is the page's own failure (`error`: "ERROR", or /404 for NOT_FOUND, spec §2); a
 * later read failing (polling, the read after a save) keeps the page as it was and says "Fetching video
 * metadata failed" in an error toast (§8), unless the video is gone (NOT_FOUND: the page's /404).
 * `reload` reads it again and answers whether that worked.
 */
export function useVideoDetails(
  videoId: string,
  refetchInterval?: (video: VideoDetails | undefined) => number | false,
) {
  const notify = useNotify();
  const query = useGetOne<VideoDetails>(
    'videos',
    { id: videoId },
    {
      retry: false,
      ...(refetchInterval && { refetchInterval: (current) => refetchInterval(current.state.data) }),
    },
  );
  const { data: video, error, isPending, refetch, errorUpdateCount } = query;
  const gone = errorCodeOf(error) === ErrorCode.NOT_FOUND;
  const laterFailure = video !== undefined && error !== null && !gone;

  useEffect(() => {
    if (laterFailure) {
      notify(ContextMessages.metadataFetchFailed, { type: 'error', autoHideDuration: null });
    }
    // One toast per failed read: the count changes with each, the flag only with the first.
  }, [laterFailure, errorUpdateCount, notify]);

  const reload = useCallback(async () => !(await refetch()).isError, [refetch]);

  return { video, error: laterFailure ? null : error, loading: isPending, reload };
}
