import {
  BACKGROUND_IMAGE_SIZE_MAX,
  BACKGROUND_IMAGE_SIZE_MIN,
  CardOrientation,
  CardSize,
  END_CARD_BORDER_RADIUS_MAX,
  END_CARD_BORDER_WIDTH_MAX,
  END_CARD_FONT_SIZE_MAX,
  END_CARD_FONT_SIZE_MIN,
  END_CARD_IMAGE_EXTENSIONS,
  END_CARD_OPACITY_MIN,
  END_CARD_OPACITY_STEP,
  HorizontalAlignment,
  Permission,
  PROMO_CODE_LABEL_MAX,
  PROMO_CODE_TEXT_MAX,
  validateEndCardImage,
  ValidationMessages,
  VerticalAlignment,
  type EndCardText,
  type PlayerButtonCta,
} from '@framehouse/domain';
import { CardType, CtaType } from '@framehouse/sdk';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useApiCall } from '../hooks/api-call';
import { playerButtonCtaOf } from '../video-overlays/player-overlays-of';
import { EditorLoadState } from './CtaEditorStates';
import {
  DEFAULT_END_CARD_FORM,
  endCardFieldOf,
  endCardFormOf,
  endCardInputOf,
  endCardProblems,
  previewEndCardOf,
  type EndCardForm,
  type EndCardField,
} from './end-card-form';
import { END_CARD_HINTS } from './end-card-hints';
import { ImageUpload } from './ImageUpload';
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
import { EndCardPreview } from './OverlayPreviews';
import { overlaysApi } from './overlays-data';
import { backNavigationOf, DASHBOARD_BACK, END_CARDS_LIST_PATH } from './overlays-routes';
import { payloadProblems } from './payload-problems';
import { useFormEdits, useOverlayEditor } from './use-overlay-editor';

const NO_BUTTON = '';

/** The choices of a select from an enumeration's values, shown as they read (HORIZONTAL: Horizontal). */
function choices(values: readonly string[]) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {value.length <= 3 ? value : value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()}
    </MenuItem>
  ));
}

/** The headline's or subline's fields. */
function TextFields({
  label,
  value,
  hint,
  problem,
  disabled,
  onChange,
}: {
  label: string;
  value: EndCardText;
  hint: string;
  problem?: string;
  disabled: boolean;
  onChange: (value: EndCardText) => void;
}) {
  return (
    <>
      <TrimmedTextField
        label={`${label} text`}
        required
        value={value.text}
        problem={problem}
        disabled={disabled}
        onChange={(text) => onChange({ ...value, text })}
      />
      <FontFields
        label={`${label} font`}
        family={value.font}
        weight={value.fontWeight}
        disabled={disabled}
        onChange={({ family, weight }) =>
          onChange({ ...value, font: family, fontWeight: weight as EndCardText['fontWeight'] })
        }
      />
      <Stack direction="row" spacing={2}>
        <NumberField
          label={`${label} font size`}
          value={value.fontSize}
          min={END_CARD_FONT_SIZE_MIN}
          max={END_CARD_FONT_SIZE_MAX}
          unit="px"
          hint={hint}
          disabled={disabled}
          onChange={(fontSize) => onChange({ ...value, fontSize })}
        />
        <ColorField
          label={`${label} colour`}
          value={value.color}
          disabled={disabled}
          onChange={(color) => onChange({ ...value, color })}
        />
      </Stack>
    </>
  );
}

/**
 * The end card visual builder (overlays-distribution §2, §3, §5, §7): /end-card/new and
 * /end-card/visual/{endCardId}. The side form beside the live preview (Videos, Moments, Widget); the back
 * link goes where the route state says (the dashboard by default), Cancel to the end cards list; a
 * create replaces the route with the edit route.
 */
