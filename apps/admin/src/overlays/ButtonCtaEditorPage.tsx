import {
  BUTTON_CTA_BORDER_WIDTH_MAX,
  BUTTON_CTA_FONT_SIZE_MAX,
  BUTTON_CTA_FONT_SIZE_MIN,
  BUTTON_CTA_OPACITY_MIN,
  BUTTON_CTA_OPACITY_STEP,
  BUTTON_CTA_ROUND_RADIUS,
  CtaIconName,
  DEFAULT_BUTTON_CTA_FORM,
  Permission,
  type ButtonCtaForm,
} from '@framehouse/domain';
import { CTA_ICONS } from '@framehouse/player-ui';
import { ListItemIcon, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useUnsavedChangesPrompt } from '../components/UnsavedChangesDialog';
import { EditorLoadState } from './CtaEditorStates';
import {
  BUTTON_CTA_TEXT_FIELDS,
  buttonCtaFormOfFields,
  buttonCtaInputOf,
  buttonCtaProblems,
  previewButtonCtaOf,
} from './cta-forms';
import {
  ColorField,
  ColorOpacityFields,
  FontFields,
  FormSection,
  NumberField,
  SwitchField,
  TrimmedTextField,
} from './OverlayFields';
import { OverlayEditorFrame } from './OverlayEditorFrame';
import { ButtonCtaPreview } from './OverlayPreviews';
import { overlaysApi } from './overlays-data';
import { backNavigationOf, CTAS_BACK } from './overlays-routes';
import { payloadProblems } from './payload-problems';
import { useFormEdits, useOverlayEditor } from './use-overlay-editor';

type Field = keyof ButtonCtaForm;

/**
 * The button CTA editor (overlays-distribution §2, §3, §5): /cta/new-button and /cta/button/{ctaId}.
 * Fields validate on change, texts are trimmed on blur; Save needs a change; a create replaces the
 * route with the edit route; leaving with changes asks first.
 */
