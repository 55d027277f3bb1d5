import { Box, Typography } from '@mui/material';
import { msToPercent, rulerTicks, type TimelineView } from './timeline-geometry';

export const RULER_HEIGHT_PX = 30;

/** Time labels (mm:ss) on the labelled ticks, short ticks between them. */
export function TimelineRuler({ view, widthPx }: { view: TimelineView; widthPx: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        height: RULER_HEIGHT_PX,
        borderBottom: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        pointerEvents: 'none',
      }}
    >
      {rulerTicks(view, widthPx).map((tick) => (
        <Box
          key={tick.ms}
          sx={{ position: 'absolute', bottom: 0, left: `${msToPercent(tick.ms, view)}%`, height: '100%' }}
        >
          <Box
            sx={{
              position: 'absolute',
              bottom: 0,
              left: 0,
              width: '1px',
              height: tick.label ? 10 : 5,
              bgcolor: tick.label ? 'text.secondary' : 'divider',
            }}
          />
          {tick.label && (
            <Typography
              variant="caption"
              sx={{
                position: 'absolute',
                top: 2,
                left: 4,
                color: 'text.secondary',
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
                lineHeight: 1.4,
              }}
            >
              {tick.label}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
