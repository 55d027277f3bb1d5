import { ContextMessages, VideoStatus } from '@framehouse/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { UploadCanceledError, type ResumableUpload } from '@framehouse/sdk';
import { uploadApi } from './upload-data';
import { isSameFile, type UploadInProgress } from './upload-in-progress';
import {
  clearUploadInProgress,
  readUploadInProgress,
  saveUploadInProgress,
} from './upload-in-progress-storage';
import { isVideoFile } from './video-file';

/** The direct upload running in this tab, if any: one at a time (spec §4). */
export interface ActiveUpload {
  filename: string;
  /** Known once the API has created the video. */
  videoId?: string;
  percent: number;
}

interface VideoUploadContextValue {
  active: ActiveUpload | undefined;
  /** Starts uploading `file`, or says "You can upload only one video at a time" when one runs. */
  startUpload(file: File): void;
  /** Says "You can upload only one video at a time" and answers true when an upload runs. */
  refuseWhileUploading(): boolean;
  cancelUpload(): void;
  /** An upload a reload interrupted, still waiting on the server for its missing parts. */
  interrupted: UploadInProgress | undefined;
  /** Sends the missing parts of the interrupted upload from `file`, which must be the same file. */
  resumeUpload(file: File): void;
  /** Gives the interrupted upload up: the server cancels it and deletes its video. */
  discardInterrupted(): void;
  /** Stops the upload of videos that were just deleted (the delete already cancelled it on the server). */
  forgetDeletedVideos(ids: readonly string[]): void;
}

const VideoUploadContext = createContext<VideoUploadContextValue | undefined>(undefined);

/** Ours: the spec names no success text. */
export const UPLOAD_COMPLETED_MESSAGE = 'Video uploaded. It is being processed.';
/** Ours: resuming needs the very file that was being uploaded. */
export const resumeNeedsSameFileMessage = (filename: string) =>
  `Choose the same file to resume the upload: ${filename}.`;

/** The saved upload if its video still waits for its parts; anything else is forgotten. */
async function stillUploading(saved: UploadInProgress): Promise<boolean> {
  try {
    return (await uploadApi.videoStatus(saved.videoId)) === VideoStatus.UPLOADING;
  } catch {
    return false;
  }
}

/**
 * Holds the direct upload for the whole signed-in app, so it goes on while the user moves between
 * screens; warns before the window closes while it runs.
 */
export function VideoUploadProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveUpload>();
  const controller = useRef<AbortController | undefined>(undefined);
  const videoId = useRef<string | undefined>(undefined);
  const notify = useNotify();
  const refresh = useRefresh();

  const refuseWhileUploading = useCallback(() => {
    if (!controller.current) return false;
    notify(ContextMessages.oneUploadAtATime, { type: 'warning' });
    return true;
  }, [notify]);

  const [interrupted, setInterrupted] = useState<UploadInProgress>();

  useEffect(() => {
    const saved = readUploadInProgress();
    if (!saved) return;
    let current = true;
    void stillUploading(saved).then((waiting) => {
      if (!current) return;
      if (waiting) setInterrupted(saved);
      else clearUploadInProgress();
    });
    return () => {
      current = false;
    };
  }, []);

  /**
   * Runs one upload of `file` (fresh, or the rest of `interrupted`) as the one active upload of this tab;
   * the SDK cancels it on the server when it fails or is cancelled.
   */
  const run = useCallback(
    (file: File, resume?: ResumableUpload) => {
      const abort = new AbortController();
      controller.current = abort;
      videoId.current = undefined;
      setInterrupted(undefined);
      setActive({ filename: file.name, percent: 0 });
      let shownPercent = 0;
      uploadApi
        .upload(file, {
          signal: abort.signal,
          resume,
          onResumable(upload) {
            videoId.current = upload.videoId;
            setActive((current) => current && { ...current, videoId: upload.videoId });
            saveUploadInProgress({ ...upload, size: file.size, lastModified: file.lastModified });
            refresh();
          },
          onProgress({ percent = 0 }) {
            if (percent === shownPercent) return;
            shownPercent = percent;
            setActive((current) => current && { ...current, percent });
          },
        })
        .then(() => notify(UPLOAD_COMPLETED_MESSAGE, { type: 'success' }))
        .catch((error: unknown) => {
          if (error instanceof UploadCanceledError) return;
          console.warn('Upload failed:', error);
          notify(ContextMessages.uploadFailed, { type: 'error' });
        })
        .finally(() => {
          // Finished, failed or cancelled, the server no longer waits for parts: nothing to resume.
          clearUploadInProgress();
          controller.current = undefined;
          videoId.current = undefined;
          setActive(undefined);
          refresh();
        });
    },
    [notify, refresh],
  );

  const startUpload = useCallback(
    (file: File) => {
      if (refuseWhileUploading()) return;
      if (!isVideoFile(file)) {
        notify(ContextMessages.uploadFailed, { type: 'error' });
        return;
      }
      run(file);
    },
    [notify, refuseWhileUploading, run],
  );

  const resumeUpload = useCallback(
    (file: File) => {
      if (!interrupted || refuseWhileUploading()) return;
      if (!isSameFile(interrupted, file)) {
        notify(resumeNeedsSameFileMessage(interrupted.filename), { type: 'warning' });
        return;
      }
      run(file, interrupted);
    },
    [interrupted, notify, refuseWhileUploading, run],
  );

  const discardInterrupted = useCallback(() => {
    if (!interrupted) return;
    setInterrupted(undefined);
    clearUploadInProgress();
    void uploadApi
      .cancel(interrupted.videoId, interrupted.key)
      .catch((error: unknown) => console.warn('Cancelling the interrupted upload failed:', error))
      .finally(refresh);
  }, [interrupted, refresh]);

  const cancelUpload = useCallback(() => controller.current?.abort(), []);

  const forgetDeletedVideos = useCallback(
    (ids: readonly string[]) => {
      // The delete already cancelled the upload on the server: the SDK's own cancel then finds nothing.
      if (videoId.current && ids.includes(videoId.current)) controller.current?.abort();
      if (interrupted && ids.includes(interrupted.videoId)) {
        setInterrupted(undefined);
        clearUploadInProgress();
      }
    },
    [interrupted],
  );

  const uploading = active !== undefined;
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  // Leaving the signed-in app (sign out) stops the upload; the server cancels it.
  useEffect(() => () => controller.current?.abort(), []);

  const value = useMemo(
    () => ({
      active,
      startUpload,
      refuseWhileUploading,
      cancelUpload,
      interrupted,
      resumeUpload,
      discardInterrupted,
      forgetDeletedVideos,
    }),
    [
      active,
      startUpload,
      refuseWhileUploading,
      cancelUpload,
      interrupted,
      resumeUpload,
      discardInterrupted,
      forgetDeletedVideos,
    ],
  );
  return <VideoUploadContext.Provider value={value}>{children}</VideoUploadContext.Provider>;
}

export function useVideoUpload(): VideoUploadContextValue {
  const context = useContext(VideoUploadContext);
  if (!context) throw new Error('useVideoUpload is used outside VideoUploadProvider');
  return context;
}
