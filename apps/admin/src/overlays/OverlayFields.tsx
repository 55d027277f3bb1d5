import { FONT_FAMILIES, FONT_WEIGHTS, isHexColor, ValidationMessages } from '@framehouse/domain';
import {
  Box,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { clampNumber } from './number-input';

/** A block of the side form, under its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * A number with its unit that clamps to its bounds and step (§5). What is typed stays as typed while it
 * is being typed; a value inside the bounds applies at once (the preview follows), and leaving the field
 * brings it inside them.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  unit,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit: string;
  hint?: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const clamped = clampNumber(text, { min, max, step }) ?? value;
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <TextField
      label={label}
      value={text}
      disabled={disabled}
      helperText={hint}
      onChange={(event) => {
        setText(event.target.value);
        const typed = Number(event.target.value);
        if (event.target.value.trim() !== '' && typed >= min && typed <= max) onChange(typed);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': label, min, max, step },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
      sx={{ minWidth: 0 }}
      fullWidth
    />
  );
}

/** A hex colour, typed or picked; an invalid one shows the shared colour message (§5). */
export function ColorField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const invalid = !isHexColor(value);
  return (
    <TextField
      label={label}
      value={value}
      disabled={disabled}
      error={invalid}
      helperText={invalid ? ValidationMessages.invalidHexColor : undefined}
      onChange={(event) => onChange(event.target.value.trim())}
      fullWidth
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 7 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${label} picker`}
                disabled={disabled}
                value={invalid ? '#000000' : expandHex(value)}
                onChange={(event) => onChange(event.target.value.toUpperCase())}
                sx={{ width: 28, height: 28, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** #ABC as #AABBCC (the colour picker takes only the long form). */
function expandHex(value: string): string {
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

/** A colour and its opacity side by side. */
export function ColorOpacityFields({
  label,
  color,
  opacity,
  min,
  step,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  color: string;
  opacity: number;
  min: number;
  step: number;
  hint?: string;
  disabled?: boolean;
  onChange: (value: { color: string; opacity: number }) => void;
}) {
  return (
    <Stack direction="row" spacing={2}>
      <ColorField
        label={label}
        value={color}
        disabled={disabled}
        onChange={(next) => onChange({ color: next, opacity })}
      />
      <NumberField
        label={`${label} opacity`}
        value={opacity}
        min={min}
        max={100}
        step={step}
        unit="%"
        hint={hint}
        disabled={disabled}
        onChange={(next) => onChange({ color, opacity: next })}
      />
    </Stack>
  );
}

/**
 * The font family and its weight (enums/fonts.ts): a family that lacks the current weight takes its
 * first one.
 */
export function FontFields({
  label,
  family,
  weight,
  disabled,
  onChange,
}: {
  label: string;
  family: string;
  weight: number;
  disabled?: boolean;
  onChange: (value: { family: string; weight: number }) => void;
}) {
  const weights = FONT_WEIGHTS[family] ?? [];
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        select
        label={label}
        value={family}
        disabled={disabled}
        fullWidth
        onChange={(event) => {
          const next = event.target.value;
          const nextWeights: readonly number[] = FONT_WEIGHTS[next] ?? [];
          onChange({
            family: next,
            weight: nextWeights.includes(weight) ? weight : (nextWeights[0] ?? weight),
          });
        }}
      >
        {FONT_FAMILIES.map((font) => (
          <MenuItem key={font} value={font}>
            {font}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={`${label} weight`}
        value={weights.includes(weight as never) ? weight : ''}
        disabled={disabled}
        fullWidth
        onChange={(event) => onChange({ family, weight: Number(event.target.value) })}
      >
        {weights.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** An on/off switch with its label. */
export function SwitchField({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      }
      label={label}
    />
  );
}

/** A text field whose text is trimmed when it is left (§5), with its problem under it. */
export function TrimmedTextField({
  label,
  value,
  problem,
  hint,
  required,
  disabled,
  placeholder,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  problem?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
  /** After the trim: a form that validates on blur (the microsite forms, §5) shows the problem then. */
  onBlur?: () => void;
}) {
  return (
    <TextField
      label={label}
      required={required}
      value={value}
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(problem)}
      helperText={problem ?? hint}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        if (value !== value.trim()) onChange(value.trim());
        onBlur?.();
      }}
      fullWidth
    />
  );
}
