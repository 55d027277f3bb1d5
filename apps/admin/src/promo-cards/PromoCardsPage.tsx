import { characterLength, Permission, PROMO_CARD_DURATION_MS, PROMO_LABEL_MAX } from '@framehouse/domain';
import type { PromotedContentSettingsFieldsFragment } from '@framehouse/sdk';
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { LoadGate } from '../components/LoadGate';
import { VideoSettingsFrame } from '../components/VideoSettingsFrame';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { promoCardsApi } from './promo-cards-data';
import {
  isPromoCardsChanged,
  promoCardsSave,
  promoLabelProblem,
  type PromoCardsForm,
} from './promo-cards-form';

/** Ours: the spec names no success text. */
const SAVED = 'Promo cards settings have been saved.';
const CARD_SECONDS = PROMO_CARD_DURATION_MS / 1000;

/**
 * /video/{videoId}/promo-cards (video-area §2 "Promo cards"): the toggle, and while it is on the intro
 * and outro options and the cards' label. Save sends the settings, or the disable action when the
 * toggle is off. Read-only without CHANGE_VIDEO.
 */
export function PromoCardsPage() {
  const { videoId = '' } = useParams();
  const load = useCallback(() => promoCardsApi.settings(videoId), [videoId]);
  const { data: settings, error, loading, reload } = useLoaded(load);

  return (
    <LoadGate loading={loading} error={error} data={settings}>
      {(loaded) => (
        <PromoCardsEditor key={JSON.stringify(loaded)} videoId={videoId} saved={loaded} onSaved={reload} />
      )}
    </LoadGate>
  );
}

function PromoCardsEditor({
  videoId,
  saved,
  onSaved,
}: {
  videoId: string;
  saved: PromotedContentSettingsFieldsFragment;
  onSaved: () => Promise<unknown>;
}) {
  const canChange = useHasPermissions(Permission.CHANGE_VIDEO);
  const call = useApiCall();
  const notify = useNotify();
  const [form, setForm] = useState<PromoCardsForm>(saved);
  const [labelTouched, setLabelTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const labelProblem = promoLabelProblem(form);
  const readOnly = !canChange || pending;

  const save = async () => {
    setLabelTouched(true);
    if (labelProblem) return;
    setPending(true);
    setError(undefined);
    const request = promoCardsSave(form);
    try {
      await call(() =>
        request.action === 'disable'
          ? promoCardsApi.disable(videoId)
          : promoCardsApi.update(videoId, request.settings),
      );
      await onSaved();
      notify(SAVED, { type: 'success' });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setPending(false);
    }
  };

  const showLabelProblem = labelTouched && labelProblem;
  return (
    <VideoSettingsFrame videoId={videoId} title="Promo cards" canChange={canChange} error={error}>
      <FormControlLabel
        control={
          <Switch
            checked={form.promoteObjects}
            disabled={readOnly}
            onChange={(event) => setForm({ ...form, promoteObjects: event.target.checked })}
          />
        }
        label="Promo cards"
      />
      <FormHelperText sx={{ mt: 0, mb: 2 }}>
        Cards of the video&apos;s promoted objects show over the player.
      </FormHelperText>
      {form.promoteObjects && (
        <Stack spacing={3}>
          <FormControl component="fieldset" disabled={readOnly}>
            <FormLabel component="legend">Show the cards</FormLabel>
            <FormGroup>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.promoteAtStart}
                    onChange={(event) => setForm({ ...form, promoteAtStart: event.target.checked })}
                  />
                }
                label={`At intro (the first ${CARD_SECONDS} seconds)`}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.promoteAtEnd}
                    onChange={(event) => setForm({ ...form, promoteAtEnd: event.target.checked })}
                  />
                }
                label={`At outro (the last ${CARD_SECONDS} seconds)`}
              />
            </FormGroup>
          </FormControl>
          <TextField
            label="Label"
            value={form.promotedObjectsLabel}
            disabled={readOnly}
            required
            onChange={(event) => {
              setLabelTouched(true);
              setForm({ ...form, promotedObjectsLabel: event.target.value });
            }}
            error={!!showLabelProblem}
            helperText={
              showLabelProblem ||
              `The heading of the cards (${characterLength(form.promotedObjectsLabel.trim())}/${PROMO_LABEL_MAX})`
            }
          />
        </Stack>
      )}
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 3 }}>
        <Button
          variant="contained"
          disabled={readOnly || !isPromoCardsChanged(saved, form)}
          onClick={() => void save()}
        >
          Save
        </Button>
      </Stack>
    </VideoSettingsFrame>
  );
}