export function ButtonCtaEditorPage() {
  const { ctaId } = useParams();
  const back = backNavigationOf(useLocation().state, CTAS_BACK);
  const editor = useOverlayEditor({
    id: ctaId,
    empty: DEFAULT_BUTTON_CTA_FORM,
    load: overlaysApi.buttonCta,
    formOf: buttonCtaFormOfFields,
    permissions: { create: Permission.CREATE_CTA, change: Permission.CHANGE_CTA },
  });
  const { form, dirty, saving } = editor;
  const [error, setError] = useState<string>();
  const { dialog, allowLeaving } = useUnsavedChangesPrompt(dirty && !saving);
  const { shown, change, problemOf, readOnly } = useFormEdits<ButtonCtaForm, Field>(
    editor,
    buttonCtaProblems,
    {
      touchEdited: true,
    },
  );
  const preview = useMemo(() => (form ? previewButtonCtaOf(form) : null), [form]);

  if (!form || !preview) return <EditorLoadState failed={editor.failed} />;

  const save = async () => {
    setError(undefined);
    if (!shown.check()) return;
    const input = buttonCtaInputOf(form);
    const failure = await editor.save({
      create: () => overlaysApi.createButtonCta(input),
      update: (id) => overlaysApi.updateButtonCta(id, input),
      editPath: (created) => `/cta/button/${created.id}`,
      state: back,
      beforeLeaving: allowLeaving,
    });
    if (!failure) return;
    const { fields, form: other } = payloadProblems<Field>(failure, (field) =>
      field && field in form ? (field as Field) : undefined,
    );
    shown.setRefused(fields);
    setError(other);
  };

  const text = (field: (typeof BUTTON_CTA_TEXT_FIELDS)[number], label: string, placeholder?: string) => (
    <TrimmedTextField
      label={label}
      required
      value={form[field]}
      disabled={readOnly}
      placeholder={placeholder}
      problem={problemOf(field)}
      onChange={(value) => change({ [field]: value })}
    />
  );

  return (
    <>
      <OverlayEditorFrame
        back={{ to: back.backTo, label: back.backLabel }}
        title={ctaId ? 'Edit button CTA' : 'New button CTA'}
        error={error}
        saveLabel={saving ? 'Saving...' : 'Save'}
        saveDisabled={!dirty || readOnly}
        onCancel={() => editor.navigate(back.backTo)}
        onSave={() => void save()}
        preview={<ButtonCtaPreview cta={preview} />}
      >
        <FormSection title="Button">
          {text('name', 'Button name')}
          {text('url', 'Button URL', 'https://')}
          {text('text', 'Button text')}
        </FormSection>
        <FormSection title="Text">
          <FontFields
            label="Font"
            family={form.fontFamily}
            weight={form.fontWeight}
            disabled={readOnly}
            onChange={({ family, weight }) => change({ fontFamily: family, fontWeight: weight })}
          />
          <Stack direction="row" spacing={2}>
            <NumberField
              label="Font size"
              value={form.fontSize}
              min={BUTTON_CTA_FONT_SIZE_MIN}
              max={BUTTON_CTA_FONT_SIZE_MAX}
              unit="px"
              disabled={readOnly}
              onChange={(fontSize) => change({ fontSize })}
            />
            <ColorField
              label="Font colour"
              value={form.fontColor}
              disabled={readOnly}
              onChange={(fontColor) => change({ fontColor })}
            />
          </Stack>
        </FormSection>
        <FormSection title="Background">
          <ColorOpacityFields
            label="Background colour"
            color={form.backgroundColor}
            opacity={form.backgroundOpacity}
            min={BUTTON_CTA_OPACITY_MIN}
            step={BUTTON_CTA_OPACITY_STEP}
            hint={`Min. ${BUTTON_CTA_OPACITY_MIN}%`}
            disabled={readOnly}
            onChange={({ color, opacity }) => change({ backgroundColor: color, backgroundOpacity: opacity })}
          />
        </FormSection>
        <FormSection title="Border">
          <Stack direction="row" spacing={2}>
            <NumberField
              label="Border width"
              value={form.borderWidth}
              min={0}
              max={BUTTON_CTA_BORDER_WIDTH_MAX}
              unit="px"
              hint={`Max. ${BUTTON_CTA_BORDER_WIDTH_MAX}px`}
              disabled={readOnly}
              onChange={(borderWidth) => change({ borderWidth })}
            />
            <NumberField
              label="Border radius"
              value={form.borderRadius}
              min={0}
              max={BUTTON_CTA_ROUND_RADIUS}
              unit="px"
              hint={`${BUTTON_CTA_ROUND_RADIUS}px: round`}
              disabled={readOnly}
              onChange={(borderRadius) => change({ borderRadius })}
            />
          </Stack>
          <ColorField
            label="Border colour"
            value={form.borderColor}
            disabled={readOnly}
            onChange={(borderColor) => change({ borderColor })}
          />
        </FormSection>
        <FormSection title="Icon">
          <SwitchField
            label="Has icon"
            checked={form.hasIcon}
            disabled={readOnly}
            onChange={(hasIcon) =>
              change({
                hasIcon,
                iconValue: hasIcon ? (form.iconValue ?? CtaIconName.ARROW_RIGHT) : form.iconValue,
              })
            }
          />
          {form.hasIcon && (
            <Stack direction="row" spacing={2}>
              <TextField
                select
                label="Icon"
                value={form.iconValue ?? ''}
                disabled={readOnly}
                error={Boolean(problemOf('iconValue'))}
                helperText={problemOf('iconValue')}
                onChange={(event) => change({ iconValue: event.target.value as CtaIconName })}
                fullWidth
              >
                {Object.values(CtaIconName).map((name) => {
                  const Icon = CTA_ICONS[name];
                  return (
                    <MenuItem key={name} value={name}>
                      <ListItemIcon sx={{ minWidth: 32, verticalAlign: 'middle' }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      {iconLabel(name)}
                    </MenuItem>
                  );
                })}
              </TextField>
              <ColorField
                label="Icon colour"
                value={form.iconColor}
                disabled={readOnly}
                onChange={(iconColor) => change({ iconColor })}
              />
            </Stack>
          )}
        </FormSection>
      </OverlayEditorFrame>
      {dialog}
    </>
  );
}

/** ARROW_RIGHT as "Arrow right". */
function iconLabel(name: CtaIconName): string {
  const words = name.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
