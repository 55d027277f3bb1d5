import type { UploadInProgress } from './upload-in-progress';

/** localStorage key of the direct upload in progress, kept so that a reload can resume it. */
export const UPLOAD_IN_PROGRESS_STORAGE_KEY = 'uploadInProgress';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The saved upload, or undefined when there is none or what is saved is not one (it is then dropped). */
export function readUploadInProgress(storage: Storage = localStorage): UploadInProgress | undefined {
  const saved = storage.getItem(UPLOAD_IN_PROGRESS_STORAGE_KEY);
  if (saved === null) return undefined;
  try {
    const value = JSON.parse(saved) as Partial<UploadInProgress>;
    if (
      isText(value.videoId) &&
      isText(value.key) &&
      isText(value.filename) &&
      isCount(value.size) &&
      isCount(value.lastModified) &&
      isCount(value.partSize) &&
      value.partSize > 0
    ) {
      const { videoId, key, filename, size, lastModified, partSize } = value;
      return { videoId, key, filename, size, lastModified, partSize };
    }
  } catch {
    // Not JSON: dropped below.
  }
  storage.removeItem(UPLOAD_IN_PROGRESS_STORAGE_KEY);
  return undefined;
}

export function saveUploadInProgress(upload: UploadInProgress, storage: Storage = localStorage): void {
  storage.setItem(UPLOAD_IN_PROGRESS_STORAGE_KEY, JSON.stringify(upload));
}

export function clearUploadInProgress(storage: Storage = localStorage): void {
  storage.removeItem(UPLOAD_IN_PROGRESS_STORAGE_KEY);
}
