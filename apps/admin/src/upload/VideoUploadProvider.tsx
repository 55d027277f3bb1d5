import { ContextMessages } from '@framehouse/domain';
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
import { UploadCanceledError, uploadLocalVideo, VIDEO_DELETED } from './local-video-upload';
import { localUploadApi } from './upload-api';
import { isVideoFile } from './upload-parts';
import { sendPartWithXhr } from './xhr-part-sender';

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
  /** Stops the upload of videos that were just deleted (the delete already cancelled it on the server). */
  forgetDeletedVideos(ids: readonly string[]): void;
}

const VideoUploadContext = createContext<VideoUploadContextValue | undefined>(undefined);

/** Ours: the spec names no success text. */
export const UPLOAD_COMPLETED_MESSAGE = 'Video uploaded. It is being processed.';

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

  const startUpload = useCallback(
    (file: File) => {
      if (refuseWhileUploading()) return;
      if (!isVideoFile(file)) {
        notify(ContextMessages.uploadFailed, { type: 'error' });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      videoId.current = undefined;
      setActive({ filename: file.name, percent: 0 });
      const observer = {
        onVideoCreated(id: string) {
          videoId.current = id;
          setActive((current) => current && { ...current, videoId: id });
          refresh();
        },
        onProgress(percent: number) {
          setActive((current) => current && { ...current, percent });
        },
      };
      uploadLocalVideo(file, localUploadApi, sendPartWithXhr, abort.signal, observer)
        .then(() => notify(UPLOAD_COMPLETED_MESSAGE, { type: 'success' }))
        .catch((error: unknown) => {
          if (error instanceof UploadCanceledError) return;
          console.warn('Upload failed:', error);
          notify(ContextMessages.uploadFailed, { type: 'error' });
        })
        .finally(() => {
          controller.current = undefined;
          videoId.current = undefined;
          setActive(undefined);
          refresh();
        });
    },
    [notify, refresh, refuseWhileUploading],
  );

  const cancelUpload = useCallback(() => controller.current?.abort(), []);

  const forgetDeletedVideos = useCallback((ids: readonly string[]) => {
    if (videoId.current && ids.includes(videoId.current)) controller.current?.abort(VIDEO_DELETED);
  }, []);

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
    () => ({ active, startUpload, refuseWhileUploading, cancelUpload, forgetDeletedVideos }),
    [active, startUpload, refuseWhileUploading, cancelUpload, forgetDeletedVideos],
  );
  return <VideoUploadContext.Provider value={value}>{children}</VideoUploadContext.Provider>;
}

export function useVideoUpload(): VideoUploadContextValue {
  const context = useContext(VideoUploadContext);
  if (!context) throw new Error('useVideoUpload is used outside VideoUploadProvider');
  return context;
}
