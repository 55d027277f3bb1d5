import {
  CTA_ANIMATION_DURATIONS_S,
  CTA_CYCLE_TIMES_S,
  CTA_WIDTH_MAX,
  CtaAlignment,
  CtaAnimation,
  type CtaPlacementConfig,
} from '@framehouse/domain';
import AlignHorizontalCenterIcon from '@mui/icons-material/AlignHorizontalCenter';
import AlignHorizontalLeftIcon from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRightIcon from '@mui/icons-material/AlignHorizontalRight';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignCenterIcon from '@mui/icons-material/VerticalAlignCenter';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import {
  FormControl,
  IconButton,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';
import { enumMember } from '../enum-member';
import { ALIGNMENT_LABELS, alignedPosition } from './cta-geometry';

const ALIGNMENT_ICONS: Record<CtaAlignment, ReactElement> = {
  [CtaAlignment.BOTTOM]: <VerticalAlignBottomIcon />,
  [CtaAlignment.CENTER_VERTICAL]: <VerticalAlignCenterIcon />,
  [CtaAlignment.TOP]: <VerticalAlignTopIcon />,
  [CtaAlignment.LEFT]: <AlignHorizontalLeftIcon />,
  [CtaAlignment.CENTER_HORIZONTAL]: <AlignHorizontalCenterIcon />,
  [CtaAlignment.RIGHT]: <AlignHorizontalRightIcon />,
};
const NO_ANIMATION = 'none';

/** "Constant" for 0, else seconds (overlays-distribution §3). */
export const cycleTimeLabel = (seconds: number) => (seconds === 0 ? 'Constant' : `${seconds} s`);

/** The width field: its text while typed; empty or not a number is NaN ("Width cannot be empty"). */
function WidthField({
  width,
  error,
  disabled,
  onChange,
}: {
  width: number;
  error?: string;
  disabled: boolean;
  onChange: (width: number) => void;
}) {
  const [text, setText] = useState(Number.isFinite(width) ? String(width) : '');
  // A width set elsewhere (another CTA selected) shows here unless the text already means it.
  useEffect(() => {
    if (Number.isFinite(width)) setText((current) => (Number(current) === width ? current : String(width)));
  }, [width]);
  return (
    <TextField
      label="Width"
      required
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      error={!!error}
      helperText={error ?? `Of the video's width, max. ${CTA_WIDTH_MAX}%`}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value));
      }}
      slotProps={{
        htmlInput: { min: 1, max: CTA_WIDTH_MAX, step: 1 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
      sx={{ width: 150 }}
    />
  );
}

/**
 * The selected CTA's placement: alignment presets, width and animation (overlays-distribution §3); the
 * player shows each change at once. `ctaHeight` is the drawn CTA's height in percent of the picture,
 * which the top and bottom presets need.
 */
export function CtaPlacementSettings({
  name,
  config,
  ctaHeight,
  error,
  disabled,
  onChange,
}: {
  name: string;
  config: CtaPlacementConfig;
  ctaHeight: number;
  error?: string;
  disabled: boolean;
  onChange: (config: CtaPlacementConfig) => void;
}) {
  const { animation } = config;
  const width = Number.isFinite(config.width) ? config.width : 0;
  return (
    <Stack spacing={2} aria-label={`Placement of ${name}`} component="section">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            Alignment
          </Typography>
          <Stack
            direction="row"
            role="group"
            aria-label="Alignment"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
          >
            {Object.values(CtaAlignment).map((alignment) => (
              <Tooltip key={alignment} title={ALIGNMENT_LABELS[alignment]}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={ALIGNMENT_LABELS[alignment]}
                    disabled={disabled}
                    onClick={() =>
                      onChange({
                        ...config,
                        position: alignedPosition(alignment, config.position, width, ctaHeight),
                      })
                    }
                  >
                    {ALIGNMENT_ICONS[alignment]}
                  </IconButton>
                </span>
              </Tooltip>
            ))}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="cta-position">
          Centre at {config.position.calculatedLeft}% from the left, {config.position.calculatedTop}% from the
          top
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="flex-start" flexWrap="wrap" useFlexGap>
        <WidthField
          width={config.width}
          error={error}
          disabled={disabled}
          onChange={(next) => onChange({ ...config, width: next })}
        />
        <FormControl size="small" sx={{ width: 140 }} disabled={disabled}>
          <InputLabel id="cta-animation-label">Animation</InputLabel>
          <Select
            labelId="cta-animation-label"
            label="Animation"
            value={animation.name ?? NO_ANIMATION}
            onChange={(event) =>
              onChange({
                ...config,
                animation: { ...animation, name: enumMember(CtaAnimation, event.target.value) ?? null },
              })
            }
          >
            <MenuItem value={NO_ANIMATION}>None</MenuItem>
            {Object.values(CtaAnimation).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ width: 110 }} disabled={disabled || animation.name === null}>
          <InputLabel id="cta-duration-label">Duration</InputLabel>
          <Select
            labelId="cta-duration-label"
            label="Duration"
            value={animation.duration}
            onChange={(event) =>
              onChange({ ...config, animation: { ...animation, duration: Number(event.target.value) } })
            }
          >
            {CTA_ANIMATION_DURATIONS_S.map((seconds) => (
              <MenuItem key={seconds} value={seconds}>
                {seconds} s
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ width: 130 }} disabled={disabled || animation.name === null}>
          <InputLabel id="cta-cycle-label">Cycle time</InputLabel>
          <Select
            labelId="cta-cycle-label"
            label="Cycle time"
            value={animation.cycleTime}
            onChange={(event) =>
              onChange({ ...config, animation: { ...animation, cycleTime: Number(event.target.value) } })
            }
          >
            {CTA_CYCLE_TIMES_S.map((seconds) => (
              <MenuItem key={seconds} value={seconds}>
                {cycleTimeLabel(seconds)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
    </Stack>
  );
}
