import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getToken } from '../auth/token-storage';
import { PublicPage } from '../components/PublicPage';
import { errorMessageOf } from '../errors';
import { youtubeApi } from './youtube-data';
import { authorizeReturnOf } from './youtube-link';

/** How long the "Invalid session" text stays before the redirect to the root. */
const REDIRECT_DELAY_MS = 3000;

/**
 * /authorize/youtube (spec §2): where Google's consent page sends the browser back. Without a session it
 * says so and goes to the root; an `error` says the authorization failed; a code is saved through the
 * token call with the state it came back with (refused, with its message, unless this session was
 * given that state), then the publish page of the video the authorization was asked for opens.
 */
export function AuthorizeYouTubePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const outcome = useMemo(() => authorizeReturnOf(params, getToken() !== null), [params]);
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (outcome.kind === 'noSession') {
      const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (outcome.kind === 'failed') {
      console.warn('YouTube authorization returned without a usable code', params.get('error'));
      return undefined;
    }
    // The code is single-use: React's development double effect must not send it twice.
    if (started.current) return undefined;
    started.current = true;
    youtubeApi.saveToken(outcome.code, outcome.state).then(
      (videoId) => navigate(`/video/${encodeURIComponent(videoId)}/publish`, { replace: true }),
      (error: unknown) => setFailure(errorMessageOf(error)),
    );
    return undefined;
  }, [outcome, navigate, params]);

  const message = outcome.kind === 'saveCode' ? failure : outcome.message;
  return (
    <PublicPage title="YouTube">
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : (
        <Stack direction="row" spacing={2} alignItems="center">
          <CircularProgress size={24} />
          <Typography>Linking your YouTube account…</Typography>
        </Stack>
      )}
    </PublicPage>
  );
}
