import { ctaGroupsAt, CtaType, LogoPosition, Permission, type PlayerOverlays } from '@framehouse/domain';
import { VideoPlayer, type VideoPlayerHandle } from '@framehouse/player-ui';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadGate } from '../components/LoadGate';
import { enumMember } from '../enum-member';
import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser, useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { useLoaded } from '../hooks/use-loaded';
import { PlayerPlaceholder } from '../video-editor/PlayerPlaceholder';
import { useLeaveHold } from '../video-editor/VideoLeaveGuard';
import { isPending } from '../videos/video-polling';
import { playableManifest } from '../videos/video-streams';
import { CtaGroupCard, type CtaChoice } from './CtaGroupCard';
import {
  addCta,
  addGroup,
  draftOf,
  draftProblems,
  isDraftChanged,
  moveCta,
  playerCtaGroupsOfDraft,
  problemKey,
  problemTarget,
  removeCta,
  removeGroup,
  updateCtaConfig,
  updateGroup,
  videoCtasInputOf,
  type DraftGroup,
  type PlacedCta,
} from './cta-placement-draft';
import { CtaPlacementLayer, useDrawnBox } from './CtaPlacementLayer';
import { CtaPlacementSettings } from './CtaPlacementSettings';
import { playerButtonCtaOf, playerImageCtaOf } from './player-overlays-of';
import { videoOverlaysApi, type OverlaidVideo } from './video-overlays-data';

/** Ours: the spec names no texts for these. */
const MESSAGES = {
  saved: 'CTAs have been saved.',
  fixFirst: 'Correct the marked fields before saving.',
  noRoom: 'The video has no free second left for another timestamp.',
  ctasFailed: "The organization's CTAs could not be loaded.",
};

let localKeys = 0;
/** The generated id of an entry added here (§4), until the save answers the stored one. */
const newKey = () => `local-${Date.now().toString(36)}-${(localKeys += 1)}`;

/**
 * /video/{videoId}/cta (overlays-distribution §2 "Per-video CTA placement"): a spinner first, a missing
 * video goes away (/404), a failed call shows "ERROR"; then the editor.
 */
export function VideoCtaPage() {
  const { videoId = '' } = useParams();
  const load = useCallback(() => videoOverlaysApi.video(videoId), [videoId]);
  const { data, error, loading } = useLoaded(load);
  return (
    <LoadGate loading={loading} error={error} data={data}>
      {(video) => <CtaPlacementEditor key={video.id} video={video} />}
    </LoadGate>
  );
}

interface Selection {
  group?: string;
  cta?: string;
}

/**
 * The side panel lists the timestamp groups (name, range, CTAs in stacking order); the main area has the
 * player drawing the draft's CTAs with the one overlay renderer, an editing layer to drag the selected
 * CTA, and its alignment, width and animation. Everything is edited locally and saved together: the
 * update call when the video had CTA timestamps, else the create call (§4). Read-only without CHANGE_VIDEO.
 */
