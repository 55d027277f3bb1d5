import { CardOrientation, Permission, type PlayerCustomEndCard } from '@framehouse/domain';
import { TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EditorLoadState } from './CtaEditorStates';
import { customCodeProblems, endCardFieldOf } from './end-card-form';
import { FormSection, TrimmedTextField } from './OverlayFields';
import { OverlayEditorFrame } from './OverlayEditorFrame';
import { EndCardPreview } from './OverlayPreviews';
import { overlaysApi } from './overlays-data';
import { END_CARDS_BACK, END_CARDS_LIST_PATH } from './overlays-routes';
import { payloadProblems } from './payload-problems';
import { useFormEdits, useOverlayEditor } from './use-overlay-editor';

interface CustomCodeForm {
  name: string;
  customCode: string;
}

type Field = keyof CustomCodeForm;

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
  const editor = useOverlayEditor({
    id: endCardId,
    empty: EMPTY,
    load: overlaysApi.endCard,
    formOf,
    permissions: { create: Permission.CREATE_END_CARD, change: Permission.CHANGE_END_CARD },
  });
  const { form, saving } = editor;
  const [formError, setFormError] = useState<string>();
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

  const { shown, change, problemOf, readOnly } = useFormEdits<CustomCodeForm, Field>(
    editor,
    customCodeProblems,
    {
      touchEdited: false,
    },
  );

  if (!form) return <EditorLoadState failed={editor.failed} />;

  const save = async () => {
    setFormError(undefined);
    if (!shown.check()) return;
    const input = { name: form.name.trim(), customCode: form.customCode };
    const failure = await editor.save({
      create: () => overlaysApi.createEndCard(input),
      update: (id) => overlaysApi.updateEndCard(id, input),
      editPath: (created) => `/end-card/custom-code/${created.id}`,
    });
    if (!failure) return;
    const { fields, form: other } = payloadProblems<Field>(failure, (apiField) => {
      const field = endCardFieldOf(apiField);
      return field === 'name' || field === 'customCode' ? field : undefined;
    });
    shown.setRefused(fields);
    setFormError(other);
  };

  return (
    <OverlayEditorFrame
      back={{ to: END_CARDS_BACK.backTo, label: END_CARDS_BACK.backLabel }}
      title={endCardId ? 'Edit custom code end card' : 'New custom code end card'}
      error={formError}
      saveLabel={saving ? 'Saving...' : 'Save'}
      saveDisabled={readOnly}
      onCancel={() => editor.navigate(END_CARDS_LIST_PATH)}
      onSave={() => void save()}
      preview={<EndCardPreview card={preview} orientation={CardOrientation.HORIZONTAL} />}
    >
      <FormSection title="End card">
        <TrimmedTextField
          label="Name"
          required
          value={form.name}
          problem={problemOf('name')}
          disabled={readOnly}
          onChange={(name) => change({ name })}
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
