import type { PlayerEndCard, PlayerOverlays } from '@framehouse/domain';
import { EndCardOverlay, useOverlayFonts } from '@framehouse/player-ui';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useApiCall } from '../hooks/api-call';
import { videoOverlaysApi } from './video-overlays-data';

const noop = () => undefined;

/** The end card `endCardId` as the player's renderer draws it at the end, loaded with its buttons. */
export function useEndCardPreview(endCardId: string | null) {
  const call = useApiCall();
  const [state, setState] = useState<{ id: string | null; card?: PlayerEndCard | null; failed?: boolean }>({
    id: null,
    card: null,
  });
  useEffect(() => {
    if (!endCardId) return undefined;
    let current = true;
    call(() => videoOverlaysApi.playerEndCard(endCardId))
      .then((card) => current && setState({ id: endCardId, card }))
      .catch(() => current && setState({ id: endCardId, failed: true }));
    return () => {
      current = false;
    };
  }, [call, endCardId]);
  if (!endCardId) return { loading: false, card: null, failed: false };
  if (state.id !== endCardId) return { loading: true, card: null, failed: false };
  return { loading: false, card: state.card ?? null, failed: state.failed === true };
}

/**
 * The end card over a still of the video (16:9, as the player shows it), drawn by the one overlay
 * renderer of libs/player-ui; its Replay and Close do nothing here.
 */
export function EndCardPreview({
  endCardId,
  posterUrl,
}: {
  endCardId: string | null;
  posterUrl?: string | null;
}) {
  const { loading, card, failed } = useEndCardPreview(endCardId);
  const overlays = useMemo<PlayerOverlays>(() => ({ ctaGroups: [], endCard: card, watchNext: null }), [card]);
  useOverlayFonts(overlays, '');
  return (
    <Box
      role="figure"
      aria-label="End card preview"
      data-testid="end-card-preview"
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {posterUrl && (
        <Box
          component="img"
          src={posterUrl}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {card && (
        <EndCardOverlay card={card} watchNext={null} publicBaseUrl="" onReplay={noop} onClose={noop} />
      )}
      {(loading || failed || !card) && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'common.white',
            bgcolor: card ? undefined : 'rgba(0, 0, 0, 0.5)',
          }}
        >
          {loading ? (
            <CircularProgress color="inherit" aria-label="Loading the end card" />
          ) : (
            <Typography>
              {failed
                ? 'The end card could not be loaded.'
                : endCardId
                  ? 'This end card has nothing to show.'
                  : 'No end card shows after the video.'}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
