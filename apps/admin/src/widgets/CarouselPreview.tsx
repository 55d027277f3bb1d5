import type { ColorTheme, WidgetOptions } from '@framehouse/domain';
import { renderWidgetView, type WidgetViewData } from '@framehouse/player-ui';
import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import type { MomentRow } from './moment-selection';

/** A chosen moment the list has not loaded (yet): drawn by its place only. */
export interface UnloadedMoment {
  id: string;
}

/**
 * The customize screen's live preview (overlays-distribution §2, §4): the widget exactly as the widget
 * script draws it (libs/player-ui's renderWidgetView: 3 per view, looping from 3 moments, arrows off while
 * all fit, the theme and main colour), from the form as it is edited, in its own shadow root. A thumbnail
 * shows that moment on the stage; nothing plays here.
 */
export function CarouselPreview({
  title,
  colorTheme,
  mainColor,
  options,
  moments,
}: {
  title: string;
  colorTheme: ColorTheme;
  mainColor: string;
  /** The embed options the script will carry. */
  options: WidgetOptions;
  moments: readonly (MomentRow | UnloadedMoment)[];
}) {
  const host = useRef<HTMLDivElement>(null);
  const data = useMemo<WidgetViewData>(
    () => ({
      title,
      style: { colorTheme, mainColor },
      options,
      moments: moments.map((moment) => ({
        id: moment.id,
        title: 'title' in moment ? moment.title : '',
        description: '',
        thumbnailUrl: 'thumbnailUrl' in moment ? (moment.thumbnailUrl ?? '') : '',
        durationMs: 'timeRange' in moment ? moment.timeRange.end - moment.timeRange.start : 0,
      })),
    }),
    [title, colorTheme, mainColor, options, moments],
  );

  useEffect(() => {
    const element = host.current;
    if (!element || data.moments.length === 0) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.replaceChildren();
    const view = renderWidgetView(root, data, { onPlay: (index) => view.select(index) });
  }, [data]);

  if (data.moments.length === 0) {
    return (
      <Box
        role="region"
        aria-label="Carousel preview"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 6, px: 2, textAlign: 'center' }}
      >
        <Typography color="text.secondary">Choose moments from the list to show them here.</Typography>
      </Box>
    );
  }
  return (
    <Box
      role="region"
      aria-label="Carousel preview"
      data-testid="carousel-preview"
      ref={host}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    />
  );
}
