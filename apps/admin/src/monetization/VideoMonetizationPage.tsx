import { AdDensity, AdLocation, AdType, Permission, ValidationMessages } from '@framehouse/domain';
import type { VideoMonetizationFieldsFragment, VideoMonetizationInput } from '@framehouse/sdk';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputLabel,
  Link as MuiLink,
  MenuItem,
  Select,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadGate } from '../components/LoadGate';
import { VideoSettingsFrame } from '../components/VideoSettingsFrame';
import { enumMember } from '../enum-member';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { AD_LOCATION_HINTS, AD_LOCATION_LABELS, AD_TYPE_LABELS, adDensityLabel } from './ad-settings-labels';
import { monetizationApi } from './monetization-data';
import {
  adSettingsFormOf,
  adSettingsInput,
  adSourceOptions,
  availableSource,
  isAdSettingsChanged,
  withLocation,
  type AdSettingsForm,
  type AdSourceOption,
  type AdTag,
} from './monetization-form';

/** The spec's help text of "Source of ads" (video-area §2). */
const SOURCE_HELP =
  'Select the ad tag that will be used to monetize the video. Choose default to use the organization default ad tag.';
/** Ours: the spec names no success texts. */
const MESSAGES = {
  saved: 'Monetization settings have been saved.',
  enabled: 'Monetization has been turned on for this video.',
  disabled: 'Monetization has been turned off for this video.',
};
const ORGANIZATION_MONETIZATION_PATH = '/organization/monetization';

/** What the page needs: the video's monetization and the organization's switch and ad tags. */
async function loadPage(videoId: string) {
  const [monetization, organization] = await Promise.all([
    monetizationApi.videoMonetization(videoId),
    monetizationApi.organizationSettings(),
  ]);
  return {
    monetization,
    organizationEnabled: organization?.isMonetizationEnabled ?? false,
    tags: organization?.monetizationSettings ?? [],
  };
}

function SourceOption({ option }: { option: AdSourceOption }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <span>{option.label}</span>
      {option.isDefaultTag && <Chip label="default" size="small" color="primary" />}
    </Stack>
  );
}

/**
 * /video/{videoId}/monetization (video-area §2 "Per-video monetization"). The switch acts at once
 * (turning it off after a confirmation); the source of ads, ad type, density and locations are a form
 * with Cancel and Save. Every switch is disabled while the organization's monetization is off, and
 * everything is read-only without CHANGE_VIDEO.
 */
export function VideoMonetizationPage() {
  const { videoId = '' } = useParams();
  const load = useCallback(() => loadPage(videoId), [videoId]);
  const { data, error, loading, reload } = useLoaded(load);

  return (
    <LoadGate
      loading={loading}
      error={error}
      // A video without its monetization is not found either.
      data={data?.monetization ? { ...data, monetization: data.monetization } : undefined}
    >
      {(loaded) => (
        <VideoMonetizationForm
          // A new form state when the saved settings change (after Save), not when only the switch does.
          key={JSON.stringify(adSettingsFormOf(loaded.monetization))}
          videoId={videoId}
          monetization={loaded.monetization}
          organizationEnabled={loaded.organizationEnabled}
          tags={loaded.tags}
          onSaved={reload}
        />
      )}
    </LoadGate>
  );
}

