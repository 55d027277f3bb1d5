import {
  DEFAULT_WIDGET_OPTIONS,
  Permission,
  WIDGET_DESCRIPTION_MAX,
  WIDGET_TITLE_MAX,
  type WidgetOptions,
} from '@framehouse/domain';
import { ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useUnsavedChangesPrompt } from '../components/UnsavedChangesDialog';
import { useLoaded } from '../hooks/use-loaded';
import { EditorLoadState } from '../overlays/CtaEditorStates';
import { FormSection, TrimmedTextField } from '../overlays/OverlayFields';
import { OverlayEditorFrame } from '../overlays/OverlayEditorFrame';
import { payloadProblems } from '../overlays/payload-problems';
import { useFormEdits } from '../overlays/use-overlay-editor';
import { CarouselMomentList } from './CarouselMomentList';
import { CarouselPreview } from './CarouselPreview';
import { moveMoment, orderedRows, toggleAllLoaded, toggleMoment } from './moment-selection';
import { useCarouselEditor, useCarouselMoments } from './use-carousel-editor';
import { widgetProblems, withPreset, type WidgetField, type WidgetForm } from './widget-form';
import { WidgetSavedDialog } from './WidgetSavedDialog';
import { WidgetOptionSwitches, WidgetScriptField } from './WidgetScript';
import { WidgetStyleFields } from './WidgetStyleFields';
import { widgetsApi } from './widgets-data';
import { WidgetsGate } from './WidgetsGate';
import { WIDGET_LIST_PATH } from './widgets-routes';

const NO_PRESET = '';

/** A text with its length against the maximum (§5), the problem in its place once there is one. */
function LongTextField({
  label,
  value,
  max,
  multiline,
  problem,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  problem?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 10 : undefined}
      disabled={disabled}
      error={Boolean(problem)}
      helperText={problem ?? `${value.length} / ${max}`}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    />
  );
}

/**
 * Customize widget (overlays-distribution §2, §4, §5): /widget/carousel/{carouselId}/customize and
 * /widget/carousel/{carouselId}. The form beside the live carousel and the moments to choose from; Save
 * needs a change and CHANGE_CAROUSEL (read-only without it), then shows "Your widget is saved!" with the
 * script to paste; leaving with changes asks first.
 */
