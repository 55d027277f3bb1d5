import type { ResumableUpload } from '@framehouse/sdk';

/**
 * What the admin keeps of an upload in progress so that, after a reload, the same file can be chosen
 * again and only its missing parts sent (a browser cannot reopen a file by itself): what the SDK needs
 * to resume, and what tells the same file again.
 */
export interface UploadInProgress extends ResumableUpload {
  size: number;
  lastModified: number;
}

/** True when `file` is, by all a browser can tell, the file of the interrupted upload. */
export function isSameFile(upload: UploadInProgress, file: File): boolean {
  return (
    file.name === upload.filename && file.size === upload.size && file.lastModified === upload.lastModified
  );
}
