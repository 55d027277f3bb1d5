import { fileExtension, isValidUrl, WEB_URL_SCHEMES } from '../validation/common';
import { maxLengthMessage, ValidationMessages } from '../validation/validation-messages';
import { characterLength, isBlank, type ValidationResult } from '../validation/validator';
import { baseFileName, IMPORT_URL_MAX, VIDEO_FILE_EXTENSIONS, VIDEO_FILENAME_MAX } from './video-upload';

/**
 * What the D2C transcription service accepts from the plugin (ours; the spec names the service but not
 * its inputs): an audio or video file, or the URL of one. The API checks the name and type here; the
 * transcoder's probe is what finally decides (a file that only claims to be media ends FAILED).
 */

/** Extensions of the audio files ffmpeg reads. */
export const AUDIO_FILE_EXTENSIONS: readonly string[] = [
  '.mp3',
  '.wav',
  '.wave',
  '.m4a',
  '.aac',
  '.ogg',
  '.oga',
  '.opus',
  '.flac',
  '.wma',
  '.aif',
  '.aiff',
  '.amr',
  '.mka',
  '.weba',
];

/** Audio and video files: what a transcription can be made of. */
export const D2C_MEDIA_FILE_EXTENSIONS: readonly string[] = [
  ...AUDIO_FILE_EXTENSIONS,
  ...VIDEO_FILE_EXTENSIONS,
];

/** The plugin's own label of a job, when it gives one. */
export const D2C_JOB_NAME_MAX = 255;

export const D2CMessages = {
  onlyMediaFiles: 'Only audio and video files can be transcribed.',
  fileRequired: 'Send the media as a multipart form field named "file", or a JSON body with a "url".',
  oneFileOnly: 'Send one file per request.',
  emptyFile: 'The file is empty.',
  missingApiKey:
    'An API key is required: send it as "Authorization: Bearer <key>" or in the "X-API-Key" header.',
  invalidApiKey: 'The API key is not valid or has been revoked.',
  serviceNotInPlan: "Your organization's subscription does not include the D2C transcription service.",
  subscriptionInactive: "Your organization's subscription is inactive.",
  unsupportedResultFormat: 'Format must be one of json, srt, vtt.',
  allowanceUsedUp:
    "Your organization has used all of its plan's transcription time for this period. No more media can be transcribed until it renews.",
  transcriptionFailed: 'Transcription failed',
} as const;

/** The message of a file larger than the service takes, e.g. "The file exceeds the maximum size (2 GiB)." */
export function fileTooLargeMessage(maxBytes: number): string {
  return `The file exceeds the maximum size (${formatBytes(maxBytes)}).`;
}

/** The reason a job whose media is longer than what is left of the allowance fails with. */
export function durationOverLimitMessage(mediaSeconds: number, remainingSeconds: number): string {
  return (
    `The media is ${mediaSeconds} s long, but only ${remainingSeconds} s of transcription remain in ` +
    `your plan for this period. Nothing was transcribed and no time was used.`
  );
}

/** Bytes as the largest whole binary unit that fits, e.g. 1536 → "1.5 KiB", 2 GiB → "2 GiB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

export function isD2CMediaFileName(fileName: string): boolean {
  return D2C_MEDIA_FILE_EXTENSIONS.includes(fileExtension(baseFileName(fileName)));
}

/**
 * A media type the upload may carry: audio or video, or none in particular (many clients send files as
 * `application/octet-stream`), in which case the extension decides alone.
 */
export function isD2CMediaContentType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type === '' ||
    type === 'application/octet-stream' ||
    type.startsWith('audio/') ||
    type.startsWith('video/')
  );
}

/** The uploaded file: named, of sensible length, audio or video by its extension and type. */
export function validateD2CMediaFile(
  fileName: string | null | undefined,
  contentType?: string | null,
): ValidationResult {
  if (isBlank(fileName)) return ValidationMessages.required;
  const name = baseFileName(fileName ?? '');
  if (characterLength(name) > VIDEO_FILENAME_MAX) return maxLengthMessage(VIDEO_FILENAME_MAX);
  return isD2CMediaFileName(name) && isD2CMediaContentType(contentType)
    ? undefined
    : D2CMessages.onlyMediaFiles;
}

/** The URL of media to fetch: http or https, at most 2048 characters. */
export function validateD2CMediaUrl(value: string | null | undefined): ValidationResult {
  const url = (value ?? '').trim();
  if (url === '') return ValidationMessages.required;
  if (characterLength(url) > IMPORT_URL_MAX) return maxLengthMessage(IMPORT_URL_MAX);
  return isValidUrl(url, WEB_URL_SCHEMES) ? undefined : ValidationMessages.urlIncorrectFormat;
}

/** The plugin's job label: optional, at most 255 characters. */
export function validateD2CJobName(value: string | null | undefined): ValidationResult {
  return characterLength((value ?? '').trim()) > D2C_JOB_NAME_MAX
    ? maxLengthMessage(D2C_JOB_NAME_MAX)
    : undefined;
}

/** The input's name shown in the service usage table: the file's name, or the URL's last path segment. */
export function d2cInputNameFromUrl(value: string): string {
  let name = '';
  try {
    const url = new URL(value.trim());
    const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
    try {
      name = decodeURIComponent(segment);
    } catch {
      name = segment;
    }
    if (!name) name = url.hostname;
  } catch {
    name = value.trim();
  }
  return Array.from(name).slice(0, VIDEO_FILENAME_MAX).join('');
}

/** Seconds metered for media of `durationMs`: whole seconds, rounded up, at least one. */
export function meteredSeconds(durationMs: number): number {
  return Math.max(1, Math.ceil(durationMs / 1000));
}
