import {
  ContextMessages,
  PUBLISH_POLL_MS,
  PublishingTargetType,
  VideoOrigin,
  VideoStatus,
} from '@framehouse/domain';
import type { VideoPublishingFieldsFragment } from '@framehouse/sdk';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link as MuiLink,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { Loading } from 'react-admin';
import { enumMember } from '../enum-member';
import { useApiCall } from '../hooks/api-call';
import { useNotifyError } from '../hooks/notify-error';
import { useLoaded } from '../hooks/use-loaded';
import { youtubeApi } from '../youtube/youtube-data';
import {
  canSubmitPublish,
  linkAccountMessage,
  publishMessages,
  refusedCaptionMessages,
  resultsHeadline,
  scheduledDateOf,
  scheduleFieldState,
  shouldPollResults,
  targetOptions,
  youtubeResult,
  type TargetOption,
} from './publish-form';
import { publishingApi } from './publishing-data';

type VideoPublishing = VideoPublishingFieldsFragment;

interface Loaded {
  video: VideoPublishing;
  targets: Awaited<ReturnType<typeof publishingApi.targets>>;
  youtubeAccount: string | undefined;
}

/**
 * The Publish flow (spec §2 Publish page, §4 Publish flow, §5): step 1 picks the targets, the YouTube
 * category and an optional date; step 2 shows each target's result, polled every 3 s while a target is
 * uploading and the date is not in the future.
 */
export function PublishFlow({ videoId }: { videoId: string }) {
  const load = useCallback(async (): Promise<Loaded> => {
    const [video, targets, youtubeAccount] = await Promise.all([
      publishingApi.videoPublishing(videoId),
      publishingApi.targets(videoId),
      youtubeApi.accountName(),
    ]);
    if (!video) throw new Error(ContextMessages.mediaNotFound);
    return { video, targets, youtubeAccount };
  }, [videoId]);
  const { data, error, loading, reload } = useLoaded(load);
  const [result, setResult] = useState<{ video: VideoPublishing; scheduledDate: Date | null }>();

  if (loading) return <Loading />;
  if (error || !data) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadError}
      </Alert>
    );
  }
  if (result) return <PublishResults initial={result.video} scheduledDate={result.scheduledDate} />;
  return (
    <PublishStep
      loaded={data}
      reload={() => void reload()}
      onPublished={(video, scheduledDate) => setResult({ video, scheduledDate })}
    />
  );
}

