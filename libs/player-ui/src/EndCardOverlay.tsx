import {
  END_CARD_DEFAULT_COLORS,
  END_CARD_FRAME_MESSAGE,
  END_CARD_FRAME_PATH,
  END_CARD_OPACITY_DEFAULT,
  PlayerEventType,
  type EndCardText,
  type PlayerBuilderEndCard,
  type PlayerCustomEndCard,
  type PlayerEndCard,
  type VideoControlButtons,
  type WatchNext,
} from '@framehouse/domain';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, IconButton, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ButtonCta, newTabLink } from './ButtonCta';
import { openableLink, rgbaOf, scaledPx } from './cta-rules';
import {
  backgroundImageCss,
  COPIED_FEEDBACK_MS,
  cssUrl,
  endCardBox,
  isEndCardLinkClick,
} from './end-card-rules';
import { overlayFontStack } from './overlay-fonts';
import { clickedThrough, type ViewerEventHandler } from './viewer-events';

export interface EndCardOverlayProps {
  card: PlayerEndCard;
  watchNext: WatchNext | null;
  /** The Framehouse origin the custom-code frame page is loaded from ('' for this page's). */
  publicBaseUrl: string;
  onReplay(): void;
  onClose(): void;
  /** The card shown, and clicks on its links and its promo code's Copy (analytics). */
  onEvent?: ViewerEventHandler;
}

/** What a custom-code card's frame may do: run its script and open links in new tabs, nothing else. */
export const END_CARD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

const CUSTOM_CARD_CONTROLS: VideoControlButtons = {
  iconsColor: END_CARD_DEFAULT_COLORS.icon,
  backgroundColor: END_CARD_DEFAULT_COLORS.controlBackground,
  backgroundOpacity: END_CARD_OPACITY_DEFAULT,
};

function textSx(text: EndCardText) {
  return {
    fontFamily: overlayFontStack(text.font),
    fontWeight: text.fontWeight,
    fontSize: scaledPx(text.fontSize),
    color: text.color,
  };
}

/** Replay and Close, in the card's control colours, at the top right of the picture. */
function Controls({
  colors,
  onReplay,
  onClose,
}: { colors: VideoControlButtons } & Pick<EndCardOverlayProps, 'onReplay' | 'onClose'>) {
  const sx = {
    color: colors.iconsColor,
    backgroundColor: rgbaOf(colors.backgroundColor, colors.backgroundOpacity),
    '&:hover': { backgroundColor: rgbaOf(colors.backgroundColor, 100) },
    '&:focus-visible': { outline: `2px solid ${colors.iconsColor}` },
  };
  return (
    <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: '3%', right: '2%', zIndex: 2 }}>
      <IconButton size="small" aria-label="Replay" onClick={onReplay} sx={sx}>
        <ReplayIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Close" onClick={onClose} sx={sx}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** The promo code with its label and a Copy button that says "Copied" for 2 s. */
function PromoCode({ promo, text }: { promo: { text: string; label: string }; text: EndCardText }) {
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard.writeText(promo.text).then(
      () => setCopied(true),
      () => {
        // No clipboard for this page (an insecure host, a refused permission): select the code instead.
        const code = codeRef.current;
        const selection = code ? window.getSelection() : null;
        if (code && selection) selection.selectAllChildren(code);
      },
    );
  };
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="center"
      flexWrap="wrap"
      data-testid="promo-code"
      sx={{
        gap: '0.5em',
        fontFamily: overlayFontStack(text.font),
        fontWeight: text.fontWeight,
        fontSize: scaledPx(14),
        color: text.color,
      }}
    >
      {promo.label && <span>{promo.label}</span>}
      <Box
        component="code"
        ref={codeRef}
        sx={{
          font: 'inherit',
          fontWeight: text.fontWeight,
          letterSpacing: '0.08em',
          padding: '0.3em 0.7em',
          border: `1px dashed ${text.color}`,
          borderRadius: '4px',
          userSelect: 'all',
        }}
      >
        {promo.text}
      </Box>
      <Box
        component="button"
        type="button"
        data-end-card-action="copy"
        onClick={copy}
        aria-live="polite"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: '0.3em',
          font: 'inherit',
          padding: '0.3em 0.7em',
          color: text.color,
          background: 'transparent',
          border: `1px solid ${text.color}`,
          borderRadius: '4px',
          cursor: 'pointer',
        }}
      >
        <ContentCopyIcon aria-hidden sx={{ fontSize: '1.1em' }} />
        {copied ? 'Copied' : 'Copy'}
      </Box>
    </Stack>
  );
}

function WatchNextButton({
  next,
  colors,
  text,
}: {
  next: WatchNext;
  colors: VideoControlButtons;
  text: EndCardText;
}) {
  const href = openableLink(next.pageUrl);
  if (!href) return null;
  return (
    <Box
      {...newTabLink(href)}
      data-testid="watch-next"
      title={next.title}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.4em',
        maxWidth: '100%',
        padding: '0.6em 1.1em',
        fontFamily: overlayFontStack(text.font),
        fontWeight: text.fontWeight,
        fontSize: scaledPx(14),
        lineHeight: 1.2,
        color: colors.iconsColor,
        backgroundColor: rgbaOf(colors.backgroundColor, colors.backgroundOpacity),
        borderRadius: '99px',
        textDecoration: 'none',
      }}
    >
      <PlayArrowIcon aria-hidden sx={{ fontSize: '1.25em' }} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        Watch next: {next.title}
      </Box>
    </Box>
  );
}

