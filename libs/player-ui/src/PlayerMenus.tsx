import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import ClosedCaptionOffIcon from '@mui/icons-material/ClosedCaptionOff';
import SettingsIcon from '@mui/icons-material/Settings';
import SpeedIcon from '@mui/icons-material/Speed';
import { MenuItem } from '@mui/material';
import { ControlMenu } from './ControlMenu';
import {
  captionOptions,
  qualityOptions,
  SPEEDS,
  speedLabel,
  type CaptionTrack,
  type QualityLevel,
} from './player-rules';

/** The speed menu: 0.25 … 3, "Normal" for 1. */
export function SpeedMenu({ speed, onChange }: { speed: number; onChange: (speed: number) => void }) {
  return (
    <ControlMenu label="Playback speed" icon={<SpeedIcon />} text={speedLabel(speed)}>
      {(close) =>
        SPEEDS.map((option) => (
          <MenuItem
            key={option}
            selected={option === speed}
            onClick={() => {
              onChange(option);
              close();
            }}
          >
            {speedLabel(option)}
          </MenuItem>
        ))
      }
    </ControlMenu>
  );
}

/** The quality menu: Auto (naming the level playing), then each rendition. */
export function QualityMenu({
  levels,
  playingLevel,
  chosenLevel,
  onChange,
}: {
  levels: readonly QualityLevel[];
  playingLevel: number;
  chosenLevel: number;
  onChange: (level: number) => void;
}) {
  const options = qualityOptions(levels);
  const playingLabel = options.find((option) => option.level === playingLevel)?.label;
  const text =
    chosenLevel === -1
      ? `Auto${playingLabel ? ` (${playingLabel})` : ''}`
      : (options.find((option) => option.level === chosenLevel)?.label ?? 'Auto');
  return (
    <ControlMenu label="Quality" icon={<SettingsIcon />} text={text}>
      {(close) =>
        [{ level: -1, label: 'Auto' }, ...options].map((option) => (
          <MenuItem
            key={option.level}
            selected={option.level === chosenLevel}
            onClick={() => {
              onChange(option.level);
              close();
            }}
          >
            {option.label}
          </MenuItem>
        ))
      }
    </ControlMenu>
  );
}

/** The captions menu: Off, then each track of the stream. */
export function CaptionsMenu({
  tracks,
  track,
  onChange,
}: {
  tracks: readonly CaptionTrack[];
  track: number;
  onChange: (track: number) => void;
}) {
  return (
    <ControlMenu
      label="Captions"
      // An icon alone keeps the bar on one line; the menu marks the chosen track.
      icon={track === -1 ? <ClosedCaptionOffIcon /> : <ClosedCaptionIcon />}
      text=""
    >
      {(close) =>
        captionOptions(tracks).map((option) => (
          <MenuItem
            key={option.track}
            selected={option.track === track}
            onClick={() => {
              onChange(option.track);
              close();
            }}
          >
            {option.label}
          </MenuItem>
        ))
      }
    </ControlMenu>
  );
}
