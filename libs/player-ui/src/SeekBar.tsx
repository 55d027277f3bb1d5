import { chapterAt, formatDuration, type PublicChapter } from '@framehouse/domain';
import { Box, Slider, Typography } from '@mui/material';
import { useRef, useState, type MouseEvent } from 'react';
import { storyboardCueAt, type StoryboardCue } from './storyboard';

/** Widest the hover preview is drawn, whatever the tile size (it scales down, never up). */
const PREVIEW_MAX_WIDTH = 160;

/**
 * The seek bar. Hovering it shows the time under the pointer, the name of the chapter there and, when the
 * video has a storyboard, the frame of that time cut from the sprite. Chapters are marked by a gap in the
 * bar at each start after the first.
 */
export function SeekBar({
  time,
  duration,
  cues,
  chapters = [],
  disabled,
  onSeek,
}: {
  time: number;
  duration: number;
  cues: readonly StoryboardCue[];
  /** On the bar's own timeline (milliseconds from its start). */
  chapters?: readonly PublicChapter[];
  disabled: boolean;
  onSeek: (seconds: number) => void;
}) {
  const barRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ seconds: number; x: number; width: number } | undefined>();
  const known = Number.isFinite(duration) && duration > 0;

  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const bar = barRef.current?.getBoundingClientRect();
    if (!bar || !known || bar.width === 0) return;
    const x = Math.min(bar.width, Math.max(0, event.clientX - bar.left));
    setHover({ seconds: (x / bar.width) * duration, x, width: bar.width });
  };

  const cue = hover ? storyboardCueAt(cues, hover.seconds) : undefined;
  const hoveredChapter = hover ? chapterAt(chapters, hover.seconds * 1000) : undefined;
  const marks = known
    ? chapters.filter((chapter) => chapter.startMs > 0 && chapter.startMs < duration * 1000)
    : [];
  const scale = cue ? Math.min(1, PREVIEW_MAX_WIDTH / cue.width) : 1;
  const previewWidth = cue ? cue.width * scale : 56;
  const left = hover ? Math.min(Math.max(0, hover.x - previewWidth / 2), hover.width - previewWidth) : 0;

  return (
    <Box
      ref={barRef}
      onMouseMove={onMouseMove}
      onMouseLeave={() => setHover(undefined)}
      data-testid="seek-bar"
      sx={{ position: 'relative', mx: 1, display: 'flex', alignItems: 'center' }}
    >
      <Slider
        size="small"
        color="primary"
        min={0}
        max={known ? duration : 0}
        step={0.1}
        value={Math.min(time, known ? duration : time)}
        disabled={disabled}
        onChange={(_event, value) => onSeek(Array.isArray(value) ? value[0] : value)}
        aria-label="Seek"
      />
      {marks.map((chapter) => (
        <Box
          key={chapter.startMs}
          data-testid="chapter-mark"
          title={chapter.title}
          sx={{
            position: 'absolute',
            left: `${(chapter.startMs / (duration * 1000)) * 100}%`,
            top: '50%',
            width: 3,
            height: 8,
            transform: 'translate(-50%, -50%)',
            bgcolor: 'rgba(0, 0, 0, 0.85)',
            pointerEvents: 'none',
            zIndex: 1,
          }}
        />
      ))}
      {hover && !disabled && (
        <Box
          data-testid="seek-preview"
          sx={{
            position: 'absolute',
            bottom: '100%',
            left,
            mb: 1,
            pointerEvents: 'none',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            zIndex: 4,
          }}
        >
          {cue && (
            <Box
              role="img"
              aria-label={`Frame at ${formatDuration(hover.seconds * 1000)}`}
              data-testid="storyboard-frame"
              sx={{
                width: cue.width * scale,
                height: cue.height * scale,
                overflow: 'hidden',
                outline: 1,
                outlineColor: 'common.white',
                borderRadius: 0.5,
                bgcolor: 'common.black',
              }}
            >
              {/* The tile at the sprite's own size, scaled as a whole so its rectangle stays in step. */}
              <Box
                sx={{
                  width: cue.width,
                  height: cue.height,
                  backgroundImage: `url("${cue.imageUrl}")`,
                  backgroundPosition: `${-cue.x}px ${-cue.y}px`,
                  backgroundRepeat: 'no-repeat',
                  transform: `scale(${scale})`,
                  transformOrigin: 'top left',
                }}
              />
            </Box>
          )}
          {hoveredChapter && (
            <Typography
              variant="caption"
              data-testid="seek-preview-chapter"
              sx={{
                mt: 0.5,
                px: 0.75,
                maxWidth: 200,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                borderRadius: 0.5,
                bgcolor: 'rgba(0, 0, 0, 0.85)',
                fontWeight: 600,
              }}
            >
              {hoveredChapter.title}
            </Typography>
          )}
          <Typography
            variant="caption"
            sx={{
              mt: 0.5,
              px: 0.75,
              borderRadius: 0.5,
              bgcolor: 'rgba(0, 0, 0, 0.85)',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatDuration(hover.seconds * 1000)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
