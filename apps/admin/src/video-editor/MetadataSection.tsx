import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '@framehouse/domain';
import { TextField } from '@mui/material';
import { EditorSection } from './EditorSection';
import type { VideoEditorForm } from './use-video-editor-form';
import type { EditorField } from './video-editor-form';

/** Title (required, 256) and description (5000); read-only where the member or the status does not allow editing. */
export function MetadataSection({
  form,
  editable,
}: {
  form: VideoEditorForm;
  editable: ReadonlySet<EditorField>;
}) {
  const { values, errors, setField } = form;
  return (
    <EditorSection title="Details">
      <TextField
        label="Title"
        required
        fullWidth
        value={values.title}
        onChange={(event) => setField('title', event.target.value)}
        error={!!errors.title}
        helperText={errors.title ?? `${values.title.length}/${VIDEO_TITLE_MAX}`}
        slotProps={{ input: { readOnly: !editable.has('title') } }}
      />
      <TextField
        label="Description"
        fullWidth
        multiline
        minRows={3}
        maxRows={12}
        value={values.description}
        onChange={(event) => setField('description', event.target.value)}
        error={!!errors.description}
        helperText={errors.description ?? `${values.description.length}/${VIDEO_DESCRIPTION_MAX}`}
        slotProps={{ input: { readOnly: !editable.has('description') } }}
      />
    </EditorSection>
  );
}
