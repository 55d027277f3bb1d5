import { FormControl, FormHelperText, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import type { EndCardChoice } from './video-overlays-data';

const NONE = '';

/** "Used by 2 videos and 1 moment". */
export function endCardUseLabel(card: Pick<EndCardChoice, 'videosCount' | 'momentsCount'>): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `Used by ${count(card.videosCount, 'video')} and ${count(card.momentsCount, 'moment')}`;
}

/**
 * The end card picker of the video screens (overlays-distribution §2, §9): the cards in the picker's
 * order (`cards` as endCardChoices answers them), "None" first, no create button.
 */
export function EndCardSelect({
  value,
  cards,
  currentName,
  noneLabel = 'None',
  label = 'End card',
  helperText,
  disabled,
  error,
  onChange,
}: {
  value: string | null;
  cards: readonly EndCardChoice[];
  /** The chosen card's name, shown while the list loads (or after the card left it). */
  currentName?: string;
  noneLabel?: string;
  label?: string;
  helperText?: string;
  disabled?: boolean;
  error?: string;
  onChange: (endCardId: string | null) => void;
}) {
  const labelId = useId();
  // The chosen card shows by its name until the list holds it.
  const unlisted = value !== null && !cards.some((card) => card.id === value);
  return (
    <FormControl fullWidth size="small" disabled={disabled} error={!!error}>
      {/* Always shrunk: with displayEmpty, "None" is a shown value the label must not cover. */}
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={labelId}
        label={label}
        notched
        value={value ?? NONE}
        displayEmpty
        renderValue={(selected) =>
          selected === NONE
            ? noneLabel
            : (cards.find((card) => card.id === selected)?.name ?? currentName ?? '')
        }
        onChange={(event) => onChange(event.target.value === NONE ? null : event.target.value)}
      >
        <MenuItem value={NONE}>
          <ListItemText primary={noneLabel} />
        </MenuItem>
        {unlisted && (
          <MenuItem value={value}>
            <ListItemText primary={currentName ?? value} />
          </MenuItem>
        )}
        {cards.map((card) => (
          <MenuItem key={card.id} value={card.id}>
            <ListItemText primary={card.name} secondary={endCardUseLabel(card)} />
          </MenuItem>
        ))}
      </Select>
      {(error ?? helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
