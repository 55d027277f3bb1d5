import { WIDGET_OPTION_LABELS, widgetSnippet, type WidgetOptions } from '@framehouse/domain';
import { FormControlLabel, FormGroup, Stack, Switch, TextField } from '@mui/material';
import { CopyButton } from '../components/CopyButton';

const OPTIONS = Object.keys(WIDGET_OPTION_LABELS) as Array<keyof WidgetOptions>;

/**
 * How the pasted widget plays (video-area §4's embed defaults). They shape the script, not the widget, so
 * one widget can sit on several pages with different options; the preview shows them.
 */
export function WidgetOptionSwitches({
  options,
  onChange,
}: {
  options: WidgetOptions;
  onChange: (options: WidgetOptions) => void;
}) {
  return (
    <FormGroup aria-label="Embed options">
      {OPTIONS.map((option) => (
        <FormControlLabel
          key={option}
          label={WIDGET_OPTION_LABELS[option]}
          control={
            <Switch
              checked={options[option]}
              onChange={(event) => onChange({ ...options, [option]: event.target.checked })}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** The one script tag to paste into a site, with a copy button. The admin's origin is PUBLIC_URL. */
export function WidgetScriptField({
  publicId,
  apiKey,
  options,
}: {
  publicId: string;
  apiKey: string;
  options: WidgetOptions;
}) {
  const snippet = widgetSnippet(publicId, apiKey, window.location.origin, options);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        label="Widget script"
        value={snippet}
        multiline
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Widget script' } }}
        onFocus={(event) => event.target.select()}
      />
      <CopyButton text={snippet} label="Copy widget script" />
    </Stack>
  );
}