/** A visual-builder card: its overlay across the picture and the card in its size, centred. */
function BuilderCard({ card, watchNext }: { card: PlayerBuilderEndCard; watchNext: WatchNext | null }) {
  const { design } = card;
  const box = endCardBox(design.cardOrientation, design.cardSize);
  const picture = card.backgroundImageUrl ? backgroundImageCss(design.backgroundImageSettings) : null;
  const next = card.watchNextButtonVisible ? watchNext : null;
  // Watch next and the promo code read in the subline's font (a face already loaded), else the headline's.
  const supporting = design.subline ?? design.headline;
  return (
    <Box
      data-testid="end-card-card"
      sx={{
        position: 'relative',
        boxSizing: 'border-box',
        height: `${box.heightPercent}%`,
        width: box.widthPercent === null ? 'auto' : `${box.widthPercent}%`,
        aspectRatio: box.aspectRatio ?? undefined,
        maxWidth: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: scaledPx(12),
        padding: scaledPx(20),
        overflow: 'auto',
        textAlign: 'center',
        backgroundColor: rgbaOf(design.background.color, design.background.opacity),
        ...(picture && card.backgroundImageUrl
          ? {
              backgroundImage: cssUrl(card.backgroundImageUrl),
              backgroundRepeat: 'no-repeat',
              ...picture,
            }
          : {}),
        border: `${design.border.width}px solid ${design.border.color}`,
        borderRadius: `${design.border.radius}px`,
      }}
    >
      <Box component="h2" sx={{ m: 0, lineHeight: 1.15, ...textSx(design.headline) }}>
        {design.headline.text}
      </Box>
      {design.subline && (
        <Box component="p" sx={{ m: 0, lineHeight: 1.3, ...textSx(design.subline) }}>
          {design.subline.text}
        </Box>
      )}
      {card.ctaButtons.length > 0 && (
        <Stack direction="row" flexWrap="wrap" justifyContent="center" sx={{ gap: scaledPx(10) }}>
          {card.ctaButtons.map((button) => (
            <ButtonCta key={button.id} cta={button} />
          ))}
        </Stack>
      )}
      {next && <WatchNextButton next={next} colors={design.videoControlButtons} text={supporting} />}
      {card.promoCode && <PromoCode promo={card.promoCode} text={supporting} />}
    </Box>
  );
}

/**
 * A custom-code card. Its code never runs in this document: the frame page (served by the API with a
 * sandboxing CSP) loads in a frame sandboxed without allow-same-origin, so it runs in an opaque origin
 * that reaches neither this page, nor its cookies, nor the Framehouse origin; once loaded it receives the
 * code and writes it into its own document. A click on one of the card's links reaches this page only as
 * the frame page's message, which `onEvent` is told as the card's click.
 */
function CustomCard({
  card,
  publicBaseUrl,
  onEvent,
}: {
  card: PlayerCustomEndCard;
  publicBaseUrl: string;
  onEvent?: ViewerEventHandler;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const endCardId = card.id;
  useEffect(() => {
    if (!onEvent) return undefined;
    const onMessage = (message: MessageEvent) => {
      if (isEndCardLinkClick(message, frameRef.current?.contentWindow))
        onEvent({ type: PlayerEventType.END_CARD_CLICKED, endCardId });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [endCardId, onEvent]);
  return (
    <Box
      component="iframe"
      ref={frameRef}
      title="End card"
      data-testid="end-card-frame"
      src={`${publicBaseUrl}${END_CARD_FRAME_PATH}`}
      sandbox={END_CARD_FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      onLoad={() =>
        // Its origin is opaque: '*' is the only target that reaches it, and the code is no secret.
        frameRef.current?.contentWindow?.postMessage(
          { type: END_CARD_FRAME_MESSAGE, code: card.customCode },
          '*',
        )
      }
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, display: 'block' }}
    />
  );
}

/**
 * The end card over the picture when a video (or a moment's range) ends: a visual-builder card drawn from
 * its design, or a custom-code card in its sandboxed frame, with Replay and Close.
 */
export function EndCardOverlay({
  card,
  watchNext,
  publicBaseUrl,
  onReplay,
  onClose,
  onEvent,
}: EndCardOverlayProps) {
  const colors = card.kind === 'builder' ? card.design.videoControlButtons : CUSTOM_CARD_CONTROLS;
  const endCardId = card.id;
  useEffect(() => onEvent?.({ type: PlayerEventType.END_CARD_SHOWN, endCardId }), [endCardId, onEvent]);
  const clicked = (event: { target: EventTarget | null; button: number }) => {
    if (clickedThrough(event, '[data-end-card-action]'))
      onEvent?.({ type: PlayerEventType.END_CARD_CLICKED, endCardId });
  };
  return (
    <Box
      role="dialog"
      aria-label="End card"
      data-testid="end-card"
      data-end-card-kind={card.kind}
      onKeyDown={(event) => event.stopPropagation()}
      onClick={onEvent && clicked}
      onAuxClick={onEvent && clicked}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 4,
        containerType: 'size',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor:
          card.kind === 'builder'
            ? rgbaOf(card.design.overlay.color, card.design.overlay.opacity)
            : 'transparent',
      }}
    >
      {card.kind === 'builder' ? (
        <BuilderCard card={card} watchNext={watchNext} />
      ) : (
        <CustomCard card={card} publicBaseUrl={publicBaseUrl} onEvent={onEvent} />
      )}
      <Controls colors={colors} onReplay={onReplay} onClose={onClose} />
    </Box>
  );
}
