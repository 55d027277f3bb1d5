import {
  IMAGE_CTA_EXTENSIONS,
  Permission,
  validateImageCtaImage,
  ValidationMessages,
} from '@framehouse/domain';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useUnsavedChangesPrompt } from '../components/UnsavedChangesDialog';
import { EditorLoadState } from './CtaEditorStates';
import {
  changedImageCtaInputOf,
  createImageCtaInputOf,
  EMPTY_IMAGE_CTA_FORM,
  imageCtaFormOf,
  imageCtaProblems,
  previewImageCtaOf,
  type ImageCtaForm,
} from './cta-forms';
import { ImageUpload } from './ImageUpload';
import { FormSection, TrimmedTextField } from './OverlayFields';
import { OverlayEditorFrame } from './OverlayEditorFrame';
import { ImageCtaPreview } from './OverlayPreviews';
import { overlaysApi } from './overlays-data';
import { backNavigationOf, CTAS_BACK } from './overlays-routes';
import { payloadProblems } from './payload-problems';
import { useFormEdits, useOverlayEditor } from './use-overlay-editor';

type Field = keyof ImageCtaForm;

/** The API's fields on the form's. */
const FIELD_OF: Record<string, Field> = { name: 'name', url: 'url', imageBase64: 'image' };

/**
 * The image CTA editor (overlays-distribution §2, §3, §5): /cta/new-image and /cta/image/{ctaId}. The
 * picture (.png, .svg, .webp, max 10 MB) is checked when chosen; the API re-encodes it or sanitizes an
 * SVG. An update sends only what changed.
 */
export function ImageCtaEditorPage() {
  const { ctaId } = useParams();
  const back = backNavigationOf(useLocation().state, CTAS_BACK);
  const editor = useOverlayEditor({
    id: ctaId,
    empty: EMPTY_IMAGE_CTA_FORM,
    load: overlaysApi.imageCta,
    formOf: imageCtaFormOf,
    permissions: { create: Permission.CREATE_CTA, change: Permission.CHANGE_CTA },
  });
  const { form, saved, dirty, saving } = editor;
  const [error, setError] = useState<string>();
  const { dialog, allowLeaving } = useUnsavedChangesPrompt(dirty && !saving);
  const { shown, change, problemOf, readOnly } = useFormEdits<ImageCtaForm, Field>(editor, imageCtaProblems, {
    touchEdited: true,
  });
  const preview = useMemo(() => (form ? previewImageCtaOf(form) : null), [form]);

  if (!form || !saved) return <EditorLoadState failed={editor.failed} />;

  const save = async () => {
    setError(undefined);
    if (!shown.check()) return;
    const failure = await editor.save({
      create: () => overlaysApi.createImageCta(createImageCtaInputOf(form)),
      update: (id) => overlaysApi.updateImageCta(id, changedImageCtaInputOf(saved, form)),
      editPath: (created) => `/cta/image/${created.id}`,
      state: back,
      beforeLeaving: allowLeaving,
    });
    if (!failure) return;
    const { fields, form: other } = payloadProblems<Field>(failure, (field) =>
      field ? FIELD_OF[field] : undefined,
    );
    shown.setRefused(fields);
    setError(other);
  };

  return (
    <>
      <OverlayEditorFrame
        back={{ to: back.backTo, label: back.backLabel }}
        title={ctaId ? 'Edit image CTA' : 'New image CTA'}
        error={error}
        saveLabel={saving ? 'Saving...' : 'Save'}
        saveDisabled={!dirty || readOnly}
        onCancel={() => editor.navigate(back.backTo)}
        onSave={() => void save()}
        preview={<ImageCtaPreview cta={preview} />}
      >
        <FormSection title="Image">
          <ImageUpload
            label={form.image ? 'Replace image' : 'Upload image'}
            accept={IMAGE_CTA_EXTENSIONS.join(',')}
            hint={`${ValidationMessages.imageCtaFormat}. ${ValidationMessages.imageMaxSize}`}
            image={form.image}
            error={problemOf('image')}
            disabled={readOnly}
            check={validateImageCtaImage}
            onPicture={({ dataUrl }) => change({ image: dataUrl })}
          />
        </FormSection>
        <FormSection title="Details">
          <TrimmedTextField
            label="Image name"
            required
            value={form.name}
            problem={problemOf('name')}
            disabled={readOnly}
            onChange={(name) => change({ name })}
          />
          <TrimmedTextField
            label="URL"
            value={form.url}
            problem={problemOf('url')}
            hint="Optional: https, mailto or tel"
            placeholder="https://"
            disabled={readOnly}
            onChange={(url) => change({ url })}
          />
        </FormSection>
      </OverlayEditorFrame>
      {dialog}
    </>
  );
}
