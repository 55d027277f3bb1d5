import { ContextMessages, ErrorCode, formatDuration, Permission, VideoStatus } from '@framehouse/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Loading, useGetOne } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { VideoPlayer, type VideoPlayerHandle } from '../../components/player/VideoPlayer';
import { errorCodeOf } from '../../errors';
import { useApiCall } from '../../hooks/api-call';
import { useHasPermissions } from '../../hooks/current-user';
import { useNotifyError } from '../../hooks/notify-error';
import { useVideoUpload } from '../../upload/VideoUploadProvider';
import { reprocessFailedVideo } from '../../videos/video-api';
import { isPending, pollIntervalFor, videoStatusOf } from '../../videos/video-polling';
import type { VideoDetails } from '../../videos/video-record';
import { playableManifest } from '../../videos/video-streams';
import { VideoStatusBadge } from '../../videos/VideoStatusBadge';
import { VIDEOS_PATH } from '../videos/VideosAndMomentsPage';
import { CaptionsSection } from './CaptionsSection';
import { TranscriptPanel } from './TranscriptPanel';

function ProcessingFailed({ video, onRetried }: { video: VideoDetails; onRetried: () => void }) {
  const canRetry = useHasPermissions(Permission.MANAGE_VIDEO_STATUS);
  const apiCall = useApiCall();
  const notifyError = useNotifyError();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await apiCall(() => reprocessFailedVideo(video.id));
      onRetried();
    } catch (error) {
      notifyError(error);
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      severity="error"
      action={
        canRetry && (
          <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying}>
            Retry processing
          </Button>
        )
      }
    >
      <Typography sx={{ fontWeight: 500 }}>{ContextMessages.videoProcessingFailed}</Typography>
      {video.failureReason && <Typography variant="body2">{video.failureReason}</Typography>}
    </Alert>
  );
}

function PlayerPlaceholder({ pending }: { pending: boolean }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        aspectRatio: '16 / 9',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'text.secondary',
        bgcolor: 'grey.100',
      }}
    >
      {pending && <CircularProgress size={32} />}
      <Typography>
        {pending
          ? 'The video will play here as soon as its first part is processed.'
          : 'This video has nothing to play.'}
      </Typography>
    </Paper>
  );
}

/**
 * The video page (spec §2 "Video editor", minimal for now): title, status, processing progress or the
 * failure with Retry, and the player. It polls while the video is pending, so the player appears as
 * soon as the API lists a manifest (the master exists while the ladder is still being encoded).
 */
export function VideoPage() {
  const { videoId = '' } = useParams();
  const { active } = useVideoUpload();
  const player = useRef<VideoPlayerHandle>(null);
  const canViewCaptions = useHasPermissions(Permission.VIEW_VIDEO_CAPTION);
  // A caption added or removed changes the master playlist: the player reloads to list it.
  const [captionsVersion, setCaptionsVersion] = useState(0);
  const {
    data: video,
    error,
    isPending: loading,
    refetch,
  } = useGetOne<VideoDetails>(
    'videos',
    { id: videoId },
    { refetchInterval: (query) => pollIntervalFor([query.state.data]), retry: false },
  );

  if (loading) return <Loading />;
  if (errorCodeOf(error) === ErrorCode.NOT_FOUND || (!error && !video)) return <Navigate to="/404" replace />;
  if (error || !video) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadError}
      </Alert>
    );
  }

  const status = videoStatusOf(video.status);
  const pending = isPending(video);
  const manifest = playableManifest(video.videoStreams);
  const uploadPercent = active?.videoId === video.id ? active.percent : undefined;
  const poster = video.thumbnailUrl ?? undefined;

  return (
    <Box sx={{ maxWidth: 1600 }}>
      <Button component={Link} to={VIDEOS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to videos
      </Button>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ wordBreak: 'break-word' }}>
          {video.title}
        </Typography>
        <VideoStatusBadge video={video} uploadPercent={uploadPercent} />
        {!!video.duration && (
          <Typography color="text.secondary" aria-label="Duration">
            {formatDuration(video.duration)}
          </Typography>
        )}
      </Stack>
      {status === VideoStatus.FAILED && (
        <Box sx={{ mb: 2 }}>
          <ProcessingFailed video={video} onRetried={() => void refetch()} />
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {manifest ? (
            <VideoPlayer
              ref={player}
              src={manifest}
              // Reloaded once when processing ends (the finished master lists the whole ladder) and when
              // the captions change.
              sourceKey={`${video.id}|${pending ? 'processing' : 'complete'}|${captionsVersion}`}
              poster={poster}
              title={video.title}
            />
          ) : (
            status !== VideoStatus.FAILED && <PlayerPlaceholder pending={pending} />
          )}
          {video.description && (
            <Typography sx={{ whiteSpace: 'pre-wrap' }} color="text.secondary">
              {video.description}
            </Typography>
          )}
          {canViewCaptions && !pending && status !== VideoStatus.FAILED && (
            <CaptionsSection
              videoId={video.id}
              onChanged={() => setCaptionsVersion((version) => version + 1)}
            />
          )}
        </Stack>
        {canViewCaptions && !pending && status !== VideoStatus.FAILED && (
          <TranscriptPanel videoId={video.id} onSeek={(seconds) => player.current?.seek(seconds)} />
        )}
      </Box>
    </Box>
  );
}