function VideoMonetizationForm({
  videoId,
  monetization,
  organizationEnabled,
  tags,
  onSaved,
}: {
  videoId: string;
  monetization: VideoMonetizationFieldsFragment;
  organizationEnabled: boolean;
  tags: readonly AdTag[];
  onSaved: () => Promise<unknown>;
}) {
  const canChange = useHasPermissions(Permission.CHANGE_VIDEO);
  const canManageOrganization = useHasPermissions(
    Permission.MANAGE_ORGANIZATION,
    Permission.CHANGE_ORGANIZATION_MONETIZATION,
  );
  const call = useApiCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const options = adSourceOptions(tags);
  const [saved] = useState<AdSettingsForm>(() => {
    const form = adSettingsFormOf(monetization);
    return { ...form, source: availableSource(form.source, options) };
  });
  const [form, setForm] = useState(saved);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const editorPath = `/video/${videoId}`;
  const enabled = monetization.isMonetizationEnabled;
  const changed = isAdSettingsChanged(saved, form);

  const update = async (input: VideoMonetizationInput, success: string) => {
    setPending(true);
    setError(undefined);
    try {
      await call(() => monetizationApi.updateVideoMonetization(videoId, input));
      setConfirmingOff(false);
      await onSaved();
      notify(success, { type: 'success' });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setPending(false);
    }
  };

  const readOnly = !canChange || pending;
  const midroll = form.adLocation.includes(AdLocation.MIDROLL);

  return (
    <VideoSettingsFrame
      videoId={videoId}
      title="Monetization"
      canChange={canChange}
      // A refusal to turn it off shows in the confirmation instead.
      error={confirmingOff ? undefined : error}
      notice={
        !organizationEnabled && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {ValidationMessages.organizationMonetizationDisabled}{' '}
            {canManageOrganization ? (
              <>
                Turn it on in the organization&apos;s{' '}
                <MuiLink component={Link} to={ORGANIZATION_MONETIZATION_PATH}>
                  Monetization settings
                </MuiLink>{' '}
                to monetize this video.
              </>
            ) : (
              'Ask an organization admin to turn it on to monetize this video.'
            )}
          </Alert>
        )
      }
    >
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={readOnly || !organizationEnabled}
            onChange={(event) => {
              if (event.target.checked) void update({ isMonetizationEnabled: true }, MESSAGES.enabled);
              else {
                setError(undefined);
                setConfirmingOff(true);
              }
            }}
          />
        }
        label="Video monetization"
      />
      <FormHelperText sx={{ mt: 0, mb: 3 }}>
        {enabled ? 'Ads play in this video.' : 'No ads play in this video.'}
      </FormHelperText>

      <Stack spacing={3}>
        <FormControl fullWidth disabled={readOnly}>
          <InputLabel id="ad-source-label">Source of ads</InputLabel>
          <Select
            labelId="ad-source-label"
            label="Source of ads"
            value={form.source}
            onChange={(event) => setForm({ ...form, source: event.target.value })}
            renderValue={(value) => {
              const option = options.find((candidate) => candidate.value === value);
              return option ? <SourceOption option={option} /> : null;
            }}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                <SourceOption option={option} />
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>{SOURCE_HELP}</FormHelperText>
        </FormControl>

        <FormControl fullWidth disabled={readOnly}>
          <InputLabel id="ad-type-label">Ad type</InputLabel>
          <Select
            labelId="ad-type-label"
            label="Ad type"
            value={form.adType}
            onChange={(event) => {
              const adType = enumMember(AdType, event.target.value);
              if (adType) setForm({ ...form, adType });
            }}
          >
            {Object.values(AdType).map((adType) => (
              <MenuItem key={adType} value={adType}>
                {AD_TYPE_LABELS[adType]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>

        <FormControl component="fieldset" disabled={readOnly}>
          <FormLabel component="legend">Ad locations</FormLabel>
          <FormGroup row>
            {Object.values(AdLocation).map((location) => (
              <FormControlLabel
                key={location}
                control={
                  <Checkbox
                    checked={form.adLocation.includes(location)}
                    onChange={(event) =>
                      setForm({
                        ...form,
                        adLocation: withLocation(form.adLocation, location, event.target.checked),
                      })
                    }
                  />
                }
                label={
                  <Box>
                    <Typography>{AD_LOCATION_LABELS[location]}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {AD_LOCATION_HINTS[location]}
                    </Typography>
                  </Box>
                }
                sx={{ mr: 4, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
              />
            ))}
          </FormGroup>
        </FormControl>

        <FormControl fullWidth disabled={readOnly || !midroll}>
          <InputLabel id="ad-density-label">Ad density</InputLabel>
          <Select
            labelId="ad-density-label"
            label="Ad density"
            value={form.adDensity}
            onChange={(event) => {
              const adDensity = enumMember(AdDensity, event.target.value);
              if (adDensity) setForm({ ...form, adDensity });
            }}
          >
            {Object.values(AdDensity).map((adDensity) => (
              <MenuItem key={adDensity} value={adDensity}>
                {adDensityLabel(adDensity)}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>
            {midroll ? 'How often midroll ads play.' : 'Applies to midroll ads: choose Midroll to set it.'}
          </FormHelperText>
        </FormControl>
      </Stack>

      <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 3 }}>
        <Button onClick={() => navigate(editorPath)} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={readOnly || !changed}
          onClick={() => void update(adSettingsInput(form), MESSAGES.saved)}
        >
          Save
        </Button>
      </Stack>

      {confirmingOff && (
        <ConfirmDialog
          title="Turn monetization off for this video?"
          confirmLabel="Turn off"
          pending={pending}
          error={error}
          onConfirm={() => void update({ isMonetizationEnabled: false }, MESSAGES.disabled)}
          onClose={() => {
            setConfirmingOff(false);
            setError(undefined);
          }}
        >
          Ads will no longer play in this video. Its source of ads and ad settings are kept.
        </ConfirmDialog>
      )}
    </VideoSettingsFrame>
  );
}