function WidgetCustomizeScreen({ carouselId }: { carouselId: string }) {
  const editor = useCarouselEditor(carouselId);
  const moments = useCarouselMoments(carouselId);
  const loadPresets = useCallback(() => widgetsApi.presetChoices(), []);
  const presets = useLoaded(loadPresets).data ?? [];
  const { form, carousel, dirty, saving } = editor;
  const [error, setError] = useState<string>();
  const [savedOpen, setSavedOpen] = useState(false);
  const [embedOptions, setEmbedOptions] = useState<WidgetOptions>(DEFAULT_WIDGET_OPTIONS);
  const { dialog } = useUnsavedChangesPrompt(dirty && !saving);
  const { shown, change, problemOf, readOnly } = useFormEdits<WidgetForm, WidgetField>(
    editor,
    widgetProblems,
    {
      touchEdited: true,
    },
  );
  const rows = useMemo(() => orderedRows(moments.rows, form?.moments ?? []), [moments.rows, form?.moments]);

  if (!form || !carousel) return <EditorLoadState failed={editor.failed} />;

  const save = async () => {
    setError(undefined);
    if (!shown.check()) return;
    const failure = await editor.save(form);
    if (!failure) {
      setSavedOpen(true);
      return;
    }
    const { fields, form: other } = payloadProblems<WidgetField>(failure, (field) =>
      field && field in form ? (field as WidgetField) : undefined,
    );
    shown.setRefused(fields);
    setError(other);
  };

  const pickPreset = (presetId: string) => {
    const preset = presets.find((choice) => choice.id === presetId);
    if (preset) editor.setForm(withPreset(form, preset.id, preset));
    else change({ presetId: null });
  };

  const previewMoments = form.moments.map((id) => moments.known.get(id) ?? { id });

  return (
    <>
      <OverlayEditorFrame
        back={{ to: WIDGET_LIST_PATH, label: 'Back to widget list' }}
        title="Customize widget"
        error={error}
        saveLabel={saving ? 'Saving...' : 'Save'}
        saveDisabled={!dirty || readOnly}
        onCancel={() => editor.navigate(WIDGET_LIST_PATH)}
        onSave={() => void save()}
        preview={
          <Stack spacing={3}>
            <CarouselPreview
              title={form.title}
              colorTheme={form.colorTheme}
              mainColor={form.mainColor}
              options={embedOptions}
              moments={previewMoments}
            />
            <CarouselMomentList
              rows={rows}
              chosen={form.moments}
              search={moments.search}
              total={moments.total}
              loading={moments.loading}
              failed={moments.failed}
              readOnly={readOnly}
              onSearch={moments.setSearch}
              onLoadMore={moments.loadMore}
              onToggle={(id, checked) => change({ moments: toggleMoment(form.moments, id, checked) })}
              onToggleAll={() => change({ moments: toggleAllLoaded(form.moments, moments.rows) })}
              onMove={(id, target) => change({ moments: moveMoment(form.moments, id, target) })}
            />
          </Stack>
        }
      >
        <FormSection title="Widget">
          <TrimmedTextField
            label="Name"
            required
            value={form.name}
            disabled={readOnly}
            problem={problemOf('name')}
            onChange={(name) => change({ name })}
          />
          <LongTextField
            label="Title"
            value={form.title}
            max={WIDGET_TITLE_MAX}
            disabled={readOnly}
            problem={problemOf('title')}
            onChange={(title) => change({ title })}
          />
          <LongTextField
            label="Description"
            value={form.description}
            max={WIDGET_DESCRIPTION_MAX}
            multiline
            disabled={readOnly}
            problem={problemOf('description')}
            onChange={(description) => change({ description })}
          />
        </FormSection>
        <FormSection title="Style">
          <TextField
            select
            label="Preset"
            value={form.presetId ?? NO_PRESET}
            disabled={readOnly}
            helperText="Picking a preset copies its colours and Google Analytics IDs; its end card shows after each moment."
            onChange={(event) => pickPreset(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                displayEmpty: true,
                renderValue: (value) =>
                  value === NO_PRESET
                    ? 'None'
                    : (presets.find((preset) => preset.id === value)?.name ?? carousel.preset?.name ?? ''),
              },
            }}
            fullWidth
          >
            <MenuItem value={NO_PRESET}>
              <ListItemText primary="None" />
            </MenuItem>
            {form.presetId && !presets.some((preset) => preset.id === form.presetId) && (
              <MenuItem value={form.presetId}>
                <ListItemText primary={carousel.preset?.name ?? 'Preset'} />
              </MenuItem>
            )}
            {presets.map((preset) => (
              <MenuItem key={preset.id} value={preset.id}>
                <ListItemText primary={preset.name} />
              </MenuItem>
            ))}
          </TextField>
          <WidgetStyleFields form={form} disabled={readOnly} problemOf={problemOf} onChange={change} />
        </FormSection>
        <FormSection title="Embed">
          <WidgetOptionSwitches options={embedOptions} onChange={setEmbedOptions} />
          <WidgetScriptField publicId={carousel.publicId} apiKey={carousel.apiKey} options={embedOptions} />
        </FormSection>
      </OverlayEditorFrame>
      {dialog}
      {savedOpen && (
        <WidgetSavedDialog
          publicId={carousel.publicId}
          apiKey={carousel.apiKey}
          options={embedOptions}
          onClose={() => setSavedOpen(false)}
        />
      )}
    </>
  );
}

/** Behind VIEW_CAROUSEL (§6); each carousel id opens its own screen state. */
export function WidgetCustomizePage() {
  const { carouselId = '' } = useParams();
  return (
    <WidgetsGate permission={Permission.VIEW_CAROUSEL}>
      <WidgetCustomizeScreen key={carouselId} carouselId={carouselId} />
    </WidgetsGate>
  );
}
