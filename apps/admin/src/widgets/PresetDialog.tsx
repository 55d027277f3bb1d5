import { COLOR_CHANGE_DEBOUNCE_MS, DIALOG_DEFAULT_WIDTH, Permission } from '@framehouse/domain';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '../components/ErrorBanner';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { isFormDirty } from '../overlays/form-dirty';
import { payloadProblems } from '../overlays/payload-problems';
import { useFormEdits } from '../overlays/use-overlay-editor';
import { TrimmedTextField } from '../overlays/OverlayFields';
import { EndCardSelect } from '../video-overlays/EndCardSelect';
import { useEndCardChoices } from '../video-overlays/use-end-card-choices';
import {
  colorsChanged,
  EMPTY_PRESET_FORM,
  presetFormOf,
  presetProblems,
  type PresetField,
  type PresetForm,
} from './preset-form';
import { styleProblems } from './widget-form';
import { WidgetStyleFields } from './WidgetStyleFields';
import { widgetsApi, type PresetRecord } from './widgets-data';

type ColorSave = 'idle' | 'saving' | 'saved' | 'failed';

const COLOR_SAVE_TEXT: Record<Exclude<ColorSave, 'idle'>, string> = {
  saving: 'Saving colours…',
  saved: 'Colours saved',
  failed: 'The colours could not be saved.',
};

/**
 * An edited preset's colours saved by themselves once they rest for 500 ms (§4): only the colour theme
 * and main colour, and only a valid colour; the rest of the form waits for Save. `saved` follows, so
 * Save and the dirty check see the colours as stored.
 */
function useDebouncedColorSave(
  preset: PresetRecord | undefined,
  form: PresetForm,
  saved: PresetForm,
  setSaved: (saved: PresetForm) => void,
  enabled: boolean,
): ColorSave {
  const call = useApiCall();
  const [state, setState] = useState<ColorSave>('idle');
  const latest = useRef(saved);
  latest.current = saved;
  const { colorTheme, mainColor } = form;

  useEffect(() => {
    if (!preset || !enabled) return undefined;
    const colors = { ...latest.current, colorTheme, mainColor };
    if (!colorsChanged(latest.current, colors) || styleProblems(colors).mainColor) return undefined;
    const timer = window.setTimeout(() => {
      setState('saving');
      call(() => widgetsApi.updateWidgetPresetStyle(preset.id, { colorTheme, mainColor })).then(
        () => {
          setSaved({ ...latest.current, colorTheme, mainColor });
          setState('saved');
        },
        () => setState('failed'),
      );
    }, COLOR_CHANGE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [call, preset, enabled, colorTheme, mainColor, setSaved]);

  return state;
}

/**
 * The Create preset and Edit preset modals (overlays-distribution §2, §3, §5): name, colour theme, main
 * colour, Google Analytics IDs and the end card shown after each moment of the widgets using it. In the
 * edit modal colour changes save themselves after 500 ms; Save stores the rest.
 */
export function PresetDialog({
  preset,
  onSaved,
  onClose,
}: {
  /** The preset to edit; none: a new one. */
  preset?: PresetRecord;
  onSaved: () => void;
  onClose: () => void;
}) {
  const call = useApiCall();
  const canSave = useHasPermissions(
    preset ? Permission.CHANGE_WIDGET_PRESET : Permission.CREATE_WIDGET_PRESET,
  );
  const endCards = useEndCardChoices();
  const opened = preset ? presetFormOf(preset) : EMPTY_PRESET_FORM;
  const [saved, setSaved] = useState<PresetForm>(opened);
  const [form, setForm] = useState<PresetForm>(opened);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const { shown, change, problemOf, readOnly } = useFormEdits<PresetForm, PresetField>(
    { form, setForm, canSave, saving },
    presetProblems,
    { touchEdited: true },
  );
  const colorSave = useDebouncedColorSave(preset, form, saved, setSaved, canSave);
  const colorsPending = colorSave === 'saving';

  const save = async () => {
    setError(undefined);
    if (!shown.check()) return;
    setSaving(true);
    try {
      await call(() =>
        preset ? widgetsApi.updateWidgetPreset(preset.id, form) : widgetsApi.createWidgetPreset(form),
      );
      onSaved();
    } catch (failure) {
      const { fields, form: other } = payloadProblems<PresetField>(failure, (field) =>
        field && field in form ? (field as PresetField) : undefined,
      );
      shown.setRefused(fields);
      setError(other);
    } finally {
      setSaving(false);
    }
  };

  // A new preset may be saved as it opens; an edited one needs a change (the colours save themselves).
  const unchanged = preset !== undefined && !isFormDirty(saved, form);
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="preset-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: '100%' } } }}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="preset-dialog-title">{preset ? 'Edit preset' : 'Create preset'}</DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TrimmedTextField
              label="Preset name"
              required
              value={form.name}
              disabled={readOnly}
              problem={problemOf('name')}
              onChange={(name) => change({ name })}
            />
            <WidgetStyleFields form={form} disabled={readOnly} problemOf={problemOf} onChange={change} />
            <EndCardSelect
              value={form.endCardId}
              cards={endCards}
              currentName={preset?.endCard?.name}
              helperText="Shown after each moment of the widgets using this preset."
              disabled={readOnly}
              error={problemOf('endCardId')}
              onChange={(endCardId) => change({ endCardId })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {colorSave !== 'idle' && (
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mr: 'auto', pl: 2 }} role="status">
              {colorsPending && <CircularProgress size={16} />}
              <Typography variant="body2" color={colorSave === 'failed' ? 'error' : 'text.secondary'}>
                {COLOR_SAVE_TEXT[colorSave]}
              </Typography>
            </Stack>
          )}
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={readOnly || unchanged || colorsPending}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
