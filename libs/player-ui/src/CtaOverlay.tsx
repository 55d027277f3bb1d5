import type { PlayerCtaGroup } from '@framehouse/domain';
import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';
import { PlayerEventType } from '@framehouse/domain';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ButtonCta, newTabLink } from './ButtonCta';
import { ctaAnimationTiming, ctaBox, ctaKeyframes, openableLink } from './cta-rules';
import { clickedThrough, type ViewerEventHandler } from './viewer-events';

type PlacedCta = PlayerCtaGroup['ctas'][number];

/** The animation's CSS (its keyframes go into the player's emotion cache, i.e. its shadow root). */
function useAnimation(animation: PlacedCta['config']['animation']): string | undefined {
  const { name, duration, cycleTime } = animation;
  return useMemo(() => {
    const timing = ctaAnimationTiming({ name, duration, cycleTime });
    if (!timing || !name) return undefined;
    const moves = keyframes(ctaKeyframes(name, timing));
    return `${moves} ${timing.periodS}s ${timing.timing} infinite`;
  }, [name, duration, cycleTime]);
}

/** The drawn CTA's height in percent of the layer it is placed in, followed as either resizes. */
function useHeightPercent() {
  const ref = useRef<HTMLDivElement>(null);
  const [heightPercent, setHeightPercent] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    const layer = element?.parentElement;
    if (!element || !layer) return;
    const measure = () =>
      setHeightPercent(layer.clientHeight > 0 ? (element.offsetHeight / layer.clientHeight) * 100 : 0);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(layer);
    return () => observer.disconnect();
  }, []);
  return { ref, heightPercent };
}

function Placed({
  placed,
  layer,
  onEvent,
}: {
  placed: PlacedCta;
  layer: number;
  onEvent?: ViewerEventHandler;
}) {
  const { ref, heightPercent } = useHeightPercent();
  const ctaId = placed.cta.id;
  useEffect(() => onEvent?.({ type: PlayerEventType.CTA_SHOWN, ctaId }), [ctaId, onEvent]);
  const box = ctaBox(placed.config, heightPercent);
  const animation = useAnimation(placed.config.animation);
  const { cta } = placed;
  const imageHref = cta.kind === 'image' ? openableLink(cta.url) : null;
  return (
    <Box
      ref={ref}
      data-testid="cta"
      data-cta-id={cta.id}
      sx={{
        position: 'absolute',
        left: `${box.left}%`,
        top: `${box.top}%`,
        width: `${box.width}%`,
        zIndex: layer,
        // Measured before it shows, so it never flashes outside the picture.
        visibility: heightPercent > 0 ? 'visible' : 'hidden',
      }}
    >
      <Box
        sx={{
          animation,
          transformOrigin: 'center',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {cta.kind === 'button' ? (
          <ButtonCta cta={cta} fill />
        ) : (
          <Box
            {...(imageHref ? { ...newTabLink(imageHref), 'aria-label': 'Open link' } : { component: 'span' })}
            sx={{ display: 'block', pointerEvents: 'auto', cursor: imageHref ? 'pointer' : 'default' }}
          >
            <Box
              component="img"
              src={cta.imageUrl}
              alt=""
              draggable={false}
              sx={{ display: 'block', width: '100%', height: 'auto', userSelect: 'none' }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * The CTAs of the groups showing now, over the picture: each centred on its position, kept inside the
 * picture, animated; later ones in the list over earlier ones. The layer lets clicks through to the video
 * except on the CTAs themselves.
 */
export function CtaOverlay({
  groups,
  onEvent,
}: {
  groups: readonly PlayerCtaGroup[];
  /** Each CTA shown, and clicks on its link (analytics). */
  onEvent?: ViewerEventHandler;
}) {
  const placed = groups.flatMap((group) =>
    group.ctas.map((entry) => ({ key: `${group.id}:${entry.id}`, entry })),
  );
  if (placed.length === 0) return null;
  const clicked = (event: { target: EventTarget | null; button: number }) => {
    const ctaId = clickedThrough(event)?.closest('[data-cta-id]')?.getAttribute('data-cta-id');
    if (ctaId) onEvent?.({ type: PlayerEventType.CTA_CLICKED, ctaId });
  };
  return (
    <Box
      data-testid="cta-overlay"
      onKeyDown={(event) => event.stopPropagation()}
      onClick={onEvent && clicked}
      onAuxClick={onEvent && clicked}
      sx={{ position: 'absolute', inset: 0, zIndex: 3, pointerEvents: 'none', containerType: 'size' }}
    >
      {placed.map(({ key, entry }, index) => (
        <Placed key={key} placed={entry} layer={index + 1} onEvent={onEvent} />
      ))}
    </Box>
  );
}
