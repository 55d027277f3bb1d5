import {
  MICROSITE_CUSTOM_HTML_ROWS,
  MICROSITE_DESCRIPTION_MAX,
  Permission,
  SECTION_POSITIONS,
} from '@framehouse/domain';
import { Box, Stack, TextField } from '@mui/material';
import { useCallback, useState } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccessFallback } from '../components/AccessFallback';
import { CopyButton } from '../components/CopyButton';
import { useUnsavedChangesPrompt } from '../components/UnsavedChangesDialog';
import { useHasPermissions } from '../hooks/current-user';
import { useDocumentTitle } from '../hooks/document-title';
import { useLoaded } from '../hooks/use-loaded';
import { EditorLoadState } from '../overlays/CtaEditorStates';
import { OverlayEditorFrame } from '../overlays/OverlayEditorFrame';
import { FormSection, SwitchField, TrimmedTextField } from '../overlays/OverlayFields';
import { useFormEdits, useOverlayEditor } from '../overlays/use-overlay-editor';
import { BrandingFields } from './BrandingFields';
import {
  counterText,
  editorFieldOf,
  editorFormOf,
  editorProblems,
  momentsLocationLabel,
  republishOf,
  saveProblems,
  sectionField,
  type MicrositeEditorField,
  type MicrositeEditorForm,
  type SectionForm,
  type StoredMicrosite,
} from './microsite-form';
import { RequiredFieldsNote } from './MicrositeFrame';
import { MicrositePreview } from './MicrositePreview';
import { micrositesApi } from './microsites-data';
import { MICROSITES_PATH, micrositeEditPath } from './microsites-routes';
import { SectionEditor } from './SectionEditor';

const BACK = { to: MICROSITES_PATH, label: 'Back to microsites' };

/** /microsite/{micrositeId}, with CHANGE_MICROSITE (§2, §6). */
export function MicrositeEditorPage() {
  useDocumentTitle('Microsite Editor');
  const { micrositeId = '' } = useParams();
  const { isPending } = usePermissions();
  const canChange = useHasPermissions(Permission.CHANGE_MICROSITE);
  if (isPending) return <Loading />;
  if (!canChange) return <AccessFallback />;
  return <MicrositeEditor key={micrositeId} id={micrositeId} />;
}

/** The blank form until the microsite is read (the frame needs one; it is never shown or saved). */
const UNREAD: MicrositeEditorForm = {
  title: '',
  description: '',
  momentsLocationTop: true,
  sections: [],
  logo: null,
  favicon: null,
  mainColor: '',
  googleAnalyticsId: '',
  googleAnalytics4Id: '',
  htmlCode: '',
};

/**
 * "Microsite Editor" (§2): the form beside its live preview. Details (title, description, the URL to
 * copy — it cannot change — and the moments location), the top, middle and bottom sections, Branding
 * and Tracking. Fields are checked when they are left (§5). Republish stores the microsite (a picture
 * only when a new one was chosen, a removed one through its delete call) and then the sections; the
 * API's refusals show under their fields. Leaving with changes asks first.
 */
