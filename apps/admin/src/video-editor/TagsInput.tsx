import { tagHint } from '@framehouse/domain';
import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tagAddition, type TagKind } from './video-editor-form';

interface TagsInputProps {
  label: string;
  kind: TagKind;
  tags: readonly string[];
  readOnly: boolean;
  /** A refusal of the last value typed, or the API's message for the list. */
  error?: string;
  onChange: (tags: string[]) => void;
  onError: (message: string | undefined) => void;
  /** Buttons on the label's line (tag Copy and Paste). */
  actions?: ReactNode;
}

/**
 * A chip input for tags or categories (spec §5): Enter adds the typed value; blanks are ignored,
 * duplicates not added, and a value over 60 characters is refused and left in the field to be shortened.
 */
export function TagsInput({
  label,
  kind,
  tags,
  readOnly,
  error,
  onChange,
  onError,
  actions,
}: TagsInputProps) {
  const [text, setText] = useState('');
  const labelId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const addition = tagAddition(tags, text, kind);
    onError(addition.error);
    if (addition.error) return;
    if (addition.tags !== tags) onChange([...addition.tags]);
    setText('');
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 0.5 }}>
        <Typography id={labelId} variant="subtitle2">
          {label}
        </Typography>
        {actions}
      </Stack>
      {tags.length > 0 && (
        <Stack
          direction="row"
          flexWrap="wrap"
          useFlexGap
          gap={0.75}
          sx={{ mb: 1 }}
          role="group"
          aria-label={`${label} list`}
        >
          {tags.map((tag) => (
            <Chip
              key={tag}
              label={tag}
              size="small"
              onDelete={readOnly ? undefined : () => onChange(tags.filter((value) => value !== tag))}
            />
          ))}
        </Stack>
      )}
      {readOnly ? (
        tags.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        )
      ) : (
        <TextField
          size="small"
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) onError(undefined);
          }}
          onKeyDown={onKeyDown}
          placeholder={`Add a ${kind} and press Enter`}
          error={!!error}
          helperText={error ?? tagHint(kind)}
          slotProps={{ htmlInput: { 'aria-label': `Add ${kind}` } }}
        />
      )}
    </Box>
  );
}
