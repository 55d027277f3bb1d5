import { Permission } from '@framehouse/domain';
import { Button, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadGate } from '../components/LoadGate';
import { VideoSettingsFrame } from '../components/VideoSettingsFrame';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { EndCardPreview } from './EndCardPreview';
import { EndCardSelect } from './EndCardSelect';
import { videoOverlaysApi, type EndCardChoice, type OverlaidVideo } from './video-overlays-data';

/** Ours: the spec names no success text. */
const SAVED = 'The end card of the video has been saved.';

async function loadPage(videoId: string) {
  const [video, cards] = await Promise.all([
    videoOverlaysApi.video(videoId),
    videoOverlaysApi.endCardChoices(),
  ]);
  return video ? { video, cards } : null;
}

/**
 * /video/{videoId}/end-card (overlays-distribution §2 "Per-video end card"): back link, "End Card", the
 * picker (no create button, §9's order, or None), the card as the player shows it, Cancel (back to the
 * editor) and Save ("Saving..." while busy) through updateVideo's endCardId. Read-only without CHANGE_VIDEO.
 */
export function VideoEndCardPage() {
  const { videoId = '' } = useParams();
  const load = useCallback(() => loadPage(videoId), [videoId]);
  const { data, error, loading } = useLoaded(load);
  return (
    <LoadGate loading={loading} error={error} data={data}>
      {(loaded) => <VideoEndCardForm key={loaded.video.id} video={loaded.video} cards={loaded.cards} />}
    </LoadGate>
  );
}

function VideoEndCardForm({ video, cards }: { video: OverlaidVideo; cards: readonly EndCardChoice[] }) {
  const canChange = useHasPermissions(Permission.CHANGE_VIDEO);
  const call = useApiCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<string | null>(video.endCardId);
  const [chosen, setChosen] = useState<string | null>(video.endCardId);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const editorPath = `/video/${encodeURIComponent(video.id)}`;

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await call(() => videoOverlaysApi.setEndCard(video.id, chosen));
      setSaved(chosen);
      notify(SAVED, { type: 'success' });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <VideoSettingsFrame videoId={video.id} title="End Card" canChange={canChange} error={error}>
      <Stack spacing={3}>
        <EndCardSelect
          value={chosen}
          cards={cards}
          disabled={!canChange || saving}
          helperText="Shown when the video ends, on its public page and in embeds. A moment can have its own."
          onChange={(endCardId) => {
            setChosen(endCardId);
            setError(undefined);
          }}
        />
        <EndCardPreview endCardId={chosen} posterUrl={video.thumbnailUrl} />
      </Stack>
      <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 3 }}>
        <Button onClick={() => navigate(editorPath)} disabled={saving}>
          Cancel
        </Button>
        {canChange && (
          <Button variant="contained" disabled={saving || chosen === saved} onClick={() => void save()}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        )}
      </Stack>
    </VideoSettingsFrame>
  );
}
