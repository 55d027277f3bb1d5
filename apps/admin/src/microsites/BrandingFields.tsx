import {
  isHexColor,
  MICROSITE_FAVICON_MAX_DIMENSION,
  MICROSITE_LOGO_MAX_DIMENSION,
  MICROSITE_PRESET_COLORS,
} from '@framehouse/domain';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { PictureInput } from '../components/PictureInput';
import { ColorField, FormSection } from '../overlays/OverlayFields';
import type { MicrositeEditorForm, PictureValue } from './microsite-form';

/**
 * A picture of the microsite (logo, favicon): what it shows now, choose another (checked for size and
 * resolution as the organization logo is), or remove it. A removal is sent with Republish.
 */
function PictureField({
  label,
  value,
  maxDimension,
  problem,
  disabled,
  onChange,
  onProblem,
}: {
  label: string;
  value: PictureValue;
  maxDimension: number;
  problem: string | undefined;
  disabled: boolean;
  onChange: (value: PictureValue) => void;
  onProblem: (message: string | undefined) => void;
}) {
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Paper
          variant="outlined"
          sx={{ width: 96, height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {value ? (
            <Box component="img" src={value} alt={label} sx={{ maxWidth: '90%', maxHeight: '90%' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              None
            </Typography>
          )}
        </Paper>
        <PictureInput
          label={value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          maxDimension={maxDimension}
          disabled={disabled}
          onPicture={(picture) => {
            onProblem(undefined);
            onChange(picture.dataUrl);
          }}
          onProblem={onProblem}
        />
        {value && (
          <Button color="inherit" disabled={disabled} onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </Stack>
      {problem && (
        <Typography color="error" variant="body2" role="alert">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}

/** The spec's five preset colours as swatches (a radio group), then any colour typed or picked (§2). */
function MainColorPicker({
  value,
  problem,
  disabled,
  onChange,
}: {
  value: string;
  problem: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} id="microsite-main-colour">
        Main colour
      </Typography>
      <Stack direction="row" spacing={1} role="radiogroup" aria-labelledby="microsite-main-colour">
        {MICROSITE_PRESET_COLORS.map((color) => {
          const checked = value.toUpperCase() === color.toUpperCase();
          return (
            <Box
              key={color}
              component="button"
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={color}
              disabled={disabled}
              onClick={() => onChange(color)}
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: color,
                border: 2,
                borderColor: checked ? 'text.primary' : 'transparent',
                outline: 'none',
                cursor: disabled ? 'default' : 'pointer',
                color: '#fff',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                '&:focus-visible': { boxShadow: 3 },
              }}
            >
              {checked && <CheckIcon fontSize="small" />}
            </Box>
          );
        })}
      </Stack>
      <ColorField label="Custom colour" value={value} disabled={disabled} onChange={onChange} />
      {/* An invalid colour's message is the field's own; this is a refusal of the API. */}
      {problem && isHexColor(value) && (
        <Typography color="error" variant="body2" role="alert">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}

/** Branding (§2): logo, favicon and the main colour. */
export function BrandingFields({
  form,
  disabled,
  problemOf,
  onChange,
  onPictureProblem,
}: {
  form: MicrositeEditorForm;
  disabled: boolean;
  problemOf: (field: 'logo' | 'favicon' | 'mainColor') => string | undefined;
  onChange: (patch: Partial<MicrositeEditorForm>) => void;
  onPictureProblem: (field: 'logo' | 'favicon', message: string | undefined) => void;
}) {
  return (
    <FormSection title="Branding">
      <PictureField
        label="Logo"
        value={form.logo}
        maxDimension={MICROSITE_LOGO_MAX_DIMENSION}
        problem={problemOf('logo')}
        disabled={disabled}
        onChange={(logo) => onChange({ logo })}
        onProblem={(message) => onPictureProblem('logo', message)}
      />
      <PictureField
        label="Favicon"
        value={form.favicon}
        maxDimension={MICROSITE_FAVICON_MAX_DIMENSION}
        problem={problemOf('favicon')}
        disabled={disabled}
        onChange={(favicon) => onChange({ favicon })}
        onProblem={(message) => onPictureProblem('favicon', message)}
      />
      <MainColorPicker
        value={form.mainColor}
        problem={problemOf('mainColor')}
        disabled={disabled}
        onChange={(mainColor) => onChange({ mainColor })}
      />
    </FormSection>
  );
}