function CtaPlacementEditor({ video }: { video: OverlaidVideo }) {
  const readOnly = !useHasPermissions(Permission.CHANGE_VIDEO);
  const { me } = useCurrentUser();
  const call = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const loadChoices = useCallback(() => videoOverlaysApi.ctaChoices(), []);
  const choices = useLoaded(loadChoices);

  const [saved, setSaved] = useState<DraftGroup[]>(() => draftOf(video.ctaTimestamps));
  const [draft, setDraft] = useState<DraftGroup[]>(saved);
  const [apiProblems, setApiProblems] = useState<Record<string, string>>({});
  const [pageError, setPageError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [selection, setSelection] = useState<Selection>({});

  const player = useRef<VideoPlayerHandle>(null);
  const picture = useRef<HTMLDivElement>(null);
  const playerArea = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const pauseOnStart = useRef(false);

  const durationMs = video.duration ?? 0;
  const editorPath = `/video/${encodeURIComponent(video.id)}`;
  const changed = isDraftChanged(saved, draft);
  // The video pages' one leave prompt asks (the router holds one blocker at a time).
  useLeaveHold(changed && !readOnly);
  const problems = useMemo(
    () => ({ ...draftProblems(draft, durationMs), ...apiProblems }),
    [draft, durationMs, apiProblems],
  );
  const groups = useMemo(() => playerCtaGroupsOfDraft(draft), [draft]);
  const overlays = useMemo<PlayerOverlays>(
    () => ({ ctaGroups: groups, endCard: null, watchNext: null }),
    [groups],
  );

  const selectedGroup = draft.find((group) => group.key === selection.group);
  const selectedCta = selectedGroup?.ctas.find((entry) => entry.key === selection.cta);

  // The renderer draws the CTAs of the group at the playhead, in list order: the selected one is found
  // among them by its place.
  const box = useDrawnBox(picture, () => {
    const area = playerArea.current;
    if (!area || !selection.cta) return null;
    const shown = ctaGroupsAt(groups, (player.current?.currentTime() ?? 0) * 1000).flatMap(
      (group) => group.ctas,
    );
    const index = shown.findIndex((entry) => entry.id === selection.cta);
    return index < 0 ? null : (area.querySelectorAll<HTMLElement>('[data-testid="cta"]')[index] ?? null);
  });

  const edit = (update: (current: DraftGroup[]) => DraftGroup[]) => {
    setDraft(update);
    setApiProblems({});
    setPageError(undefined);
  };

  /** Seeks to `ms` with the CTAs shown (they belong to playback: a first play starts them, paused at once). */
  const showAt = (ms: number) => {
    const handle = player.current;
    if (!handle) return;
    handle.seek(ms / 1000);
    if (!started.current) {
      pauseOnStart.current = true;
      handle.play();
    }
  };

  const playGroup = (group: DraftGroup) => {
    setSelection({ group: group.key });
    if (!Number.isFinite(group.startMs)) return;
    pauseOnStart.current = false;
    player.current?.seek(group.startMs / 1000);
    player.current?.play();
  };

  const selectCta = (group: DraftGroup, ctaKey: string) => {
    setSelection({ group: group.key, cta: ctaKey });
    const playheadMs = (player.current?.currentTime() ?? 0) * 1000;
    const inside = playheadMs >= group.startMs && playheadMs < group.endMs;
    if (Number.isFinite(group.startMs) && (!inside || !started.current))
      showAt(inside ? playheadMs : group.startMs);
  };

  const addChoice = async (group: DraftGroup, choice: CtaChoice) => {
    const type = enumMember(CtaType, choice.type) ?? CtaType.BUTTON;
    try {
      const content =
        type === CtaType.BUTTON
          ? await call(() => videoOverlaysApi.buttonCta(choice.id)).then((b) =>
              b ? playerButtonCtaOf(b) : null,
            )
          : await call(() => videoOverlaysApi.imageCta(choice.id)).then((i) =>
              i ? playerImageCtaOf(i) : null,
            );
      const placed: PlacedCta = { type, ctaId: choice.id, name: choice.name, player: content };
      const key = newKey();
      edit((current) => addCta(current, group.key, key, placed));
      selectCta(group, key);
    } catch (error) {
      notifyError(error);
    }
  };

  const addTimestamp = () => {
    const key = newKey();
    const playheadMs = (player.current?.currentTime() ?? 0) * 1000;
    const next = addGroup(draft, key, durationMs, playheadMs);
    if (!next) {
      setPageError(MESSAGES.noRoom);
      return;
    }
    edit(() => next);
    setSelection({ group: key });
  };

  const save = async () => {
    if (Object.keys(draftProblems(draft, durationMs)).length > 0) {
      setPageError(MESSAGES.fixFirst);
      return;
    }
    setSaving(true);
    setPageError(undefined);
    try {
      const stored = await call(() => videoOverlaysApi.saveCtas(video.id, saved, videoCtasInputOf(draft)));
      const next = draftOf(stored);
      // The stored groups and entries get their own ids: the selection stays on the same places.
      const groupIndex = draft.findIndex((group) => group.key === selection.group);
      const ctaIndex = draft[groupIndex]?.ctas.findIndex((entry) => entry.key === selection.cta) ?? -1;
      setSaved(next);
      setDraft(next);
      setSelection({ group: next[groupIndex]?.key, cta: next[groupIndex]?.ctas[ctaIndex]?.key });
      notify(MESSAGES.saved, { type: 'success' });
    } catch (failure) {
      if (failure instanceof PayloadError) {
        const fields: Record<string, string> = {};
        let onPage: string | undefined;
        for (const error of failure.errors) {
          const key = problemKey(problemTarget(error.field));
          if (key) fields[key] ??= apiErrorMessage(error);
          else onPage ??= apiErrorMessage(error);
        }
        setApiProblems(fields);
        setPageError(onPage ?? (Object.keys(fields).length > 0 ? undefined : failure.message));
      } else setPageError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const manifest = playableManifest(video.videoStreams);
  const selectedIndex = draft.findIndex((group) => group.key === selection.group);
  const selectedCtaIndex = selectedGroup?.ctas.findIndex((entry) => entry.key === selection.cta) ?? -1;

  return (
    <Box sx={{ maxWidth: 1800 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '360px minmax(0, 1fr)', lg: '400px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} component="aside" aria-label="CTA timestamps" sx={{ minWidth: 0 }}>
          <Box>
            <Button component={Link} to={editorPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
              Back to video editor
            </Button>
            <Typography component="h1" variant="h4">
              CTAs
            </Typography>
            <Typography color="text.secondary" noWrap>
              {video.title}
            </Typography>
          </Box>
          {readOnly && (
            <Alert severity="info">
              You can view these CTAs; changing them needs the permission to edit videos.
            </Alert>
          )}
          {pageError && (
            <Alert severity="error" role="alert">
              {pageError}
            </Alert>
          )}
          {choices.error !== undefined && <Alert severity="warning">{MESSAGES.ctasFailed}</Alert>}
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {draft.map((group, index) => (
              <CtaGroupCard
                key={group.key}
                group={group}
                index={index}
                durationMs={durationMs}
                selected={group.key === selection.group}
                selectedCtaKey={selection.cta}
                readOnly={readOnly}
                problems={problems}
                choices={choices.data ?? []}
                onPlay={() => playGroup(group)}
                onChange={(change) => edit((current) => updateGroup(current, group.key, change))}
                onRemove={() => edit((current) => removeGroup(current, group.key))}
                onSelectCta={(ctaKey) => selectCta(group, ctaKey)}
                onAddCta={(choice) => void addChoice(group, choice)}
                onMoveCta={(ctaKey, by) => edit((current) => moveCta(current, group.key, ctaKey, by))}
                onRemoveCta={(ctaKey) => edit((current) => removeCta(current, group.key, ctaKey))}
              />
            ))}
          </Stack>
          {draft.length === 0 && (
            <Typography color="text.secondary">
              No CTAs are placed on this video yet. Add a timestamp, then the CTAs it shows.
            </Typography>
          )}
          {!readOnly && (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addTimestamp}
              disabled={durationMs <= 0}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add timestamp
            </Button>
          )}
          <Stack direction="row" spacing={2} justifyContent="flex-end">
            <Button onClick={() => navigate(editorPath)} disabled={saving}>
              Cancel
            </Button>
            {!readOnly && (
              <Button variant="contained" disabled={!changed || saving} onClick={() => void save()}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
            )}
          </Stack>
        </Stack>

        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box ref={playerArea} sx={{ position: 'relative' }}>
            {manifest ? (
              <VideoPlayer
                ref={player}
                src={manifest}
                sourceKey={video.id}
                poster={video.thumbnailUrl ?? undefined}
                title={video.title}
                storyboardUrl={video.storyboardUrl}
                orgLogoUrl={me?.organization?.logoUrl}
                orgLogoEnabled={video.orgLogoEnabled}
                orgLogoPosition={enumMember(LogoPosition, video.orgLogoPosition)}
                overlays={overlays}
                onPlayingChange={(playing) => {
                  if (!playing) return;
                  started.current = true;
                  if (pauseOnStart.current) {
                    pauseOnStart.current = false;
                    player.current?.pause();
                  }
                }}
              />
            ) : (
              <PlayerPlaceholder pending={isPending(video)} />
            )}
            {/* The player's picture: 16:9 at the top of the player, under its controls' rows. */}
            <Box
              ref={picture}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                aspectRatio: '16 / 9',
                pointerEvents: 'none',
              }}
            >
              {selectedGroup && selectedCta && (
                <CtaPlacementLayer
                  picture={picture}
                  box={box}
                  config={selectedCta.config}
                  label={selectedCta.cta.name}
                  disabled={readOnly}
                  onMove={(position) =>
                    edit((current) =>
                      updateCtaConfig(current, selectedGroup.key, selectedCta.key, (config) => ({
                        ...config,
                        position,
                      })),
                    )
                  }
                />
              )}
            </Box>
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {selectedGroup && selectedCta ? (
              <>
                <CtaPlacementSettings
                  name={selectedCta.cta.name}
                  config={selectedCta.config}
                  ctaHeight={box?.height ?? 0}
                  error={problems[`timestamps.${selectedIndex}.ctas.${selectedCtaIndex}`]}
                  disabled={readOnly}
                  onChange={(config) =>
                    edit((current) =>
                      updateCtaConfig(current, selectedGroup.key, selectedCta.key, () => config),
                    )
                  }
                />
                {!box && (
                  <Button sx={{ mt: 2 }} onClick={() => showAt(selectedGroup.startMs)}>
                    Show it on the video
                  </Button>
                )}
              </>
            ) : (
              <Typography color="text.secondary">
                Select a CTA in the list to place it: drag it on the video, or move it with the arrow keys.
                Later CTAs in a timestamp are drawn over earlier ones.
              </Typography>
            )}
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
