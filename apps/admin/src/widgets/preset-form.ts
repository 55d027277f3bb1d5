import { validatePresetName } from '@framehouse/domain';
import {
  DEFAULT_STYLE_FORM,
  styleFormOf,
  styleInputOf,
  styleProblems,
  type PresetStyle,
  type WidgetStyleForm,
} from './widget-form';

/** The Create preset and Edit preset modals' form (overlays-distribution §2, §3). */
export interface PresetForm extends WidgetStyleForm {
  name: string;
  endCardId: string | null;
}

export type PresetField = keyof PresetForm;

/** A stored preset as the edit modal reads it. */
export interface StoredPreset extends PresetStyle {
  name: string;
  endCard: { id: string; name: string } | null;
}

export const EMPTY_PRESET_FORM: PresetForm = { name: '', endCardId: null, ...DEFAULT_STYLE_FORM };

export function presetFormOf(preset: StoredPreset): PresetForm {
  return { name: preset.name, endCardId: preset.endCard?.id ?? null, ...styleFormOf(preset) };
}

/** Each field's problem (§5): "Preset name cannot be empty", max 256, the colour and GA formats. */
export function presetProblems(form: PresetForm): Partial<Record<PresetField, string>> {
  const name = validatePresetName(form.name);
  return { ...(name ? { name } : {}), ...styleProblems(form) };
}

/** createWidgetPreset's and updateWidgetPreset's `style` and `widgetPreset` (§7). */
export function presetInputOf(form: PresetForm) {
  const { style, ...analytics } = styleInputOf(form);
  return { style, widgetPreset: { name: form.name.trim(), endCardId: form.endCardId, ...analytics } };
}

/**
 * Whether only the colours moved between two forms: the edit modal saves those by itself after the
 * 500 ms pause (§4); anything else waits for Save.
 */
export function colorsChanged<Form extends WidgetStyleForm>(saved: Form, form: Form): boolean {
  return (
    saved.colorTheme !== form.colorTheme || saved.mainColor.toUpperCase() !== form.mainColor.toUpperCase()
  );
}
