import type { VideoStatus } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-admin';
import { leavePromptFor, warnsBeforeUnload } from './video-editor-form';

interface LeaveState {
  videoId: string;
  status: VideoStatus | undefined;
  dirty: boolean;
}

/**
 * The leave prompt of the editor: an EDITED video asks before leaving the video pages (spec §2), a draft
 * with unsaved changes before leaving the editor's tabs (ours). In-app navigation is held by the router's
 * blocker (the admin runs in a data router, see main.tsx) and confirmed in a dialog; closing or reloading
 * the tab gets the browser's own question. `allowLeaving` lifts it for good (the video was deleted).
 */
export function useLeavePrompt(state: LeaveState) {
  // Read when a navigation starts, which may be before the render that follows a state change.
  const latest = useRef(state);
  latest.current = state;
  const released = useRef(false);

  const blocker = useBlocker(
    ({ nextLocation }) =>
      !released.current &&
      leavePromptFor({ ...latest.current, nextPath: nextLocation.pathname }) !== undefined,
  );

  const warn = warnsBeforeUnload(state.status, state.dirty);
  useEffect(() => {
    if (!warn) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warn]);

  const allowLeaving = useCallback(() => {
    released.current = true;
  }, []);

  const message =
    blocker.state === 'blocked' && blocker.location
      ? leavePromptFor({ ...state, nextPath: blocker.location.pathname })
      : undefined;

  const prompt = (
    <Dialog
      open={message !== undefined}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-prompt-title"
    >
      <DialogTitle id="leave-prompt-title">{message}</DialogTitle>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button variant="contained" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { prompt, allowLeaving };
}
