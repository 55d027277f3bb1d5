import { ContextMessages, DIALOG_CONFIRMATION_WIDTH } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-admin';

/**
 * "Unsaved changes" (overlays-distribution §2, CTA editors): leaving a form with unsaved changes asks
 * first, with "Leave without saving" and "Back to edit". In-app navigation is held by the router's
 * blocker; closing or reloading the tab gets the browser's own question. `allowLeaving` lets the next
 * navigation through (after a save that goes elsewhere).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  // Read when a navigation starts, which may be before the render that follows a state change.
  const latest = useRef(dirty);
  latest.current = dirty;
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (released.current || !latest.current) return false;
    return currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    released.current = true;
  }, []);

  const dialog = (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
  return { dialog, allowLeaving };
}

export function UnsavedChangesDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby="unsaved-changes-title"
      slotProps={{ paper: { sx: { width: DIALOG_CONFIRMATION_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="unsaved-changes-title">{ContextMessages.unsavedChangesTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{ContextMessages.unsavedChangesPrompt}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave}>Leave without saving</Button>
        <Button variant="contained" onClick={onStay}>
          Back to edit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
