import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import { Button, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTagClipboard } from './tag-clipboard';
import { canPasteTags, pastedTags, type EditorField } from './video-editor-form';
import type { VideoStatus } from '@framehouse/domain';
import { EditorSection } from './EditorSection';
import { TagsInput } from './TagsInput';
import type { VideoEditorForm } from './use-video-editor-form';

/** Ours: the spec names no text for a copy. */
export const TAGS_COPIED_MESSAGE = 'Tags copied. Paste them into another video.';

/**
 * Tags and categories (internal tags). Copy keeps the tags in local storage; Paste adds the stored tags the
 * video lacks, offered only when there are such tags and the video is not Failed (spec §5).
 */
export function TagsSection({
  form,
  editable,
  status,
}: {
  form: VideoEditorForm;
  editable: ReadonlySet<EditorField>;
  status: VideoStatus | undefined;
}) {
  const notify = useNotify();
  const clipboard = useTagClipboard();
  const { values, errors, setField, setFieldError } = form;
  const canEditTags = editable.has('tags');

  const copy = () => {
    clipboard.copy(values.tags);
    notify(TAGS_COPIED_MESSAGE, { type: 'info' });
  };

  return (
    <EditorSection title="Tags and categories">
      <TagsInput
        label="Tags"
        kind="tag"
        tags={values.tags}
        readOnly={!canEditTags}
        error={errors.tags}
        onChange={(tags) => setField('tags', tags)}
        onError={(message) => setFieldError('tags', message)}
        actions={
          <Stack direction="row" spacing={0.5}>
            {values.tags.length > 0 && (
              <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
                Copy
              </Button>
            )}
            {canEditTags && canPasteTags(status, values.tags, clipboard.stored) && (
              <Button
                size="small"
                startIcon={<ContentPasteIcon />}
                onClick={() => setField('tags', pastedTags(values.tags, clipboard.stored))}
              >
                Paste
              </Button>
            )}
          </Stack>
        }
      />
      <TagsInput
        label="Categories"
        kind="category"
        tags={values.internalTags}
        readOnly={!editable.has('internalTags')}
        error={errors.internalTags}
        onChange={(tags) => setField('internalTags', tags)}
        onError={(message) => setFieldError('internalTags', message)}
      />
    </EditorSection>
  );
}
