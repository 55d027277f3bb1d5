import { ErrorCode } from '@framehouse/domain';
import { useCallback, useMemo, useState } from 'react';
import { apiErrorMessage, PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useNotifyError } from '../hooks/notify-error';
import type { VideoDetails } from '../videos/video-record';
import { videoEditorApi } from './video-editor-data';
import {
  changedFields,
  EDITOR_FIELDS,
  editorValuesOf,
  splitFieldErrors,
  updateVideoInputOf,
  validateEditorValues,
  type EditorField,
  type EditorValues,
  type FieldErrors,
} from './video-editor-form';

/**
 * The side panel's form: the saved values come from the video (kept fresh by polling and by reloads after
 * thumbnail changes), the draft holds only the fields the member changed, so a reload never undoes an
 * edit. Save sends the changed fields (updateVideo is partial); Cancel drops the draft.
 */
export function useVideoEditorForm(video: VideoDetails, reload: () => Promise<unknown>) {
  const apiCall = useApiCall();
  const notifyError = useNotifyError();
  const saved = useMemo(() => editorValuesOf(video), [video]);
  const [edits, setEdits] = useState<Partial<EditorValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // "Changes are saved" (spec §2) stays until the next edit.
  const [justSaved, setJustSaved] = useState(false);

  const values: EditorValues = useMemo(() => ({ ...saved, ...edits }), [saved, edits]);
  const changed = useMemo(() => changedFields(saved, values), [saved, values]);

  const setField = useCallback(<F extends EditorField>(field: F, value: EditorValues[F]) => {
    setEdits((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setJustSaved(false);
  }, []);

  /** Shows a refusal under its field before anything is sent (e.g. a tag over 60 characters). */
  const setFieldError = useCallback((field: EditorField, message: string | undefined) => {
    setErrors((previous) => ({ ...previous, [field]: message }));
  }, []);

  /** Drops the draft of one field (e.g. the selection of a thumbnail that was just deleted). */
  const resetField = useCallback((field: EditorField) => {
    setEdits(({ [field]: _dropped, ...rest }) => rest);
  }, []);

  const cancel = useCallback(() => {
    setEdits({});
    setErrors({});
  }, []);

  const save = useCallback(async () => {
    const problems = validateEditorValues(values, changed);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || changed.length === 0) return;
    setSaving(true);
    try {
      await apiCall(() => videoEditorApi.update(video.id, updateVideoInputOf(values, changed)));
      // When the video cannot be read back (its page says so), the draft keeps showing what was saved.
      if ((await reload()) === false) return;
      setEdits({});
      setJustSaved(true);
    } catch (error) {
      if (!(error instanceof PayloadError)) {
        notifyError(error);
        return;
      }
      const { fields, others } = splitFieldErrors(error.errors);
      const fieldErrors: FieldErrors = {};
      for (const field of EDITOR_FIELDS) {
        const fieldError = fields[field];
        if (!fieldError) continue;
        // The status refusal names the allowed statuses in the server's text (spec §4).
        const overrides = { [ErrorCode.INCORRECT_VIDEO_STATUS]: fieldError.messages[0] };
        fieldErrors[field] = apiErrorMessage(fieldError, overrides);
      }
      setErrors(fieldErrors);
      if (others.length > 0) notifyError(new PayloadError(others));
    } finally {
      setSaving(false);
    }
  }, [apiCall, changed, notifyError, reload, values, video.id]);

  return {
    values,
    saved,
    errors,
    changed,
    dirty: changed.length > 0,
    saving,
    justSaved,
    setField,
    setFieldError,
    resetField,
    cancel,
    save,
  };
}

export type VideoEditorForm = ReturnType<typeof useVideoEditorForm>;