export function EndCardBuilderPage() {
  const { endCardId } = useParams();
  const location = useLocation();
  const back = backNavigationOf(location.state, DASHBOARD_BACK);
  const call = useApiCall();
  const editor = useOverlayEditor({
    id: endCardId,
    empty: DEFAULT_END_CARD_FORM,
    load: overlaysApi.endCard,
    formOf: endCardFormOf,
    permissions: { create: Permission.CREATE_END_CARD, change: Permission.CHANGE_END_CARD },
  });
  const { form, saving } = editor;
  const [formError, setFormError] = useState<string>();
  const [buttonChoices, setButtonChoices] = useState<Array<{ id: string; name: string }>>([]);
  const [buttons, setButtons] = useState<ReadonlyMap<string, PlayerButtonCta>>(new Map());

  // The button CTAs to choose from (one page of the spec's 100).
  useEffect(() => {
    call(() => overlaysApi.ctas(1, CtaType.Button)).then(
      (ctas) => setButtonChoices(ctas.nodes),
      () => setButtonChoices([]),
    );
  }, [call]);

  // The chosen buttons as the preview draws them, each read once.
  const chosen = form ? [form.ctaButton1, form.ctaButton2].filter((id): id is string => Boolean(id)) : [];
  const missing = chosen.filter((id) => !buttons.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    for (const id of missing.split(',')) {
      call(() => overlaysApi.buttonCta(id)).then(
        (button) => {
          const player = button ? playerButtonCtaOf(button) : null;
          if (player) setButtons((current) => new Map(current).set(id, player));
        },
        () => undefined,
      );
    }
  }, [missing, call]);

  // The builder shows its problems from the first Save on (a new card starts empty).
  const { shown, change, problemOf, readOnly } = useFormEdits<EndCardForm, EndCardField>(
    editor,
    endCardProblems,
    {
      touchEdited: false,
    },
  );
  const preview = useMemo(() => (form ? previewEndCardOf(form, buttons) : null), [form, buttons]);

  if (!form || !preview) return <EditorLoadState failed={editor.failed} />;

  const save = async () => {
    setFormError(undefined);
    if (!shown.check()) return;
    const input = endCardInputOf(form);
    const failure = await editor.save({
      create: () => overlaysApi.createEndCard(input),
      update: (id) => overlaysApi.updateEndCard(id, input),
      editPath: (created) => `/end-card/visual/${created.id}`,
      state: location.state,
    });
    if (!failure) return;
    const { fields, form: other } = payloadProblems<EndCardField>(failure, (apiField) => {
      const field = endCardFieldOf(apiField);
      return field === 'form' || field === 'customCode' ? undefined : field;
    });
    shown.setRefused(fields);
    setFormError(other);
  };

  const formProblems = [formError, problemOf('ctaButton1'), problemOf('ctaButton2')].filter(Boolean);
  const buttonSelect = (field: 'ctaButton1' | 'ctaButton2', label: string) => (
    <TextField
      select
      label={label}
      value={form[field] ?? NO_BUTTON}
      disabled={readOnly}
      onChange={(event) => change({ [field]: event.target.value || null })}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      fullWidth
    >
      <MenuItem value={NO_BUTTON}>None</MenuItem>
      {/* A stored choice that is not on the page of choices is still shown by its name. */}
      {form[field] && !buttonChoices.some((choice) => choice.id === form[field]) && (
        <MenuItem value={form[field] ?? ''}>
          {(field === 'ctaButton1' ? editor.stored?.ctaButton1?.name : editor.stored?.ctaButton2?.name) ??
            '…'}
        </MenuItem>
      )}
      {buttonChoices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <OverlayEditorFrame
      back={{ to: back.backTo, label: back.backLabel }}
      title={endCardId ? 'Edit end card' : 'New end card'}
      error={formProblems.join(' ') || undefined}
      saveLabel={saving ? 'Saving...' : 'Save'}
      saveDisabled={readOnly}
      onCancel={() => editor.navigate(END_CARDS_LIST_PATH)}
      onSave={() => void save()}
      preview={
        <EndCardPreview
          card={preview}
          orientation={form.cardOrientation}
          mobile={editor.stored?.cardType === CardType.Legacy}
        />
      }
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
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="Orientation"
            value={form.cardOrientation}
            disabled={readOnly}
            onChange={(event) => change({ cardOrientation: event.target.value as CardOrientation })}
            fullWidth
          >
            {choices(Object.values(CardOrientation))}
          </TextField>
          <TextField
            select
            label="Size"
            value={form.cardSize}
            disabled={readOnly}
            onChange={(event) => change({ cardSize: event.target.value as CardSize })}
            fullWidth
          >
            {choices(Object.values(CardSize))}
          </TextField>
        </Stack>
      </FormSection>

      <FormSection title="Overlay">
        <ColorOpacityFields
          label="Overlay colour"
          color={form.overlay.color}
          opacity={form.overlay.opacity}
          min={END_CARD_OPACITY_MIN}
          step={END_CARD_OPACITY_STEP}
          hint={END_CARD_HINTS.opacity}
          disabled={readOnly}
          onChange={(overlay) => change({ overlay })}
        />
      </FormSection>

      <FormSection title="Background">
        <ColorOpacityFields
          label="Background colour"
          color={form.background.color}
          opacity={form.background.opacity}
          min={END_CARD_OPACITY_MIN}
          step={END_CARD_OPACITY_STEP}
          hint={END_CARD_HINTS.opacity}
          disabled={readOnly}
          onChange={(background) => change({ background })}
        />
        <SwitchField
          label="Background image"
          checked={form.backgroundImageEnabled}
          disabled={readOnly}
          onChange={(backgroundImageEnabled) => change({ backgroundImageEnabled })}
        />
        {form.backgroundImageEnabled && (
          <>
            <ImageUpload
              label={form.backgroundImage ? 'Replace image' : 'Upload image'}
              accept={END_CARD_IMAGE_EXTENSIONS.join(',')}
              hint={`${ValidationMessages.endCardImageFormat}. ${ValidationMessages.imageMaxSize}`}
              image={form.backgroundImage}
              error={problemOf('backgroundImage')}
              disabled={readOnly}
              check={validateEndCardImage}
              onPicture={({ dataUrl }) => change({ backgroundImage: dataUrl })}
            />
            <NumberField
              label="Image size"
              value={form.backgroundImageSettings.size}
              min={BACKGROUND_IMAGE_SIZE_MIN}
              max={BACKGROUND_IMAGE_SIZE_MAX}
              unit="%"
              disabled={readOnly}
              onChange={(size) =>
                change({ backgroundImageSettings: { ...form.backgroundImageSettings, size } })
              }
            />
            <Stack direction="row" spacing={2}>
              <TextField
                select
                label="Horizontal alignment"
                value={form.backgroundImageSettings.horizontal}
                disabled={readOnly}
                onChange={(event) =>
                  change({
                    backgroundImageSettings: {
                      ...form.backgroundImageSettings,
                      horizontal: event.target.value as HorizontalAlignment,
                    },
                  })
                }
                fullWidth
              >
                {choices(Object.values(HorizontalAlignment))}
              </TextField>
              <TextField
                select
                label="Vertical alignment"
                value={form.backgroundImageSettings.vertical}
                disabled={readOnly}
                onChange={(event) =>
                  change({
                    backgroundImageSettings: {
                      ...form.backgroundImageSettings,
                      vertical: event.target.value as VerticalAlignment,
                    },
                  })
                }
                fullWidth
              >
                {choices(Object.values(VerticalAlignment))}
              </TextField>
            </Stack>
          </>
        )}
      </FormSection>

      <FormSection title="Border">
        <Stack direction="row" spacing={2}>
          <NumberField
            label="Border width"
            value={form.border.width}
            min={0}
            max={END_CARD_BORDER_WIDTH_MAX}
            unit="px"
            hint={END_CARD_HINTS.borderWidth}
            disabled={readOnly}
            onChange={(width) => change({ border: { ...form.border, width } })}
          />
          <NumberField
            label="Border radius"
            value={form.border.radius}
            min={0}
            max={END_CARD_BORDER_RADIUS_MAX}
            unit="px"
            disabled={readOnly}
            onChange={(radius) => change({ border: { ...form.border, radius } })}
          />
        </Stack>
        <ColorField
          label="Border colour"
          value={form.border.color}
          disabled={readOnly}
          onChange={(color) => change({ border: { ...form.border, color } })}
        />
      </FormSection>

      <FormSection title="Video control buttons">
        <ColorField
          label="Icons colour"
          value={form.videoControlButtons.iconsColor}
          disabled={readOnly}
          onChange={(iconsColor) =>
            change({ videoControlButtons: { ...form.videoControlButtons, iconsColor } })
          }
        />
        <ColorOpacityFields
          label="Buttons background"
          color={form.videoControlButtons.backgroundColor}
          opacity={form.videoControlButtons.backgroundOpacity}
          min={END_CARD_OPACITY_MIN}
          step={END_CARD_OPACITY_STEP}
          hint={END_CARD_HINTS.opacity}
          disabled={readOnly}
          onChange={({ color, opacity }) =>
            change({
              videoControlButtons: {
                ...form.videoControlButtons,
                backgroundColor: color,
                backgroundOpacity: opacity,
              },
            })
          }
        />
      </FormSection>

      <FormSection title="Headline">
        <TextFields
          label="Headline"
          value={form.headline}
          hint={END_CARD_HINTS.headlineSize}
          problem={problemOf('headline')}
          disabled={readOnly}
          onChange={(headline) => change({ headline })}
        />
      </FormSection>

      <FormSection title="Subline">
        <SwitchField
          label="Subline"
          checked={form.sublineEnabled}
          disabled={readOnly}
          onChange={(sublineEnabled) => change({ sublineEnabled })}
        />
        {form.sublineEnabled && (
          <TextFields
            label="Subline"
            value={form.subline}
            hint={END_CARD_HINTS.sublineSize}
            problem={problemOf('subline')}
            disabled={readOnly}
            onChange={(subline) => change({ subline })}
          />
        )}
      </FormSection>

      <FormSection title="Buttons">
        {buttonSelect('ctaButton1', 'CTA button 1')}
        {buttonSelect('ctaButton2', 'CTA button 2')}
        <SwitchField
          label="Watch next button"
          checked={form.watchNextButtonVisible}
          disabled={readOnly}
          onChange={(watchNextButtonVisible) => change({ watchNextButtonVisible })}
        />
      </FormSection>

      <FormSection title="Promo code">
        <SwitchField
          label="Promo code"
          checked={form.promoCodeEnabled}
          disabled={readOnly}
          onChange={(promoCodeEnabled) => change({ promoCodeEnabled })}
        />
        {form.promoCodeEnabled && (
          <Stack direction="row" spacing={2}>
            <TextField
              label="Promo code text"
              value={form.promoCode.text}
              disabled={readOnly}
              error={Boolean(problemOf('promoCodeText'))}
              helperText={problemOf('promoCodeText') ?? `Max. ${PROMO_CODE_TEXT_MAX} characters`}
              onChange={(event) => change({ promoCode: { ...form.promoCode, text: event.target.value } })}
              slotProps={{ htmlInput: { maxLength: PROMO_CODE_TEXT_MAX } }}
              fullWidth
            />
            <TextField
              label="Promo code label"
              value={form.promoCode.label}
              disabled={readOnly}
              error={Boolean(problemOf('promoCodeLabel'))}
              helperText={problemOf('promoCodeLabel') ?? `Max. ${PROMO_CODE_LABEL_MAX} characters`}
              onChange={(event) => change({ promoCode: { ...form.promoCode, label: event.target.value } })}
              slotProps={{ htmlInput: { maxLength: PROMO_CODE_LABEL_MAX } }}
              fullWidth
            />
          </Stack>
        )}
      </FormSection>
    </OverlayEditorFrame>
  );
}
