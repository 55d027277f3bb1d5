import {
  isVideoPublishable,
  MOMENT_DESCRIPTION_MAX,
  MOMENT_TITLE_MAX,
  Permission,
  VideoStatus,
  type TimeRange,
} from '@framehouse/domain';
import CodeIcon from '@mui/icons-material/Code';
import DeleteIcon from '@mui/icons-material/Delete';
import ShareIcon from '@mui/icons-material/Share';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { enumMember } from '../enum-member';
import { PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { EmbedDialog, ShareDialog } from '../publishing/ShareDialogs';
import { EditorSection } from '../video-editor/EditorSection';
import { changesMomentTags, flagUnpublishedChanges } from '../video-editor/leave-prompt';
import { EndCardSelect } from '../video-overlays/EndCardSelect';
import { useEndCardChoices } from '../video-overlays/use-end-card-choices';
import { TagsInput } from '../video-editor/TagsInput';
import { ThumbnailCarouselSection } from '../video-editor/ThumbnailsSection';
import {
  momentFieldErrors,
  momentFormValuesOf,
  sameFormValues,
  validateMomentForm,
  type MomentFormErrors,
  type MomentFormValues,
} from './moment-editor';
import { MomentAnalyticsButton } from './MomentAnalyticsButton';
import { MomentDownloadButton } from './MomentDownloadButton';
import { momentsApi, type Moment } from './moments-data';
import { TimestampInput } from './TimestampInput';

export interface MomentFormRights {
  /** Edit mode with CHANGE_MOMENT on an editable video: text, range, visibility, thumbnail selection. */
  change: boolean;
  delete: boolean;
  createThumbnail: boolean;
  deleteThumbnail: boolean;
}

interface MomentFormProps {
  moment: Moment;
  /** The range shown: the moment's, or the draft being moved (saved 1 s after the last change). */
  range: TimeRange;
  /** The range's problem: a rule of spec §5 broken by the draft, or the API's refusal. */
  rangeError?: string;
  durationMs: number;
  rights: MomentFormRights;
  onRangeText: (edge: 'start' | 'end', text: string) => void;
  onSaved: (moment: Moment) => void;
  onToggleVisible: (visible: boolean) => void;
  onDelete: () => void;
  /** Reads the moments again (after a thumbnail upload or delete). */
  reload: () => Promise<unknown>;
}

/**
 * The selected moment (spec §2 single-moment form): title, description, tags, categories and its end
 * card saved together; Start and End, visibility and thumbnails act at once; download, its analytics and
 * delete.
 */
export function MomentForm({
  moment,
  range,
  rangeError,
  durationMs,
  rights,
  onRangeText,
  onSaved,
  onToggleVisible,
  onDelete,
  reload,
}: MomentFormProps) {
  const apiCall = useApiCall();
  const canPublish = useHasPermissions(Permission.PUBLISH_VIDEO);
  const [sharing, setSharing] = useState<'share' | 'embed'>();
  const shareSubject = { kind: 'moment' as const, id: moment.id, videoId: moment.video.id };
  const videoStatus = enumMember(VideoStatus, moment.video.status);
  // The embed dialog publishes the video first when the member may and its status allows (spec §2).
  const embeddable =
    moment.isPublished ||
    (moment.visible && canPublish && videoStatus !== undefined && isVideoPublishable(videoStatus));
  const notifyError = useNotifyError();
  const saved = momentFormValuesOf(moment);
  const [values, setValues] = useState<MomentFormValues>(saved);
  const [errors, setErrors] = useState<MomentFormErrors>({});
  const [saving, setSaving] = useState(false);
  const dirty = !sameFormValues(values, saved);
  const endCards = useEndCardChoices();
  const readOnly = !rights.change;

  const set = <F extends keyof MomentFormValues>(field: F, value: MomentFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    const problems = validateMomentForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const updated = await apiCall(() => momentsApi.update(moment.id, values));
      if (updated) {
        const after = momentFormValuesOf(updated);
        // Edited tags or categories flag the video's unpublished changes while it is EDITED (spec §4).
        if (changesMomentTags(saved, after)) {
          flagUnpublishedChanges(
            window.localStorage,
            updated.video.id,
            enumMember(VideoStatus, updated.video.status),
          );
        }
        setValues(after);
        onSaved(updated);
      }
    } catch (error) {
      if (error instanceof PayloadError) {
        const { fields, others } = momentFieldErrors(error.errors);
        setErrors(fields);
        if (others.length > 0 || Object.keys(fields).length === 0) notifyError(error);
      } else notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <EditorSection
        title="Moment"
        action={
          <Stack direction="row" spacing={1} alignItems="center">
            <MomentDownloadButton momentId={moment.id} range={moment.timeRange} filename={moment.title} />
            <MomentAnalyticsButton moment={moment} />
            {moment.isPublished && (
              <Button size="small" startIcon={<ShareIcon />} onClick={() => setSharing('share')}>
                Share
              </Button>
            )}
            {embeddable && (
              <Button size="small" startIcon={<CodeIcon />} onClick={() => setSharing('embed')}>
                Embed
              </Button>
            )}
            {rights.delete && (
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
                Delete
              </Button>
            )}
          </Stack>
        }
      >
        <TextField
          label="Title"
          required
          size="small"
          value={values.title}
          disabled={readOnly}
          error={!!errors.title}
          helperText={errors.title}
          onChange={(event) => set('title', event.target.value)}
          slotProps={{ htmlInput: { maxLength: MOMENT_TITLE_MAX } }}
        />
        <TextField
          label="Description"
          size="small"
          multiline
          minRows={2}
          maxRows={8}
          value={values.description}
          disabled={readOnly}
          error={!!errors.description}
          helperText={errors.description ?? `${values.description.length}/${MOMENT_DESCRIPTION_MAX}`}
          onChange={(event) => set('description', event.target.value)}
          slotProps={{ htmlInput: { maxLength: MOMENT_DESCRIPTION_MAX } }}
        />
        <Stack direction="row" spacing={2} alignItems="flex-start" flexWrap="wrap" useFlexGap>
          <TimestampInput
            label="Start"
            valueMs={range.start}
            durationMs={durationMs}
            disabled={readOnly}
            error={!!rangeError}
            onChange={(text) => onRangeText('start', text)}
          />
          <TimestampInput
            label="End"
            valueMs={range.end}
            durationMs={durationMs}
            disabled={readOnly}
            error={!!rangeError}
            onChange={(text) => onRangeText('end', text)}
          />
          <FormControlLabel
            control={
              <Switch
                checked={moment.visible}
                disabled={readOnly}
                onChange={(event) => onToggleVisible(event.target.checked)}
              />
            }
            label="Visible"
          />
        </Stack>
        {rangeError && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: -1 }}>
            {rangeError}
          </Typography>
        )}
        <TagsInput
          label="Tags"
          kind="tag"
          tags={values.tags}
          readOnly={readOnly}
          error={errors.tags}
          onChange={(tags) => set('tags', tags)}
          onError={(message) => setErrors((current) => ({ ...current, tags: message }))}
        />
        <TagsInput
          label="Categories"
          kind="category"
          tags={values.internalTags}
          readOnly={readOnly}
          error={errors.internalTags}
          onChange={(tags) => set('internalTags', tags)}
          onError={(message) => setErrors((current) => ({ ...current, internalTags: message }))}
        />
        <EndCardSelect
          value={values.endCardId}
          cards={endCards}
          currentName={values.endCardId === moment.endCardId ? moment.endCard?.name : undefined}
          noneLabel="The video's end card"
          disabled={readOnly}
          error={errors.endCardId}
          helperText="Shown when the moment ends."
          onChange={(endCardId) => set('endCardId', endCardId)}
        />
        {!readOnly && (
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button
              disabled={!dirty || saving}
              onClick={() => {
                setValues(saved);
                setErrors({});
              }}
            >
              Cancel
            </Button>
            <Button variant="contained" disabled={!dirty || saving} onClick={() => void save()}>
              Save
            </Button>
          </Stack>
        )}
      </EditorSection>
      <ThumbnailCarouselSection
        thumbnails={moment.thumbnails}
        selectedId={moment.thumbnailId}
        canSelect={rights.change}
        canCreate={rights.change && rights.createThumbnail}
        canDelete={rights.change && rights.deleteThumbnail}
        onSelect={(thumbnailId) =>
          void apiCall(() => momentsApi.update(moment.id, { thumbnailId }))
            .then((updated) => updated && onSaved(updated))
            .catch(notifyError)
        }
        upload={(dataUrl) => momentsApi.createThumbnail(moment.id, dataUrl)}
        remove={(id) => momentsApi.deleteThumbnail(id)}
        reload={reload}
        note={
          moment.thumbnailId === null
            ? "The video's thumbnail is shown until one is selected."
            : `Thumbnail ${moment.thumbnails.findIndex((thumbnail) => thumbnail.id === moment.thumbnailId) + 1} of ${moment.thumbnails.length} is selected.`
        }
      />
      {sharing === 'share' && <ShareDialog subject={shareSubject} onClose={() => setSharing(undefined)} />}
      {sharing === 'embed' && <EmbedDialog subject={shareSubject} onClose={() => setSharing(undefined)} />}
    </Stack>
  );
}
