import {
  ContextMessages,
  ErrorCode,
  ErrorMessages,
  formatTimestamp,
  isVideoEditable,
  MOMENT_RANGE_DEBOUNCE_MS,
  parseTimeString,
  Permission,
  ValidationMessages,
  VideoOrigin,
  type TimeRange,
} from '@framehouse/domain';
import { MemberToggleAction } from '@framehouse/sdk';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { VideoPlayer, type VideoPlayerHandle } from '@framehouse/player-ui';
import { enumMember } from '../enum-member';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { momentsApi, type Moment } from './moments-data';
import {
  momentRangeProblem,
  momentsPublishButton,
  MOMENTS_NOT_EDITABLE,
  newMomentRange,
  newMomentTitle,
  NO_FREE_SLOT_MESSAGE,
  type EditorMoment,
} from './moment-editor';
import { deleteMomentsConfirmation, deleteMomentsTitle, momentEditorPath } from './moment-list';
import { useMomentPlayback } from './use-moment-playback';
import { PublishDialog } from '../publishing/PublishPage';
import { SuggestedMoments } from './suggestions/SuggestedMoments';
import { MomentTimeline } from './timeline/MomentTimeline';
import { usePlayerOverlays } from '../video-editor/player-overlays';
import { videoStatusOf } from '../videos/video-polling';
import type { VideoDetails } from '../videos/video-record';
import { playableManifest } from '../videos/video-streams';
import { PlayerPlaceholder } from '../video-editor/PlayerPlaceholder';
import { TranscriptPanel } from '../transcripts/TranscriptPanel';
import { MomentForm } from './MomentForm';
import { MomentSideList } from './MomentSideList';

function editorMoment(moment: Moment): EditorMoment {
  return { id: moment.id, title: moment.title, start: moment.timeRange.start, end: moment.timeRange.end };
}

/** Timeline order (start, then end), as the list is read. */
function inTimelineOrder(moments: readonly Moment[]): Moment[] {
  return [...moments].sort(
    (a, b) => a.timeRange.start - b.timeRange.start || a.timeRange.end - b.timeRange.end,
  );
}

/** What the move from /moment/new to /moments keeps in the history entry: the edit mode it opened in. */
interface MomentsEditorState {
  editMoments?: boolean;
}

function editModeOf(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as MomentsEditorState).editMoments === true;
}

/**
 * The moments editor (spec §2): heading "Moments Editor" in edit mode and "Moments" otherwise ("Edit
 * Moments" needs CHANGE_VIDEO and a video in an editable status); Publish or Republish, disabled while
 * the video is not editable; the side list with "New moment"; the player, the timeline and the selected
 * moment's form; the transcript, whose selected words create a moment. Range changes (timeline or
 * Start/End) are checked at once and saved 1 s after the last one. `newMoment` (/video/{id}/moment/new)
 * opens it in edit mode with a new moment, selected.
 */
