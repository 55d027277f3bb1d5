import {
  ContextMessages,
  IMAGE_CTA_EXTENSIONS,
  Permission,
  validateImageCtaImage,
  ValidationMessages,
  type ImageFile,
} from '@framehouse/domain';
import { TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useUnsavedChangesPrompt } from '../components/UnsavedChangesDialog';
import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { EditorLoadState } from './CtaEditorStates';
import {
  changedImageCtaInputOf,
  createImageCtaInputOf,
  EMPTY_IMAGE_CTA_FORM,
  imageCtaFormOf,
  imageCtaProblems,
  previewImageCtaOf,
  type ImageCtaForm,
  type ImageCtaProblems,
} from './cta-forms';
import { ImageUpload } from './ImageUpload';
import { FormSection } from './OverlayFields';
import { OverlayEditorFrame } from './OverlayEditorFrame';
import { ImageCtaPreview } from './OverlayPreviews';
import { overlaysApi } from './overlays-data';
import { backNavigationOf, CTAS_BACK } from './overlays-routes';
import { useOverlayEditor } from './use-overlay-editor';

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
  const location = useLocation();
  const back = backNavigationOf(location.state, CTAS_BACK);
  const canSave = useHasPermissions(ctaId ? Permission.CHANGE_CTA : Permission.CREATE_CTA);
  const call = useApiCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const editor = useOverlayEditor({
    id: ctaId,
    empty: EMPTY_IMAGE_CTA_FORM,
    load: overlaysApi.imageCta,
    formOf: imageCtaFormOf,
  });
  const { form, saved, dirty } = editor;
  const [chosenFile, setChosenFile] = useState<ImageFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [serverProblems, setServerProblems] = useState<ImageCtaProblems>({});
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { dialog, allowLeaving } = useUnsavedChangesPrompt(dirty && !saving);
  const problems = useMemo(() => (form ? imageCtaProblems(form, chosenFile) : {}), [form, chosenFile]);
  const preview = useMemo(() => (form ? previewImageCtaOf(form) : null), [form]);

  if (!form || !saved) return <EditorLoadState failed={editor.failed} />;

  const change = (patch: Partial<ImageCtaForm>) => {
    editor.setForm({ ...form, ...patch });
    setTouched((fields) => new Set([...fields, ...(Object.keys(patch) as Field[])]));
    setServerProblems({});
  };
  const problemOf = (field: Field) =>
    serverProblems[field] ?? (touched.has(field) ? problems[field] : undefined);
  const readOnly = !canSave || saving;

  const save = async () => {
    setError(undefined);
    if (Object.keys(problems).length > 0) {
      setTouched(new Set(Object.keys(problems) as Field[]));
      return;
    }
    setSaving(true);
    try {
      if (!ctaId) {
        const created = await call(() => overlaysApi.createImageCta(createImageCtaInputOf(form)));
        notify(ContextMessages.changesSaved, { type: 'success' });
        if (created) {
          allowLeaving();
          navigate(`/cta/image/${created.id}`, { replace: true, state: back });
        }
      } else {
        const updated = await call(() =>
          overlaysApi.updateImageCta(ctaId, changedImageCtaInputOf(saved, form)),
        );
        const stored = updated ?? (await call(() => overlaysApi.imageCta(ctaId)));
        if (stored) editor.markSaved(stored);
        setChosenFile(null);
        notify(ContextMessages.changesSaved, { type: 'success' });
      }
    } catch (failure) {
      if (failure instanceof PayloadError) {
        const fields: ImageCtaProblems = {};
        for (const entry of failure.errors) {
          const field = entry.field ? FIELD_OF[entry.field] : undefined;
          if (field) fields[field] ??= apiErrorMessage(entry);
        }
        setServerProblems(fields);
        if (Object.keys(fields).length === 0) setError(failure.message);
      } else setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <OverlayEditorFrame
        back={{ to: back.backTo, label: back.backLabel }}
        title={ctaId ? 'Edit image CTA' : 'New image CTA'}
        error={error}
        saveLabel={saving ? 'Saving...' : 'Save'}
        saveDisabled={!dirty || readOnly}
        onCancel={() => navigate(back.backTo)}
        onSave={() => void save()}
        preview={<ImageCtaPreview cta={preview} />}
      >
        <FormSection title="Image">
          <ImageUpload
            label={form.image ? 'Replace image' : 'Upload image'}
            accept={IMAGE_CTA_EXTENSIONS.join(',')}
            hint={`${ValidationMessages.imageCtaFormat}. ${ValidationMessages.imageMaxSize}`}
            image={form.image}
            error={fileProblem ?? problemOf('image')}
            disabled={readOnly}
            check={validateImageCtaImage}
            onProblem={setFileProblem}
            onPicture={({ dataUrl, file }) => {
              setFileProblem(undefined);
              setChosenFile(file);
              change({ image: dataUrl });
            }}
          />
        </FormSection>
        <FormSection title="Details">
          <TextField
            label="Image name"
            required
            value={form.name}
            disabled={readOnly}
            error={Boolean(problemOf('name'))}
            helperText={problemOf('name')}
            onChange={(event) => change({ name: event.target.value })}
            onBlur={() => form.name !== form.name.trim() && change({ name: form.name.trim() })}
            fullWidth
          />
          <TextField
            label="URL"
            value={form.url}
            disabled={readOnly}
            placeholder="https://"
            error={Boolean(problemOf('url'))}
            helperText={problemOf('url') ?? 'Optional: https, mailto or tel'}
            onChange={(event) => change({ url: event.target.value })}
            onBlur={() => form.url !== form.url.trim() && change({ url: form.url.trim() })}
            fullWidth
          />
        </FormSection>
      </OverlayEditorFrame>
      {dialog}
    </>
  );
}
