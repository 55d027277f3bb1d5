import { CardOrientation, ContextMessages, Permission, type PlayerCustomEndCard } from '@framehouse/domain';
import { TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { EditorLoadState } from './CtaEditorStates';
import { customCodeProblems, endCardFieldOf } from './end-card-form';
import { FormSection } from './OverlayFields';
import { OverlayEditorFrame } from './OverlayEditorFrame';
import { EndCardPreview } from './OverlayPreviews';
import { overlaysApi } from './overlays-data';
import { END_CARDS_BACK, END_CARDS_LIST_PATH } from './overlays-routes';
import { useOverlayEditor } from './use-overlay-editor';

interface CustomCodeForm {
  name: string;
  customCode: string;
}

const EMPTY: CustomCodeForm = { name: '', customCode: '' };
const formOf = (card: { name: string; customCode: string | null }): CustomCodeForm => ({
  name: card.name,
  customCode: card.customCode ?? '',
});

/** Ours: the preview runs the code once typing pauses, not at every key. */
const PREVIEW_DELAY_MS = 600;

/**
 * The custom-code end card editor (overlays-distribution §2): /end-card/new-custom-code and
 * /end-card/custom-code/{endCardId}: name and custom code, with a live preview in the renderer's
 * sandboxed frame, and the way back to the end cards list.
 */
export function CustomCodeEndCardPage() {
  const { endCardId } = useParams();
  const canSave = useHasPermissions(endCardId ? Permission.CHANGE_END_CARD : Permission.CREATE_END_CARD);
  const call = useApiCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const editor = useOverlayEditor({ id: endCardId, empty: EMPTY, load: overlaysApi.endCard, formOf });
  const { form } = editor;
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblems, setServerProblems] = useState<
    Partial<Record<'name' | 'customCode' | 'form', string>>
  >({});
  const [saving, setSaving] = useState(false);
  const [previewCode, setPreviewCode] = useState<string>();

  const code = form?.customCode;
  useEffect(() => {
    if (code === undefined) return;
    const timer = window.setTimeout(
      () => setPreviewCode(code),
      previewCode === undefined ? 0 : PREVIEW_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // Only the code restarts the delay.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [code]);
  const preview = useMemo<PlayerCustomEndCard | null>(
    () => (previewCode ? { kind: 'custom', id: 'preview', customCode: previewCode } : null),
    [previewCode],
  );

  if (!form) return <EditorLoadState failed={editor.failed} />;
  const problems = customCodeProblems(form);
  const problemOf = (field: 'name' | 'customCode') =>
    serverProblems[field] ?? (showProblems ? problems[field] : undefined);
  const readOnly = !canSave || saving;
  const change = (patch: Partial<CustomCodeForm>) => {
    editor.setForm({ ...form, ...patch });
    setServerProblems({});
  };

  const save = async () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const input = { name: form.name.trim(), customCode: form.customCode };
      if (!endCardId) {
        const created = await call(() => overlaysApi.createEndCard(input));
        notify(ContextMessages.changesSaved, { type: 'success' });
        if (created) navigate(`/end-card/custom-code/${created.id}`, { replace: true });
      } else {
        const updated = await call(() => overlaysApi.updateEndCard(endCardId, input));
        if (updated) editor.markSaved(updated);
        notify(ContextMessages.changesSaved, { type: 'success' });
      }
    } catch (failure) {
      const found: typeof serverProblems = {};
      if (failure instanceof PayloadError) {
        for (const entry of failure.errors) {
          const field = endCardFieldOf(entry.field);
          const key = field === 'name' || field === 'customCode' ? field : 'form';
          found[key] ??= apiErrorMessage(entry);
        }
      } else found.form = errorMessageOf(failure);
      setServerProblems(found);
    } finally {
      setSaving(false);
    }
  };

  return (
    <OverlayEditorFrame
      back={{ to: END_CARDS_BACK.backTo, label: END_CARDS_BACK.backLabel }}
      title={endCardId ? 'Edit custom code end card' : 'New custom code end card'}
      error={serverProblems.form}
      saveLabel={saving ? 'Saving...' : 'Save'}
      saveDisabled={readOnly}
      onCancel={() => navigate(END_CARDS_LIST_PATH)}
      onSave={() => void save()}
      preview={<EndCardPreview card={preview} orientation={CardOrientation.HORIZONTAL} />}
    >
      <FormSection title="End card">
        <TextField
          label="Name"
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
          label="Custom code"
          required
          multiline
          minRows={14}
          maxRows={30}
          value={form.customCode}
          disabled={readOnly}
          error={Boolean(problemOf('customCode'))}
          helperText={problemOf('customCode') ?? 'HTML, CSS and JavaScript; it runs in a sandboxed frame.'}
          onChange={(event) => change({ customCode: event.target.value })}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 },
            },
          }}
          fullWidth
        />
      </FormSection>
    </OverlayEditorFrame>
  );
}
