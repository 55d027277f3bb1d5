import {
  SECTION_CONTENT_TYPE_LABELS,
  SECTION_HELP_TEXTS,
  SECTION_POSITION_LABELS,
  SECTION_SORT_BY_LABELS,
  SectionContentType,
  SectionSortBy,
  type SectionPosition,
} from '@framehouse/domain';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { enumMember } from '../enum-member';
import { FormSection, TrimmedTextField } from '../overlays/OverlayFields';
import {
  SECTION_CONTENT_TYPES,
  SECTION_FILTER_KIND_LABELS,
  SECTION_SORT_ORDER,
  SectionFilterKind,
  type SectionForm,
} from './microsite-form';

/** What the section's value field is called for each filter kind. */
const VALUE_LABELS: Record<Exclude<SectionFilterKind, SectionFilterKind.PLAYLIST>, string> = {
  [SectionFilterKind.CATEGORY]: 'Category',
  [SectionFilterKind.TAG]: 'Tag',
};

/**
 * One of the three section editors (§2): Section heading; Filters, a radio between Categories (the
 * default) and Tags with one value — and ours, a playlist; Order by and Display (which a playlist's own
 * order and content replace). The position's help text says what the public page needs to show it.
 */
export function SectionEditor({
  position,
  section,
  playlists,
  disabled,
  problemOf,
  onChange,
  onLeave,
}: {
  position: SectionPosition;
  section: SectionForm;
  /** The organization's playlists by name; undefined while they load. */
  playlists: readonly { id: string; name: string }[] | undefined;
  disabled: boolean;
  problemOf: (field: 'title' | 'filterValue' | 'playlistId') => string | undefined;
  onChange: (patch: Partial<SectionForm>) => void;
  onLeave: (field: 'title' | 'filterValue' | 'playlistId') => void;
}) {
  const label = SECTION_POSITION_LABELS[position];
  const playlist = section.filterKind === SectionFilterKind.PLAYLIST;
  const valueLabel =
    section.filterKind === SectionFilterKind.PLAYLIST ? '' : VALUE_LABELS[section.filterKind];
  const playlistProblem = problemOf('playlistId');
  return (
    <FormSection title={label}>
      <Typography variant="body2" color="text.secondary">
        {SECTION_HELP_TEXTS[position]}
      </Typography>
      <TrimmedTextField
        label="Section heading"
        required
        value={section.title}
        disabled={disabled}
        problem={problemOf('title')}
        onChange={(title) => onChange({ title })}
        onBlur={() => onLeave('title')}
      />
      <FormControl disabled={disabled}>
        <FormLabel id={`${position}-filters`}>Filters</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${position}-filters`}
          value={section.filterKind}
          onChange={(event) =>
            onChange({ filterKind: enumMember(SectionFilterKind, event.target.value) ?? section.filterKind })
          }
        >
          {Object.values(SectionFilterKind).map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={
                <Radio inputProps={{ 'aria-label': `${label}: ${SECTION_FILTER_KIND_LABELS[kind]}` }} />
              }
              label={SECTION_FILTER_KIND_LABELS[kind]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {playlist ? (
        <TextField
          select
          label="Playlist"
          required
          value={playlists?.some((choice) => choice.id === section.playlistId) ? section.playlistId : ''}
          disabled={disabled || !playlists}
          error={Boolean(playlistProblem)}
          helperText={
            playlistProblem ??
            (playlists?.length === 0
              ? 'No playlist yet: create one under Playlists.'
              : 'The section shows the playlist in its own order.')
          }
          onChange={(event) => onChange({ playlistId: event.target.value })}
          onBlur={() => onLeave('playlistId')}
          slotProps={{ htmlInput: { 'aria-label': `${label} playlist` } }}
          fullWidth
        >
          {(playlists ?? []).map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TrimmedTextField
          label={valueLabel}
          value={section.filterValue}
          disabled={disabled}
          problem={problemOf('filterValue')}
          hint={`Empty: every published item. One ${valueLabel.toLowerCase()} only.`}
          onChange={(filterValue) => onChange({ filterValue })}
          onBlur={() => onLeave('filterValue')}
        />
      )}
      <TextField
        select
        label="Order by"
        value={section.sortBy}
        disabled={disabled || playlist}
        onChange={(event) =>
          onChange({ sortBy: enumMember(SectionSortBy, event.target.value) ?? section.sortBy })
        }
        fullWidth
      >
        {SECTION_SORT_ORDER.map((sortBy) => (
          <MenuItem key={sortBy} value={sortBy}>
            {SECTION_SORT_BY_LABELS[sortBy]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Display"
        value={section.contentType}
        disabled={disabled || playlist}
        onChange={(event) =>
          onChange({
            contentType: enumMember(SectionContentType, event.target.value) ?? section.contentType,
          })
        }
        fullWidth
      >
        {SECTION_CONTENT_TYPES.map((contentType) => (
          <MenuItem key={contentType} value={contentType}>
            {SECTION_CONTENT_TYPE_LABELS[contentType]}
          </MenuItem>
        ))}
      </TextField>
    </FormSection>
  );
}
