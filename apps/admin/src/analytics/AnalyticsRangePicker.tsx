import {
  ANALYTICS_CUSTOM_RANGE,
  ANALYTICS_RANGE_PRESETS,
  presetKeyOf,
  presetRange,
  readAnalyticsRange,
  utcDayOf,
  type AnalyticsRange,
} from '@framehouse/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';

/**
 * The range of an analytics screen: the presets of libs/domain (last 7, 30, 90, 365 days) or two days of
 * the member's own, read by the API's rule (at most 366 days, from before to).
 */
export function AnalyticsRangePicker({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const today = utcDayOf(Date.now());
  const [custom, setCustom] = useState(() => presetKeyOf(range, today) === ANALYTICS_CUSTOM_RANGE);
  const [draft, setDraft] = useState(range);
  const choice = custom ? ANALYTICS_CUSTOM_RANGE : presetKeyOf(range, today);
  const reading = readAnalyticsRange(draft.from || undefined, draft.to || undefined, today);
  const problems = 'problems' in reading ? reading.problems : {};

  const choose = (key: string) => {
    const preset = ANALYTICS_RANGE_PRESETS.find((entry) => entry.key === key);
    setCustom(!preset);
    setDraft(range);
    if (preset) onChange(presetRange(preset, today));
  };
  const edit = (field: keyof AnalyticsRange, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const read = readAnalyticsRange(next.from || undefined, next.to || undefined, today);
    if ('range' in read && next.from && next.to) onChange(read.range);
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label="Date range"
        value={choice}
        onChange={(event) => choose(event.target.value)}
        // The admin's text fields take the whole width by default; these sit in a row.
        fullWidth={false}
        sx={{ minWidth: 180 }}
      >
        {ANALYTICS_RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset.key} value={preset.key}>
            {preset.label}
          </MenuItem>
        ))}
        <MenuItem value={ANALYTICS_CUSTOM_RANGE}>Custom range</MenuItem>
      </TextField>
      {custom &&
        (['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            type="date"
            size="small"
            fullWidth={false}
            sx={{ width: 180 }}
            label={field === 'from' ? 'From' : 'To'}
            value={draft[field]}
            onChange={(event) => edit(field, event.target.value)}
            error={!!problems[field]}
            helperText={problems[field]}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        ))}
    </Stack>
  );
}
