import { MOMENT_DOWNLOAD_ERROR_HIDE_MS, MOMENT_DOWNLOAD_POLL_MS, type TimeRange } from '@framehouse/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { getToken } from '../auth/token-storage';
import { saveFile } from '../components/save-file';
import { useNotifyError } from '../hooks/notify-error';
import { MomentDownloadError, momentDownloadStatus, startMomentDownload } from './moment-download';

const fetcher = (url: string, init: RequestInit) => window.fetch(url, init);

/**
 * Moment download (spec §4, §7): starts the cut of the moment's range, asks for its status every 10 s
 * showing the percentage, and saves the MP4 when that is the answer. A failed call toasts "Downloading
 * moment failed: status code N" for 4 s.
 */
export function MomentDownloadButton({
  momentId,
  range,
  filename,
}: {
  momentId: string;
  range: TimeRange;
  filename: string;
}) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [percent, setPercent] = useState<number>();
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const fail = (error: unknown) => {
    setPercent(undefined);
    if (error instanceof MomentDownloadError) {
      notify(error.message, { type: 'error', autoHideDuration: MOMENT_DOWNLOAD_ERROR_HIDE_MS });
    } else notifyError(error);
  };

  const poll = async (jobId: string) => {
    try {
      const answer = await momentDownloadStatus(fetcher, getToken(), jobId, `${filename}.mp4`);
      if (!alive.current) return;
      if (answer.kind === 'file') {
        setPercent(undefined);
        saveFile(answer.file, answer.filename);
        return;
      }
      setPercent(answer.percent);
      timer.current = window.setTimeout(() => void poll(jobId), MOMENT_DOWNLOAD_POLL_MS);
    } catch (error) {
      if (alive.current) fail(error);
    }
  };

  const start = async () => {
    setPercent(0);
    try {
      const jobId = await startMomentDownload(fetcher, getToken(), momentId, range);
      if (alive.current) await poll(jobId);
    } catch (error) {
      if (alive.current) fail(error);
    }
  };

  const running = percent !== undefined;
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={running}
      onClick={() => void start()}
      startIcon={running ? <CircularProgress size={14} /> : <DownloadIcon />}
      aria-live="polite"
    >
      {running ? `Downloading ${percent}%` : 'Download'}
    </Button>
  );
}
