import { formatTimestamp, parseTimeString } from '@framehouse/domain';
import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { stepTimestamp, timestampKeyStep } from './moment-editor';

interface TimestampInputProps {
  label: string;
  /** The moment's value in ms; the field shows it whenever it changes from outside (the timeline). */
  valueMs: number;
  durationMs: number;
  disabled: boolean;
  error: boolean;
  /** Every change of the text: a time string the page checks and, once valid, saves (debounced). */
  onChange: (text: string) => void;
}

/**
 * A Start or End field (spec §5): a time string (hh:mm:ss.mmm, or m:ss, or h:mm:ss); arrow up and down
 * move it by 100 ms, with shift by 1 s, with alt by 16 ms.
 */
export function TimestampInput({
  label,
  valueMs,
  durationMs,
  disabled,
  error,
  onChange,
}: TimestampInputProps) {
  const [text, setText] = useState(() => formatTimestamp(valueMs));

  // A value moved elsewhere (the timeline, a save) shows here unless the text already means it.
  useEffect(() => {
    setText((current) => (parseTimeString(current) === valueMs ? current : formatTimestamp(valueMs)));
  }, [valueMs]);

  const change = (next: string) => {
    setText(next);
    onChange(next);
  };

  return (
    <TextField
      label={label}
      size="small"
      value={text}
      disabled={disabled}
      error={error}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        const step = timestampKeyStep(event);
        if (step === undefined) return;
        event.preventDefault();
        change(stepTimestamp(text, step, durationMs));
      }}
      slotProps={{
        htmlInput: { 'aria-label': label, spellCheck: false, style: { fontVariantNumeric: 'tabular-nums' } },
      }}
      sx={{ width: 180 }}
    />
  );
}
