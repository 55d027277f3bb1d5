import { ContextMessages, isVideoEditable, Permission, VideoOrigin } from '@framehouse/domain';
import type { VideoPlayerHandle } from '@framehouse/player-ui';
import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { enumMember } from '../enum-member';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { videoStatusOf } from '../videos/video-polling';
import type { VideoDetails } from '../videos/video-record';
import { momentEditorPath, newMomentPath } from './moment-list';
import { momentsApi, type Moment } from './moments-data';
import { MomentTimeline } from './timeline/MomentTimeline';
import { useMomentPlayback } from './use-moment-playback';

const ignore = () => undefined;

/**
 * The moment timeline of the video editor's main area (spec §2): the video's moments on the ruler,
 * read-only (ranges change in the moments editor). A click on the ruler seeks the editor's player; a
 * bar selects its moment, which Play Moment plays and "Open in Moments editor" opens there; "New
 * moment" opens the moments editor with a new moment (/video/{id}/moment/new).
 */
export function EditorMomentTimeline({
  video,
  player,
  playheadMs,
  playing,
  onSeek,
}: {
  video: VideoDetails;
  player: RefObject<VideoPlayerHandle | null>;
  playheadMs: number;
  playing: boolean;
  onSeek: (ms: number) => void;
}) {
  const call = useApiCall();
  const canCreate = useHasPermissions(
    Permission.CHANGE_VIDEO,
    Permission.CHANGE_MOMENT,
    Permission.CREATE_MOMENT,
  );
  const status = videoStatusOf(video.status);
  const origin = enumMember(VideoOrigin, video.origin);
  const editable = status !== undefined && origin !== undefined && isVideoEditable(status, origin);
  const [moments, setMoments] = useState<Moment[]>();
  const [loadError, setLoadError] = useState(false);
  const [selectedId, setSelectedId] = useState<string>();

  useEffect(() => {
    let current = true;
    call(() => momentsApi.ofVideo(video.id)).then(
      (loaded) => current && setMoments(loaded),
      () => current && setLoadError(true),
    );
    return () => {
      current = false;
    };
  }, [call, video.id]);

  const timelineMoments = useMemo(
    () =>
      (moments ?? []).map((moment) => ({
        id: moment.id,
        title: moment.title,
        start: moment.timeRange.start,
        end: moment.timeRange.end,
      })),
    [moments],
  );
  const playback = useMomentPlayback({ player, moments: timelineMoments, playing, seek: onSeek });

  return (
    <Paper variant="outlined" component="section" aria-label="Moment timeline" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Moments
        </Typography>
        <Stack direction="row" spacing={1}>
          {selectedId && (
            <Button
              size="small"
              startIcon={<EditNoteIcon />}
              component={Link}
              to={momentEditorPath(video.id, selectedId)}
            >
              Open in Moments editor
            </Button>
          )}
          {canCreate && editable && (
            <Button size="small" startIcon={<AddIcon />} component={Link} to={newMomentPath(video.id)}>
              New moment
            </Button>
          )}
        </Stack>
      </Stack>
      {loadError ? (
        <Typography color="error">{ContextMessages.loadError}</Typography>
      ) : (
        <MomentTimeline
          durationMs={video.duration ?? 0}
          moments={timelineMoments}
          selectedId={selectedId}
          playheadMs={playheadMs}
          editable={false}
          canCreate={false}
          playing={selectedId !== undefined && playing && playback.playingMomentId === selectedId}
          splitting={false}
          onSeek={onSeek}
          onSelect={setSelectedId}
          onRangeChange={ignore}
          onCreate={ignore}
          onSplit={ignore}
          onPlayToggle={(id) => {
            setSelectedId(id);
            playback.toggle(id);
          }}
        />
      )}
    </Paper>
  );
}