export function MomentsEditor({
  video,
  newMoment = false,
  reload,
}: {
  video: VideoDetails;
  newMoment?: boolean;
  /** Reads the video again (after a publish). */
  reload: () => Promise<unknown>;
}) {
  const call = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('momentId') ?? undefined;
  const { isPending: permissionsPending } = usePermissions();
  const canPublish = useHasPermissions(Permission.PUBLISH_VIDEO);
  const canChangeVideo = useHasPermissions(Permission.CHANGE_VIDEO);
  const canChange = useHasPermissions(Permission.CHANGE_MOMENT);
  const canCreate = useHasPermissions(Permission.CHANGE_MOMENT, Permission.CREATE_MOMENT);
  const canDelete = useHasPermissions(Permission.DELETE_MOMENT);
  const canCreateThumbnail = useHasPermissions(Permission.CREATE_MOMENT_THUMBNAIL);
  const canDeleteThumbnail = useHasPermissions(Permission.DELETE_MOMENT_THUMBNAIL);
  const canViewTranscript = useHasPermissions(Permission.VIEW_VIDEO_CAPTION);
  const status = videoStatusOf(video.status);
  const origin = enumMember(VideoOrigin, video.origin);
  const videoEditable = status !== undefined && origin !== undefined && isVideoEditable(status, origin);
  const [editMode, setEditMode] = useState(() => editModeOf(location.state));
  const editModeNow = useRef(editMode);
  editModeNow.current = editMode;
  const editing = editMode && videoEditable && canChangeVideo;
  const [publishing, setPublishing] = useState(false);
  const publish = momentsPublishButton(status, videoEditable);
  const durationMs = video.duration ?? 0;

  const [moments, setMoments] = useState<Moment[]>();
  const [loadError, setLoadError] = useState(false);
  const [playheadMs, setPlayheadMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [draft, setDraft] = useState<{ id: string; range: TimeRange }>();
  const [rangeError, setRangeError] = useState<{ id: string; message: string }>();
  const [creating, setCreating] = useState(false);
  const [splitting, setSplitting] = useState(false);
  const [deleting, setDeleting] = useState<{ pending: boolean; error?: string }>();
  const player = useRef<VideoPlayerHandle>(null);
  const rangeTimer = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      setMoments(await call(() => momentsApi.ofVideo(video.id)));
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, [call, video.id]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => () => window.clearTimeout(rangeTimer.current), []);

  // The selection is the URL's momentId (spec §2), on /moments even when the editor opened on /moment/new.
  const select = useCallback(
    (id: string | undefined) =>
      navigate(momentEditorPath(video.id, id), {
        replace: true,
        preventScrollReset: true,
        state: newMoment ? ({ editMoments: editModeNow.current } satisfies MomentsEditorState) : undefined,
      }),
    [navigate, video.id, newMoment],
  );

  const replace = useCallback((...updated: Moment[]) => {
    setMoments((current) => {
      const others = (current ?? []).filter((moment) => !updated.some((changed) => changed.id === moment.id));
      return inTimelineOrder([...others, ...updated]);
    });
  }, []);

  const shownRange = (moment: Moment): TimeRange =>
    draft?.id === moment.id ? draft.range : { start: moment.timeRange.start, end: moment.timeRange.end };

  const list = moments ?? [];
  const selected = list.find((moment) => moment.id === selectedId);
  const timelineMoments = useMemo(
    () =>
      (moments ?? []).map((moment) => ({
        ...editorMoment(moment),
        ...(draft?.id === moment.id ? draft.range : {}),
      })),
    [moments, draft],
  );

  const saveRange = async (id: string, range: TimeRange) => {
    try {
      const updated = await call(() =>
        momentsApi.update(id, {
          startTimestamp: formatTimestamp(range.start),
          endTimestamp: formatTimestamp(range.end),
        }),
      );
      if (updated) replace(updated);
      setDraft((current) =>
        current?.id === id && current.range.start === range.start && current.range.end === range.end
          ? undefined
          : current,
      );
    } catch (error) {
      setRangeError({ id, message: errorMessageOf(error) });
    }
  };

  /** A new range for a moment: shown at once, checked by the rules of §5, saved 1 s after the last change. */
  const changeRange = (id: string, range: TimeRange) => {
    window.clearTimeout(rangeTimer.current);
    setDraft({ id, range });
    const problem = momentRangeProblem(id, range.start, range.end, durationMs, list.map(editorMoment));
    if (problem) {
      setRangeError({ id, message: problem });
      return;
    }
    setRangeError(undefined);
    rangeTimer.current = window.setTimeout(() => void saveRange(id, range), MOMENT_RANGE_DEBOUNCE_MS);
  };

  const changeRangeText = (moment: Moment, edge: 'start' | 'end', text: string) => {
    const ms = parseTimeString(text);
    if (ms === undefined) {
      // Nothing is saved while the text is not a time; the last valid range stays on the timeline.
      window.clearTimeout(rangeTimer.current);
      setRangeError({ id: moment.id, message: ValidationMessages.timestampFormat });
      return;
    }
    changeRange(moment.id, { ...shownRange(moment), [edge]: ms });
  };

  /** Creates a moment of `range` and selects it; false when it was refused. */
  const create = async (range: TimeRange): Promise<boolean> => {
    const problem = momentRangeProblem(undefined, range.start, range.end, durationMs, list.map(editorMoment));
    if (problem) {
      notify(problem, { type: 'error', autoHideDuration: null });
      return false;
    }
    setCreating(true);
    try {
      const moment = await call(() =>
        momentsApi.create(video.id, {
          title: newMomentTitle(range),
          startTimestamp: formatTimestamp(range.start),
          endTimestamp: formatTimestamp(range.end),
        }),
      );
      if (!moment) return false;
      replace(moment);
      select(moment.id);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setCreating(false);
    }
  };

  const createAtPlayhead = async (): Promise<boolean> => {
    const range = newMomentRange(list.map(editorMoment), durationMs, playheadMs);
    if (range) return create(range);
    notify(NO_FREE_SLOT_MESSAGE, { type: 'warning' });
    return false;
  };

  // /video/{id}/moment/new: once the moments and the permissions are read, a new moment in edit mode
  // (as "New moment" makes it), or the editor as it is with the reason when none can be made.
  const opening = useRef(newMoment);
  useEffect(() => {
    if (!opening.current || moments === undefined || permissionsPending) return;
    opening.current = false;
    if (!canChangeVideo || !canCreate) {
      notify(ErrorMessages[ErrorCode.PERMISSIONS_ERROR], { type: 'warning' });
      select(undefined);
    } else if (!videoEditable) {
      notify(MOMENTS_NOT_EDITABLE, { type: 'warning' });
      select(undefined);
    } else {
      editModeNow.current = true;
      setEditMode(true);
      void createAtPlayhead().then((created) => {
        if (!created) select(undefined);
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when what it needs has loaded
  }, [moments, permissionsPending]);

  const split = async (id: string, atMs: number) => {
    setSplitting(true);
    try {
      const result = await call(() => momentsApi.split(id, formatTimestamp(Math.round(atMs))));
      if (result.moment && result.copy) {
        replace(result.moment, result.copy);
        select(result.copy.id);
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setSplitting(false);
    }
  };

  const seek = (ms: number) => {
    player.current?.seek(ms / 1000);
    setPlayheadMs(ms);
  };

  /** Play Moment seeks to the start and plays; Stop Moment pauses (spec §4). */
  const playback = useMomentPlayback({ player, moments: timelineMoments, playing, seek });
  const playingMomentId = playback.playingMomentId;
  const togglePlay = (id: string) => {
    if (playingMomentId !== id || !playing) select(id);
    playback.toggle(id);
  };

  const toggleVisible = async (moment: Moment, visible: boolean) => {
    try {
      await call(() =>
        momentsApi.toggle([moment.id], visible ? MemberToggleAction.Enable : MemberToggleAction.Disable),
      );
      replace({ ...moment, visible });
    } catch (error) {
      notifyError(error);
    }
  };

  const remove = async (moment: Moment) => {
    setDeleting({ pending: true });
    try {
      await call(() => momentsApi.remove([moment.id]));
      setDeleting(undefined);
      setMoments((current) => (current ?? []).filter((candidate) => candidate.id !== moment.id));
      select(undefined);
    } catch (error) {
      setDeleting({ pending: false, error: errorMessageOf(error) });
    }
  };

  const overlays = usePlayerOverlays(video);
  const manifest = playableManifest(video.videoStreams);

  if (loadError && !moments) return <Typography color="error">{ContextMessages.loadError}</Typography>;

  return (
    <Box sx={{ maxWidth: 1800 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4">
            {editing ? 'Moments Editor' : 'Moments'}
          </Typography>
          <Typography color="text.secondary" noWrap>
            {video.title}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="center" flexShrink={0}>
          {editing ? (
            <Button variant="outlined" onClick={() => setEditMode(false)}>
              Done
            </Button>
          ) : (
            <Tooltip title={!canChangeVideo || videoEditable ? '' : MOMENTS_NOT_EDITABLE}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={<EditIcon />}
                  disabled={!canChangeVideo || !videoEditable}
                  onClick={() => setEditMode(true)}
                >
                  Edit Moments
                </Button>
              </span>
            </Tooltip>
          )}
          {canPublish && (
            <Tooltip title={publish.disabledReason ?? ''}>
              {/* A disabled button fires no events; the wrapper lets the tooltip say why. */}
              <span>
                <Button
                  variant="contained"
                  disabled={publish.disabledReason !== undefined}
                  onClick={() => setPublishing(true)}
                >
                  {publish.label}
                </Button>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <MomentSideList
            videoId={video.id}
            moments={list}
            selectedId={selectedId}
            scrollKey={`${selectedId ?? ''}|${moments === undefined ? 'loading' : 'loaded'}`}
            canCreate={editing && canCreate}
            creating={creating}
            onSelect={select}
            onCreate={() => void createAtPlayhead()}
          />
          <SuggestedMoments
            videoId={video.id}
            canCreate={editing && canCreate}
            // The saved moments (not the ones being dragged): a suggestion they now overlap is left out.
            refreshKey={(moments ?? []).map((m) => `${m.id}:${m.timeRange.start}-${m.timeRange.end}`).join()}
            onCreated={(id) => {
              void load();
              select(id);
            }}
            onPreview={seek}
          />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                xl: canViewTranscript ? 'minmax(0, 3fr) minmax(320px, 2fr)' : '1fr',
              },
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              {manifest ? (
                <VideoPlayer
                  {...overlays}
                  ref={player}
                  src={manifest}
                  sourceKey={video.id}
                  poster={video.thumbnailUrl ?? undefined}
                  title={video.title}
                  onTimeChange={(seconds) => setPlayheadMs(Math.round(seconds * 1000))}
                  onPlayingChange={setPlaying}
                />
              ) : (
                <PlayerPlaceholder pending={!videoEditable} />
              )}
            </Box>
            {canViewTranscript && (
              <TranscriptPanel
                videoId={video.id}
                onSeek={(seconds) => seek(seconds * 1000)}
                onCreateMoment={editing && canCreate ? (range) => void create(range) : undefined}
              />
            )}
          </Box>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <MomentTimeline
              durationMs={durationMs}
              moments={timelineMoments}
              selectedId={selectedId}
              playheadMs={playheadMs}
              editable={editing && canChange}
              canCreate={editing && canCreate}
              playing={playing && playingMomentId !== undefined && playingMomentId === selectedId}
              splitting={splitting}
              onSeek={seek}
              onSelect={select}
              onRangeChange={changeRange}
              onCreate={(range) => void create(range)}
              onSplit={(id, atMs) => void split(id, atMs)}
              onPlayToggle={togglePlay}
            />
          </Paper>
          {selected ? (
            <MomentForm
              key={selected.id}
              moment={selected}
              range={shownRange(selected)}
              rangeError={rangeError?.id === selected.id ? rangeError.message : undefined}
              durationMs={durationMs}
              rights={{
                change: editing && canChange,
                delete: editing && canDelete,
                createThumbnail: canCreateThumbnail,
                deleteThumbnail: canDeleteThumbnail,
              }}
              onRangeText={(edge, text) => changeRangeText(selected, edge, text)}
              onSaved={(moment) => replace(moment)}
              onToggleVisible={(visible) => void toggleVisible(selected, visible)}
              onDelete={() => setDeleting({ pending: false })}
              reload={load}
            />
          ) : (
            moments !== undefined && (
              <Alert severity="info" icon={false}>
                {list.length === 0
                  ? 'This video has no moments yet.'
                  : 'Select a moment in the list or on the timeline to see its details.'}
              </Alert>
            )
          )}
        </Stack>
      </Box>
      {publishing && (
        <PublishDialog
          videoId={video.id}
          onClose={() => {
            setPublishing(false);
            void reload();
          }}
        />
      )}
      {deleting && selected && (
        <ConfirmDialog
          title={deleteMomentsTitle(1)}
          confirmLabel="Remove"
          pending={deleting.pending}
          error={deleting.error}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void remove(selected)}
        >
          {deleteMomentsConfirmation(1)}
        </ConfirmDialog>
      )}
    </Box>
  );
}
