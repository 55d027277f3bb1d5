import {
  CardOrientation,
  DEFAULT_CTA_PLACEMENT_CONFIG,
  END_CARD_HORIZONTAL_PREVIEW_HEIGHT,
  END_CARD_MOBILE_PREVIEW_WIDTH,
  END_CARD_VERTICAL_PREVIEW_HEIGHT,
  END_CARD_VERTICAL_PREVIEW_WIDTH,
  type PlayerButtonCta,
  type PlayerEndCard,
  type PlayerImageCta,
  type PlayerOverlays,
} from '@framehouse/domain';
import { ButtonCta, CtaOverlay, EndCardOverlay, useOverlayFonts } from '@framehouse/player-ui';
import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';

/**
 * The editors' live previews, drawn by the one overlay renderer of libs/player-ui from what the form
 * holds now (the public player draws the same from what is saved). Fonts load from this origin's
 * /player/fonts, as the renderer does in the admin.
 */

const HORIZONTAL_WIDTH = Math.round((END_CARD_HORIZONTAL_PREVIEW_HEIGHT * 16) / 9);

/** A stand-in for the picture under the overlay: a dark 16:9 frame (the renderer sizes by its container). */
function PictureFrame({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <Box
      data-testid="overlay-preview"
      sx={{
        position: 'relative',
        width,
        maxWidth: '100%',
        height,
        overflow: 'hidden',
        borderRadius: 1,
        containerType: 'size',
        background: 'linear-gradient(135deg, #3b4656 0%, #1d232c 60%, #11151a 100%)',
      }}
    >
      {children}
    </Box>
  );
}

function noOverlays(): PlayerOverlays {
  return { ctaGroups: [], endCard: null, watchNext: null };
}

/** A button CTA as it shows over a video. */
export function ButtonCtaPreview({ cta }: { cta: PlayerButtonCta }) {
  const overlays = useMemo<PlayerOverlays>(
    () => ({
      ...noOverlays(),
      ctaGroups: [
        {
          id: 'preview',
          startMs: 0,
          endMs: 1,
          ctas: [{ id: 'preview', cta, config: DEFAULT_CTA_PLACEMENT_CONFIG }],
        },
      ],
    }),
    [cta],
  );
  useOverlayFonts(overlays, '');
  return (
    <PictureFrame width={HORIZONTAL_WIDTH} height={END_CARD_HORIZONTAL_PREVIEW_HEIGHT}>
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
        <ButtonCta cta={cta} />
      </Box>
    </PictureFrame>
  );
}

/** An image CTA placed over a video as a new placement would be (33 % wide, centred). */
export function ImageCtaPreview({ cta }: { cta: PlayerImageCta | null }) {
  const groups = useMemo(
    () =>
      cta
        ? [
            {
              id: 'preview',
              startMs: 0,
              endMs: 1,
              ctas: [{ id: 'preview', cta, config: DEFAULT_CTA_PLACEMENT_CONFIG }],
            },
          ]
        : [],
    [cta],
  );
  return (
    <PictureFrame width={HORIZONTAL_WIDTH} height={END_CARD_HORIZONTAL_PREVIEW_HEIGHT}>
      {cta ? (
        <CtaOverlay groups={groups} />
      ) : (
        <Typography
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#ccc' }}
        >
          Upload an image to see it here
        </Typography>
      )}
    </PictureFrame>
  );
}

/** The end card as the renderer draws it at a video's end; Replay and Close do nothing here. */
function PreviewEndCardOverlay({ card }: { card: PlayerEndCard }) {
  return (
    <EndCardOverlay
      card={card}
      watchNext={SAMPLE_WATCH_NEXT}
      publicBaseUrl=""
      onReplay={noop}
      onClose={noop}
    />
  );
}

const PREVIEW_TABS = ['Videos', 'Moments', 'Widget'] as const;
type PreviewTab = (typeof PREVIEW_TABS)[number];

/** What the end card's tab shows it over: a video, a moment of one, or a widget's player. */
const PREVIEW_CAPTIONS: Record<PreviewTab, string> = {
  Videos: 'At the end of a video',
  Moments: 'At the end of a moment',
  Widget: 'At the end of a moment in a widget',
};

/**
 * The end card with the tabs Videos, Moments and Widget (§2): 420 px high for a horizontal card, 800 ×
 * 450 px for a vertical one. The widget shows it in its smaller player (a carousel slide).
 */
export function EndCardPreview({
  card,
  orientation,
  mobile = false,
}: {
  card: PlayerEndCard | null;
  orientation: CardOrientation;
  /** A legacy card also shows on a phone's 380 px wide player (§2). */
  mobile?: boolean;
}) {
  const [tab, setTab] = useState<PreviewTab>('Videos');
  const overlays = useMemo<PlayerOverlays>(() => ({ ...noOverlays(), endCard: card }), [card]);
  useOverlayFonts(overlays, '');
  const vertical = orientation === CardOrientation.VERTICAL;
  const height = vertical ? END_CARD_VERTICAL_PREVIEW_HEIGHT : END_CARD_HORIZONTAL_PREVIEW_HEIGHT;
  const width = vertical ? END_CARD_VERTICAL_PREVIEW_WIDTH : HORIZONTAL_WIDTH;
  const scale = tab === 'Widget' ? 0.75 : 1;
  const frame = (
    <PictureFrame width={Math.round(width * scale)} height={Math.round(height * scale)}>
      {card && <PreviewEndCardOverlay card={card} />}
    </PictureFrame>
  );
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: PreviewTab) => setTab(next)} sx={{ mb: 2 }}>
        {PREVIEW_TABS.map((label) => (
          <Tab key={label} label={label} value={label} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {PREVIEW_CAPTIONS[tab]}
      </Typography>
      {tab === 'Widget' ? (
        <Paper variant="outlined" sx={{ p: 2, display: 'inline-block', maxWidth: '100%' }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Widget
          </Typography>
          {frame}
        </Paper>
      ) : (
        frame
      )}
      {mobile && card && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            On a phone
          </Typography>
          <PictureFrame
            width={END_CARD_MOBILE_PREVIEW_WIDTH}
            height={Math.round((END_CARD_MOBILE_PREVIEW_WIDTH * 9) / 16)}
          >
            <PreviewEndCardOverlay card={card} />
          </PictureFrame>
        </Box>
      )}
    </Box>
  );
}

/**
 * What Watch next offers in the preview (the player picks the real one for each video): the dashboard,
 * so that the preview's link stays in the admin.
 */
const SAMPLE_WATCH_NEXT = {
  title: 'Your next video',
  pageUrl: `${window.location.origin}/dashboard/videos`,
  posterUrl: null,
};

function noop() {}