function PublishStep({
  loaded,
  reload,
  onPublished,
}: {
  loaded: Loaded;
  reload: () => void;
  onPublished: (video: VideoPublishing, scheduledDate: Date | null) => void;
}) {
  const { video, targets, youtubeAccount } = loaded;
  const status = enumMember(VideoStatus, video.status);
  const origin = enumMember(VideoOrigin, video.origin);
  const apiCall = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const options = useMemo(
    () =>
      targetOptions({
        targets,
        publications: [...video.publications, ...video.externalPublications],
        origin,
      }),
    [targets, video, origin],
  );
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [category, setCategory] = useState('');
  const [dateValue, setDateValue] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [linking, setLinking] = useState(false);
  const selected = options.filter((option) => option.id !== null && selectedIds.has(option.id));
  const messages = publishMessages({ selected, youtubeCategory: category });
  const schedule = scheduleFieldState(status);
  const youtubeSelected = selected.some((option) => option.type === PublishingTargetType.YouTube);
  const categories = useLoaded(
    useCallback(() => (youtubeAccount ? youtubeApi.categories() : Promise.resolve([])), [youtubeAccount]),
  );

  const toggle = (id: string) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const link = async () => {
    setLinking(true);
    try {
      const answer = await apiCall(() => youtubeApi.authorize(video.id));
      if (answer.kind === 'alreadyAuthorized') {
        notify(ContextMessages.youtubeAlreadyAuthorized, { type: 'info' });
      } else {
        window.location.assign(answer.url);
      }
    } catch (failure) {
      notifyError(failure);
    } finally {
      setLinking(false);
    }
  };

  const unlink = async () => {
    setLinking(true);
    try {
      await apiCall(youtubeApi.revoke);
      notify(ContextMessages.youtubeUnlinked, { type: 'success' });
      reload();
    } catch {
      notify(ContextMessages.youtubeUnlinkFailed, { type: 'error', autoHideDuration: null });
    } finally {
      setLinking(false);
    }
  };

  const submit = async () => {
    setSubmitting(true);
    const scheduledDate = scheduledDateOf(dateValue);
    try {
      const published = await apiCall(() =>
        publishingApi.publish({
          id: video.id,
          publishingTargetIds: selected.flatMap((option) => (option.id ? [option.id] : [])),
          scheduledPublishDate: scheduledDate,
          youtubeCategory: youtubeSelected ? category : undefined,
        }),
      );
      if (published) onPublished(published, scheduledDate);
    } catch (failure) {
      notifyError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Publish
      </Typography>
      <Typography color="text.secondary">{video.title}</Typography>
      <Stack spacing={1} role="group" aria-label="Publishing targets">
        {options.map((option) => (
          <TargetRow
            key={option.id ?? `link-${option.type}`}
            option={option}
            checked={option.id !== null && selectedIds.has(option.id)}
            onToggle={() => option.id && toggle(option.id)}
            youtubeAccount={youtubeAccount}
            linking={linking}
            onLink={() => void link()}
            onUnlink={() => void unlink()}
          />
        ))}
      </Stack>
      {youtubeSelected && (
        <TextField
          select
          label="Video category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          sx={{ maxWidth: 360 }}
        >
          {(categories.data ?? []).map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        type="datetime-local"
        label="Schedule date"
        value={dateValue}
        onChange={(event) => setDateValue(event.target.value)}
        disabled={schedule.disabled}
        helperText={schedule.helperText ?? 'Leave empty or pick a past date to publish now.'}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 360 }}
      />
      {messages.map((message) => (
        <Alert key={message} severity="warning">
          {message}
        </Alert>
      ))}
      <Box>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!canSubmitPublish({ selectedCount: selected.length, messages, submitting, status })}
        >
          {submitting ? 'Publishing…' : 'Publish'}
        </Button>
      </Box>
    </Stack>
  );
}

function TargetRow({
  option,
  checked,
  onToggle,
  youtubeAccount,
  linking,
  onLink,
  onUnlink,
}: {
  option: TargetOption;
  checked: boolean;
  onToggle: () => void;
  youtubeAccount: string | undefined;
  linking: boolean;
  onLink: () => void;
  onUnlink: () => void;
}) {
  const isYouTube = option.type === PublishingTargetType.YouTube;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={onToggle} />}
          label={option.label}
          disabled={option.needsLink || !!option.lockedReason}
        />
        {isYouTube && option.needsLink && !option.lockedReason && (
          <Button variant="outlined" size="small" onClick={onLink} disabled={linking}>
            Link
          </Button>
        )}
        {isYouTube && !option.needsLink && (
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="body2" color="text.secondary">
              {option.accountName ?? youtubeAccount}
            </Typography>
            {/* Unlinking revokes the member's own account only. */}
            {youtubeAccount !== undefined && youtubeAccount === option.accountName && (
              <Button size="small" onClick={onUnlink} disabled={linking}>
                Unlink
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {option.needsLink && !option.lockedReason && (
        <Typography variant="body2" color="warning.main">
          {linkAccountMessage(option.label)}
        </Typography>
      )}
      {option.lockedReason && (
        <Typography variant="body2" color="text.secondary">
          {option.lockedReason}
        </Typography>
      )}
      {option.scheduledPublishDate && (
        <Typography variant="body2" color="text.secondary">
          Scheduled date: {new Date(option.scheduledPublishDate).toLocaleString()}
        </Typography>
      )}
      {option.warnings.map((warning) => (
        <Typography key={warning} variant="body2" color="warning.main">
          {warning}
        </Typography>
      ))}
    </Box>
  );
}

/** Step 2: each target's result; polled while a target uploads and the date is not in the future. */
function PublishResults({
  initial,
  scheduledDate,
}: {
  initial: VideoPublishing;
  scheduledDate: Date | null;
}) {
  const [video, setVideo] = useState(initial);
  const apiCall = useApiCall();
  const notify = useNotify();
  const polling = shouldPollResults(video.externalPublications, scheduledDate);

  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => {
      // A failed read keeps the results shown and says so (spec §8; toasts are not repeated).
      void apiCall(() => publishingApi.videoPublishing(video.id)).then(
        (next) => next && setVideo(next),
        () => notify(ContextMessages.metadataFetchFailed, { type: 'error', autoHideDuration: null }),
      );
    }, PUBLISH_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, apiCall, notify, video.id]);

  const { headline, listTitle } = resultsHeadline(scheduledDate !== null);
  return (
    <Stack spacing={2} aria-live="polite">
      <Typography variant="h5" component="h2">
        {headline}
      </Typography>
      {scheduledDate && (
        <Typography>
          Scheduled date: <strong>{scheduledDate.toLocaleString()}</strong>
        </Typography>
      )}
      <Typography variant="subtitle1">{listTitle}</Typography>
      <Stack spacing={1} component="ul" sx={{ pl: 2, m: 0 }}>
        {video.publications.map((publication) => (
          <li key={publication.id}>
            <Typography variant="body2" component="span">
              Self publication:{' '}
            </Typography>
            {publication.publicUrl ? (
              <MuiLink href={publication.publicUrl} target="_blank" rel="noopener">
                {publication.publicUrl}
              </MuiLink>
            ) : (
              <Typography variant="body2" component="span">
                {scheduledDate ? 'Scheduled' : 'Pending'}
              </Typography>
            )}
          </li>
        ))}
        {video.externalPublications.map((publication) => {
          const outcome = youtubeResult(publication);
          return (
            <li key={publication.id}>
              <Typography variant="body2" component="span">
                YouTube ({publication.uploadStatus}):{' '}
              </Typography>
              {outcome.kind === 'link' && (
                <MuiLink href={outcome.url} target="_blank" rel="noopener">
                  {outcome.url}
                </MuiLink>
              )}
              {(outcome.kind === 'failed' || outcome.kind === 'noLink') && (
                <Typography
                  variant="body2"
                  component="span"
                  color={outcome.kind === 'failed' ? 'error' : 'text.secondary'}
                >
                  {outcome.text}
                </Typography>
              )}
              {outcome.kind === 'failed' && outcome.reason && (
                <Typography variant="body2" color="error">
                  {outcome.reason}
                </Typography>
              )}
              {outcome.kind === 'pending' && scheduledDate === null && (
                <Typography variant="body2" component="span" color="text.secondary">
                  Uploading…
                </Typography>
              )}
              {refusedCaptionMessages(publication).map((message) => (
                <Alert key={message} severity="warning" sx={{ mt: 0.5 }}>
                  {message}
                </Alert>
              ))}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
