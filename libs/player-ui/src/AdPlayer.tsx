import { formatDuration, isWebLink } from '@framehouse/domain';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { adSecondsLeft } from './ad-rules';
import { VastErrorCode, type LinearAd } from './vast-ad';

const overlay = { position: 'absolute', inset: 0 } as const;

/** The wait while the ad tag resolves: the content is paused under it. */
export function AdLoading() {
  return (
    <Box sx={{ ...overlay, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress color="inherit" size={32} aria-label="Loading ad" />
    </Box>
  );
}

/**
 * A linear ad in its own `<video>` over the content: the "Ad" badge with the time left, "Skip ad" after
 * the skip offset, a click opening the ClickThrough URL (http(s) only); Impression, start, quartiles, complete, skip,
 * ClickTracking and Error fired through the VAST tracker. `onFinished` is called once, however it ends.
 */
export function AdPlayer({
  ad,
  volume,
  muted,
  onFinished,
}: {
  ad: LinearAd;
  volume: number;
  muted: boolean;
  onFinished: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const finished = useRef(false);
  const impressed = useRef(false);
  const { tracker } = ad;

  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onFinished();
  };

  useEffect(() => {
    // The ad server writes the URL: only a web page opens, never a javascript: URL in the page's origin.
    const openClickThrough = (url: string) => {
      if (isWebLink(url)) window.open(url, '_blank', 'noopener,noreferrer');
    };
    tracker.on('clickthrough', openClickThrough);
    return () => {
      tracker.off('clickthrough', openClickThrough);
    };
  }, [tracker]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    video.muted = muted;
  }, [volume, muted]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The viewer pressed play a moment ago; should the browser still refuse sound, the ad plays muted.
    video.play().catch(() => {
      video.muted = true;
      video.play().catch(() => {
        tracker.errorWithCode(String(VastErrorCode.MEDIA_PLAYBACK));
        finish();
      });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per ad (its key), not per render
  }, [ad]);

  const skipIn = ad.skipOffset === undefined ? undefined : Math.max(0, Math.ceil(ad.skipOffset - time));

  return (
    <Box sx={{ ...overlay, bgcolor: 'common.black', zIndex: 3 }} data-testid="ad-player">
      <Box
        component="video"
        ref={videoRef}
        src={ad.mediaUrl}
        playsInline
        onPlaying={() => {
          if (impressed.current) return;
          impressed.current = true;
          tracker.trackImpression();
        }}
        onDurationChange={(event) => {
          const seconds = event.currentTarget.duration;
          setDuration(seconds);
          if (Number.isFinite(seconds)) tracker.setDuration(seconds);
        }}
        onTimeUpdate={(event) => {
          setTime(event.currentTarget.currentTime);
          tracker.setProgress(event.currentTarget.currentTime);
        }}
        onEnded={() => {
          tracker.complete();
          finish();
        }}
        onError={() => {
          tracker.errorWithCode(String(VastErrorCode.MEDIA_PLAYBACK));
          finish();
        }}
        onClick={() => tracker.click()}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', cursor: 'pointer' }}
      />
      <Typography
        variant="caption"
        role="status"
        aria-label="Ad"
        sx={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          px: 1,
          py: 0.25,
          borderRadius: 0.5,
          bgcolor: 'warning.main',
          color: 'common.black',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        Ad · {formatDuration(adSecondsLeft(duration, time) * 1000)}
      </Typography>
      {skipIn !== undefined && (
        <Button
          variant="contained"
          color="inherit"
          size="small"
          disabled={skipIn > 0}
          onClick={() => {
            tracker.skip();
            finish();
          }}
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            textTransform: 'none',
            bgcolor: 'rgba(0, 0, 0, 0.75)',
            color: 'common.white',
            // Readable over any picture, dark ones included.
            border: 1,
            borderColor: 'rgba(255, 255, 255, 0.7)',
            '&.Mui-disabled': { bgcolor: 'rgba(0, 0, 0, 0.6)', color: 'grey.400' },
          }}
        >
          {skipIn > 0 ? `Skip ad in ${skipIn}` : 'Skip ad'}
        </Button>
      )}
    </Box>
  );
}