function MicrositeEditor({ id }: { id: string }) {
  const editor = useOverlayEditor<StoredMicrosite, MicrositeEditorForm>({
    id,
    empty: UNREAD,
    load: micrositesApi.microsite,
    formOf: editorFormOf,
    permissions: { create: Permission.CREATE_MICROSITE, change: Permission.CHANGE_MICROSITE },
  });
  const { form, stored, dirty, saving } = editor;
  const { shown, change, problemOf, readOnly } = useFormEdits<MicrositeEditorForm, MicrositeEditorField>(
    editor,
    editorProblems,
    { touchEdited: false },
  );
  const { dialog } = useUnsavedChangesPrompt(dirty && !saving);
  const [error, setError] = useState<string>();
  const [pictureProblems, setPictureProblems] = useState<Partial<Record<'logo' | 'favicon', string>>>({});
  const loadPlaylists = useCallback(() => micrositesApi.playlistChoices(), []);
  const playlists = useLoaded(loadPlaylists).data;
  const loadPreview = useCallback(() => micrositesApi.previewItems(), []);
  const previewItems = useLoaded(loadPreview).data;

  if (!form || !stored) return <EditorLoadState failed={editor.failed} />;
  const leave = (field: MicrositeEditorField) => shown.touch([field]);

  const changeSection = (index: number, patch: Partial<SectionForm>) =>
    change({
      sections: form.sections.map((section, at) => (at === index ? { ...section, ...patch } : section)),
    });

  const republish = async () => {
    setError(undefined);
    if (!shown.check()) return;
    const failure = await editor.save({
      create: async () => undefined,
      update: (micrositeId) => micrositesApi.republish(micrositeId, republishOf(stored, form)),
      editPath: (microsite) => micrositeEditPath(microsite.id),
    });
    if (!failure) return;
    const problems = saveProblems(failure, editorFieldOf);
    shown.setRefused(problems.fields);
    setError(problems.form);
  };

  return (
    <>
      <OverlayEditorFrame
        back={BACK}
        title="Microsite Editor"
        error={error}
        saveLabel={saving ? 'Republishing…' : 'Republish'}
        saveDisabled={readOnly}
        onCancel={() => editor.navigate(MICROSITES_PATH)}
        onSave={() => void republish()}
        preview={<MicrositePreview form={form} domain={stored.domain} items={previewItems} />}
      >
        <RequiredFieldsNote />
        <FormSection title="Details">
          <TrimmedTextField
            label="Microsite title"
            required
            value={form.title}
            disabled={readOnly}
            problem={problemOf('title')}
            onChange={(title) => change({ title })}
            onBlur={() => leave('title')}
          />
          <TrimmedTextField
            label="Microsite description"
            value={form.description}
            disabled={readOnly}
            problem={problemOf('description')}
            hint={counterText(form.description, MICROSITE_DESCRIPTION_MAX)}
            onChange={(description) => change({ description })}
            onBlur={() => leave('description')}
          />
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              label="Microsite URL"
              value={stored.url}
              helperText="The URL cannot be changed after creation."
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Box sx={{ pb: 2.5 }}>
              <CopyButton text={stored.url} label="Copy the microsite URL" />
            </Box>
          </Stack>
          <SwitchField
            label={momentsLocationLabel(form.momentsLocationTop)}
            checked={form.momentsLocationTop}
            disabled={readOnly}
            onChange={(momentsLocationTop) => change({ momentsLocationTop })}
          />
        </FormSection>
        {SECTION_POSITIONS.map((position, index) => {
          const section = form.sections[index];
          if (!section) return null;
          return (
            <SectionEditor
              key={position}
              position={position}
              section={section}
              playlists={playlists}
              disabled={readOnly}
              problemOf={(name) => problemOf(sectionField(index, name))}
              onChange={(patch) => changeSection(index, patch)}
              onLeave={(name) => leave(sectionField(index, name))}
            />
          );
        })}
        <BrandingFields
          form={form}
          disabled={readOnly}
          problemOf={(field) =>
            (field === 'mainColor' ? undefined : pictureProblems[field]) ?? problemOf(field)
          }
          onChange={(patch) => {
            change(patch);
            if ('mainColor' in patch) leave('mainColor');
          }}
          onPictureProblem={(field, message) =>
            setPictureProblems((current) => ({ ...current, [field]: message }))
          }
        />
        <FormSection title="Tracking">
          <TrimmedTextField
            label="Google Analytics ID"
            placeholder="UA-XXXXXX-X"
            value={form.googleAnalyticsId}
            disabled={readOnly}
            problem={problemOf('googleAnalyticsId')}
            onChange={(googleAnalyticsId) => change({ googleAnalyticsId })}
            onBlur={() => leave('googleAnalyticsId')}
          />
          <TrimmedTextField
            label="Google Analytics 4 ID"
            placeholder="G-XXXXXXX"
            value={form.googleAnalytics4Id}
            disabled={readOnly}
            problem={problemOf('googleAnalytics4Id')}
            onChange={(googleAnalytics4Id) => change({ googleAnalytics4Id })}
            onBlur={() => leave('googleAnalytics4Id')}
          />
          <TextField
            label="Custom HTML"
            value={form.htmlCode}
            disabled={readOnly}
            multiline
            rows={MICROSITE_CUSTOM_HTML_ROWS}
            error={Boolean(problemOf('htmlCode'))}
            helperText={
              problemOf('htmlCode') ??
              'Added to every page of the public microsite (for example a chat or a consent banner). It never runs here.'
            }
            onChange={(event) => change({ htmlCode: event.target.value })}
            onBlur={() => leave('htmlCode')}
            slotProps={{ htmlInput: { spellCheck: false } }}
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
            fullWidth
          />
        </FormSection>
      </OverlayEditorFrame>
      {dialog}
    </>
  );
}
