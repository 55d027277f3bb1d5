import { ColorTheme } from '@framehouse/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { enumMember } from '../enum-member';
import { ColorField, TrimmedTextField } from '../overlays/OverlayFields';
import type { WidgetStyleField, WidgetStyleForm } from './widget-form';

/** The colour themes' labels (§3: LIGHT or DARK). */
export const COLOR_THEME_LABELS: Record<ColorTheme, string> = {
  [ColorTheme.LIGHT]: 'Light',
  [ColorTheme.DARK]: 'Dark',
};

/**
 * What a widget and a preset share (§3, §5): colour theme, main colour, and the Google Analytics and
 * Google Analytics 4 ids with their format messages.
 */
export function WidgetStyleFields({
  form,
  disabled,
  problemOf,
  onChange,
}: {
  form: WidgetStyleForm;
  disabled: boolean;
  problemOf: (field: WidgetStyleField) => string | undefined;
  onChange: (patch: Partial<WidgetStyleForm>) => void;
}) {
  return (
    <>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="Colour theme"
          value={form.colorTheme}
          disabled={disabled}
          onChange={(event) =>
            onChange({ colorTheme: enumMember(ColorTheme, event.target.value) ?? form.colorTheme })
          }
          fullWidth
        >
          {Object.values(ColorTheme).map((theme) => (
            <MenuItem key={theme} value={theme}>
              {COLOR_THEME_LABELS[theme]}
            </MenuItem>
          ))}
        </TextField>
        <ColorField
          label="Main colour"
          value={form.mainColor}
          disabled={disabled}
          onChange={(mainColor) => onChange({ mainColor })}
        />
      </Stack>
      <TrimmedTextField
        label="Google Analytics ID"
        placeholder="UA-XXXXXX-X"
        value={form.googleAnalyticsTrackingId}
        disabled={disabled}
        problem={problemOf('googleAnalyticsTrackingId')}
        onChange={(googleAnalyticsTrackingId) => onChange({ googleAnalyticsTrackingId })}
      />
      <TrimmedTextField
        label="Google Analytics 4 ID"
        placeholder="G-XXXXXXX"
        value={form.googleAnalytics4MeasurementId}
        disabled={disabled}
        problem={problemOf('googleAnalytics4MeasurementId')}
        onChange={(googleAnalytics4MeasurementId) => onChange({ googleAnalytics4MeasurementId })}
      />
    </>
  );
}
