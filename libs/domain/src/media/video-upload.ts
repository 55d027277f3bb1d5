import { VIDEO_TITLE_MAX } from '../constants/video';
import { EDITABLE_VIDEO_STATUSES, VideoStatus } from '../enums/video';
import { fileExtension } from '../validation/common';
import { maxLengthMessage, ValidationMessages } from '../validation/validation-messages';
import { characterLength, isBlank, type ValidationResult } from '../validation/validator';

/**
 * Upload and import rules shared by the API (authoritative) and the admin (early feedback): which files
 * are videos, the title a new video gets, and the statuses the row actions accept.
 */

/**
 * Extensions of the video containers ffmpeg reads (the upload's `accept` is `video/*`, so a browser
 * offers exactly these). Audio-only and picture files are refused here; a file that claims to be a
 * video and is not ends FAILED when the transcoder probes it.
 */
export const VIDEO_FILE_EXTENSIONS: readonly string[] = [
  '.mp4',
  '.m4v',
  '.mov',
  '.qt',
  '.webm',
  '.mkv',
  '.avi',
  '.wmv',
  '.asf',
  '.flv',
  '.f4v',
  '.mpg',
  '.mpeg',
  '.m2v',
  '.ts',
  '.mts',
  '.m2ts',
  '.3gp',
  '.3g2',
  '.ogv',
  '.mxf',
  '.vob',
  '.dv',
  '.divx',
  '.nut',
];

/** The longest file name a file system holds (255 on ext4, APFS, NTFS); a longer one is not a real file. */
export const VIDEO_FILENAME_MAX = 255;
/** The longest import URL accepted (what browsers and servers reliably carry). */
export const IMPORT_URL_MAX = 2048;
/** A file name with nothing before its extension ("  .mp4") gives the video this title. */
export const UNTITLED_VIDEO_TITLE = 'Untitled video';
/** Parts of a local upload: every part but the last has this many bytes (S3's minimum part size). */
export const UPLOAD_PART_SIZE = 5 * 1024 * 1024;
/** S3 numbers parts from 1 to 10000. */
export const UPLOAD_MAX_PARTS = 10_000;

/** Only a processed video can be duplicated: the copy shares its media (ours). */
export const DUPLICABLE_VIDEO_STATUSES: readonly VideoStatus[] = EDITABLE_VIDEO_STATUSES;
/** Retry ("Retry processing") applies to a failed video only. */
export const REPROCESSABLE_VIDEO_STATUSES: readonly VideoStatus[] = [VideoStatus.FAILED];

/** The name without the folders a browser or an operating system may put before it. */
export function baseFileName(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? '').trim();
}

export function isVideoFileName(fileName: string): boolean {
  return VIDEO_FILE_EXTENSIONS.includes(fileExtension(baseFileName(fileName)));
}

/** The file a member uploads: named, of sensible length, a video by its extension. */
export function validateVideoFileName(fileName: string | null | undefined): ValidationResult {
  if (isBlank(fileName)) return ValidationMessages.required;
  const name = baseFileName(fileName ?? '');
  if (characterLength(name) > VIDEO_FILENAME_MAX) return maxLengthMessage(VIDEO_FILENAME_MAX);
  return isVideoFileName(name) ? undefined : ValidationMessages.onlyVideoFiles;
}

function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('').trimEnd();
}

/** An uploaded video's title: the file name without its extension, at most 256 characters. */
export function videoTitleFromFileName(fileName: string): string {
  const name = baseFileName(fileName);
  const extension = fileExtension(name);
  const title = (extension ? name.slice(0, name.length - extension.length) : name).trim();
  return title === '' ? UNTITLED_VIDEO_TITLE : truncate(title, VIDEO_TITLE_MAX);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * An imported video's title until the import names it: the remote file's name without its extension
 * when the URL ends in a video file, otherwise the URL without its scheme ("youtube.com/watch?v=…").
 */
export function videoTitleFromUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return truncate(value.trim(), VIDEO_TITLE_MAX) || UNTITLED_VIDEO_TITLE;
  }
  const lastSegment = safeDecode(url.pathname.split('/').filter(Boolean).pop() ?? '');
  if (isVideoFileName(lastSegment)) return videoTitleFromFileName(lastSegment);
  const path = url.pathname === '/' ? '' : safeDecode(url.pathname);
  return truncate(`${url.host}${path}${url.search}`, VIDEO_TITLE_MAX);
}

/** A duplicate's title: "Copy - {title}", as a split moment's copy is named, at most 256 characters. */
export function duplicateVideoTitle(title: string): string {
  return truncate(`Copy - ${title}`, VIDEO_TITLE_MAX);
}

/** A part of a local upload is numbered 1 to 10000. */
export function validateUploadPartNumber(partNumber: number): ValidationResult {
  return Number.isInteger(partNumber) && partNumber >= 1 && partNumber <= UPLOAD_MAX_PARTS
    ? undefined
    : ValidationMessages.uploadPartNumber;
}
