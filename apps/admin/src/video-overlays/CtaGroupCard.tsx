import { CTA_TYPE_LABELS, CtaType, formatDuration, parseTimeString } from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { enumMember } from '../enum-member';
import { TimestampInput } from '../moments/TimestampInput';
import type { DraftGroup } from './cta-placement-draft';

/** A CTA of the organization a group can take. */
export interface CtaChoice {
  id: string;
  name: string;
  type: string;
}

/** A Start or End field of a group: the moments editor's, kept on the last valid time while mistyped. */
function GroupTimestamp({
  label,
  valueMs,
  durationMs,
  disabled,
  error,
  onChange,
}: {
  label: string;
  valueMs: number;
  durationMs: number;
  disabled: boolean;
  error: boolean;
  onChange: (ms: number) => void;
}) {
  const lastValid = useRef(valueMs);
  if (Number.isFinite(valueMs)) lastValid.current = valueMs;
  return (
    <TimestampInput
      label={label}
      valueMs={lastValid.current}
      durationMs={durationMs}
      disabled={disabled}
      error={error}
      onChange={(text) => onChange(parseTimeString(text) ?? Number.NaN)}
    />
  );
}

/**
 * One timestamp group of the /cta page's side panel: its name and range, "Play" (seeks to its start), its
 * CTAs in stacking order (select one to place it; move up or down; remove) and "Add CTA".
 */
export function CtaGroupCard({
  group,
  index,
  durationMs,
  selected,
  selectedCtaKey,
  readOnly,
  problems,
  choices,
  onPlay,
  onChange,
  onRemove,
  onSelectCta,
  onAddCta,
  onMoveCta,
  onRemoveCta,
}: {
  group: DraftGroup;
  index: number;
  durationMs: number;
  selected: boolean;
  selectedCtaKey: string | undefined;
  readOnly: boolean;
  /** Messages by field (`timestamps.{i}…`): the draft's and the API's. */
  problems: Record<string, string>;
  choices: readonly CtaChoice[];
  onPlay: () => void;
  onChange: (change: Partial<Pick<DraftGroup, 'name' | 'startMs' | 'endMs'>>) => void;
  onRemove: () => void;
  onSelectCta: (ctaKey: string) => void;
  onAddCta: (choice: CtaChoice) => void;
  onMoveCta: (ctaKey: string, by: -1 | 1) => void;
  onRemoveCta: (ctaKey: string) => void;
}) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const field = `timestamps.${index}`;
  const nameError = problems[`${field}.name`];
  const rangeError = problems[field] ?? problems[`${field}.ctas`];
  const range =
    Number.isFinite(group.startMs) && Number.isFinite(group.endMs)
      ? `${formatDuration(group.startMs, { milliseconds: true })} – ${formatDuration(group.endMs, { milliseconds: true })}`
      : '';

  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`Timestamp ${group.name || index + 1}`}
      data-testid="cta-group"
      sx={{
        p: 1.5,
        listStyle: 'none',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
        <Tooltip title="Play from its start">
          <IconButton size="small" aria-label={`Play ${group.name}`} onClick={onPlay}>
            <PlayArrowIcon />
          </IconButton>
        </Tooltip>
        <Box
          component="button"
          type="button"
          onClick={onPlay}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            flex: 1,
            minWidth: 0,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {group.name.trim() || `Timestamp ${index + 1}`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {range}
          </Typography>
        </Box>
        {!readOnly && (
          <Tooltip title="Remove timestamp">
            <IconButton size="small" aria-label={`Remove ${group.name}`} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Stack spacing={1.5}>
        <TextField
          label="Name"
          size="small"
          required
          value={group.name}
          disabled={readOnly}
          error={!!nameError}
          helperText={nameError}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <Stack direction="row" spacing={1}>
          <GroupTimestamp
            label="Start"
            valueMs={group.startMs}
            durationMs={durationMs}
            disabled={readOnly}
            error={!!rangeError}
            onChange={(startMs) => onChange({ startMs })}
          />
          <GroupTimestamp
            label="End"
            valueMs={group.endMs}
            durationMs={durationMs}
            disabled={readOnly}
            error={!!rangeError}
            onChange={(endMs) => onChange({ endMs })}
          />
        </Stack>
        {rangeError && (
          <Typography variant="body2" color="error" role="alert">
            {rangeError}
          </Typography>
        )}
        <List dense disablePadding aria-label={`CTAs of ${group.name}`}>
          {group.ctas.map((entry, position) => {
            const ctaError = problems[`${field}.ctas.${position}`];
            return (
              <ListItem key={entry.key} disablePadding sx={{ gap: 0.5 }}>
                <ListItemButton
                  selected={entry.key === selectedCtaKey}
                  onClick={() => onSelectCta(entry.key)}
                  sx={{ borderRadius: 1, minWidth: 0 }}
                >
                  <ListItemText
                    primary={entry.cta.name || 'A CTA that was deleted'}
                    secondary={ctaError}
                    slotProps={{
                      primary: { noWrap: true },
                      secondary: { color: 'error', role: ctaError ? 'alert' : undefined },
                    }}
                  />
                  <Chip size="small" label={CTA_TYPE_LABELS[entry.cta.type]} sx={{ ml: 1 }} />
                </ListItemButton>
                {!readOnly && (
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <IconButton
                      size="small"
                      aria-label={`Move ${entry.cta.name} up`}
                      disabled={position === 0}
                      onClick={() => onMoveCta(entry.key, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${entry.cta.name} down`}
                      disabled={position === group.ctas.length - 1}
                      onClick={() => onMoveCta(entry.key, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Remove ${entry.cta.name}`}
                      onClick={() => onRemoveCta(entry.key)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                )}
              </ListItem>
            );
          })}
          {group.ctas.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
              No CTAs in this timestamp yet.
            </Typography>
          )}
        </List>
        {!readOnly && (
          <>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add CTA
            </Button>
            <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              {choices.length === 0 && <MenuItem disabled>The organization has no CTAs yet.</MenuItem>}
              {choices.map((choice) => {
                const type = enumMember(CtaType, choice.type);
                return (
                  <MenuItem
                    key={choice.id}
                    onClick={() => {
                      setMenuAnchor(null);
                      onAddCta(choice);
                    }}
                  >
                    <ListItemText
                      primary={choice.name}
                      secondary={type ? CTA_TYPE_LABELS[type] : undefined}
                    />
                  </MenuItem>
                );
              })}
            </Menu>
          </>
        )}
      </Stack>
    </Paper>
  );
}
