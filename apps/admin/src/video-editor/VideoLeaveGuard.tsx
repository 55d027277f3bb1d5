import { ContextMessages, VideoStatus } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-admin';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { UnsavedChangesDialog } from '../components/UnsavedChangesDialog';
import { useApiCall } from '../hooks/api-call';
import {
  flagUnpublishedChanges,
  hasUnpublishedChanges,
  isFlaggedUnpublished,
  leaveQuestion,
  warnsBeforeUnload,
  type LeaveHold,
  type LeaveQuestion,
} from './leave-prompt';
import { videoEditorApi } from './video-editor-data';

interface VideoLeave {
  reportStatus: (status: VideoStatus) => void;
  hold: (key: string, hold: LeaveHold) => void;
  release: (key: string) => void;
  allowLeaving: () => void;
}

const VideoLeaveContext = createContext<VideoLeave | undefined>(undefined);

/**
 * The one leave prompt of the video pages (`/video/{id}/…`, a layout route in App.tsx): the router holds
 * one blocker at a time, so every page of a video asks through this one. Leaving an EDITED video for a
 * path outside its pages asks "You have unpublished video changes. Are you sure to leave this site?"
 * (spec §2) from any of them; a page with work not saved (the editor's draft, the CTA page) holds
 * leaving with the "Unsaved changes" dialog first. Closing or reloading the tab gets the browser's own
 * question.
 */
export function VideoLeaveGuard() {
  const { videoId = '' } = useParams();
  // Another video: its own status, flag and holds.
  return <VideoLeaveProvider key={videoId} videoId={videoId} />;
}

function VideoLeaveProvider({ videoId }: { videoId: string }) {
  const apiCall = useApiCall();
  const status = useRef<VideoStatus>(undefined);
  const holds = useRef(new Map<string, LeaveHold>());
  const released = useRef(false);
  const [asking, setAsking] = useState<LeaveQuestion>();

  const reportStatus = useCallback(
    (next: VideoStatus) => {
      status.current = next;
      // Set by moment tag and category edits only; any status but EDITED clears it (spec §4).
      if (next !== VideoStatus.EDITED) flagUnpublishedChanges(window.localStorage, videoId, next);
    },
    [videoId],
  );
  const unpublished = useCallback(
    () => hasUnpublishedChanges(status.current, isFlaggedUnpublished(window.localStorage, videoId)),
    [videoId],
  );
  const questionFor = useCallback(
    (nextPath: string) =>
      released.current
        ? undefined
        : leaveQuestion({
            videoId,
            nextPath,
            holds: [...holds.current.values()],
            unpublished: unpublished(),
          }),
    [videoId, unpublished],
  );

  // The status as the guard reads it first; the pages that load the video report theirs as they read it.
  useEffect(() => {
    let current = true;
    apiCall(() => videoEditorApi.status(videoId)).then(
      (read) => {
        if (current && read && status.current === undefined) reportStatus(read);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [apiCall, videoId, reportStatus]);

  const blocker = useBlocker(({ nextLocation }) => questionFor(nextLocation.pathname) !== undefined);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      setAsking(undefined);
      return undefined;
    }
    const question = questionFor(blocker.location.pathname);
    if (question !== 'unpublished') {
      setAsking(question);
      return undefined;
    }
    // A dialog of the page may have published or unpublished the video since its status was read: it is
    // read again before asking, and the member leaves without a question when nothing is unpublished.
    let current = true;
    apiCall(() => videoEditorApi.status(videoId)).then(
      (read) => {
        if (!current) return;
        if (read) reportStatus(read);
        if (questionFor(blocker.location.pathname) === undefined) blocker.proceed();
        else setAsking('unpublished');
      },
      () => {
        if (current) setAsking('unpublished');
      },
    );
    return () => {
      current = false;
    };
  }, [blocker, apiCall, videoId, questionFor, reportStatus]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!released.current && warnsBeforeUnload([...holds.current.values()], unpublished())) {
        event.preventDefault();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unpublished]);

  const context = useMemo<VideoLeave>(
    () => ({
      reportStatus,
      hold: (key, hold) => void holds.current.set(key, hold),
      release: (key) => void holds.current.delete(key),
      allowLeaving: () => {
        released.current = true;
      },
    }),
    [reportStatus],
  );

  const stay = () => blocker.reset?.();
  const leave = () => blocker.proceed?.();
  return (
    <VideoLeaveContext.Provider value={context}>
      <Outlet />
      <UnsavedChangesDialog open={asking === 'unsaved'} onLeave={leave} onStay={stay} />
      <Dialog open={asking === 'unpublished'} onClose={stay} aria-labelledby="leave-prompt-title">
        <DialogTitle id="leave-prompt-title">{ContextMessages.unpublishedChangesPrompt}</DialogTitle>
        <DialogActions>
          <Button onClick={stay}>Stay</Button>
          <Button variant="contained" onClick={leave}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </VideoLeaveContext.Provider>
  );
}

function useVideoLeave(): VideoLeave {
  const context = useContext(VideoLeaveContext);
  if (!context) throw new Error('A video page is rendered outside the route of VideoLeaveGuard.');
  return context;
}

/**
 * Work on a video page not saved yet: while `dirty`, leaving for a path `keeps` does not accept asks
 * first (by default, any other path). `allowLeaving` lets every later navigation through (the video was
 * deleted).
 */
export function useLeaveHold(dirty: boolean, keeps?: (nextPath: string) => boolean) {
  const { hold, release, allowLeaving } = useVideoLeave();
  const key = useId();
  const { pathname } = useLocation();
  // Set while rendering: a navigation that follows a state change may start before the next effect.
  hold(key, { dirty, keeps: keeps ?? ((nextPath) => nextPath === pathname) });
  useEffect(() => () => release(key), [release, key]);
  return { allowLeaving };
}

/** A page that read the video tells the prompt its status (fresher than the prompt's own read). */
export function useReportVideoStatus(status: VideoStatus | undefined) {
  const { reportStatus } = useVideoLeave();
  useEffect(() => {
    if (status) reportStatus(status);
  }, [reportStatus, status]);
}
