import { IMPORT_MAX_BYTES, IMPORT_MAX_REDIRECTS, SOURCE_MAX_SIDE } from '../constants/video';

/**
 * Why a worker's job failed, as the member (or the D2C plugin's user) reads it: the job's failed reason,
 * shown on the video, the transcription, the Objects tab or the moment download. Each reason is written
 * here once; the transcoder fails jobs with these, the API shows them.
 */
export const JobFailureMessages = {
  /** The stored original a job reads is gone (deleted, or its upload never completed). */
  sourceMissing: "The video's source file is missing.",
  /** The 16 kHz WAV processing wrote for transcription is gone. */
  audioMissing: "The video's audio track is missing; process the video again.",
  /** A D2C transcription's media is not in storage. */
  mediaMissing: 'The media file is missing.',
  /** The HLS rendition an MP4 export remuxes is gone. */
  streamFilesMissing: "The video's stream files are missing.",

  // What ffprobe finds wrong with a video.
  notAVideo: 'The file is empty or not a video.',
  noVideoStream: 'The file has no video stream.',
  stillImage: 'The file is a still image, not a video.',
  noPictureSize: "The video's picture size could not be read.",
  zeroDuration: 'The video has a duration of zero.',
  pictureTooLarge: `The video's picture is larger than ${SOURCE_MAX_SIDE} pixels on a side.`,

  // What ffprobe finds wrong with media to transcribe (audio alone is enough).
  notMedia: 'The file is empty or not an audio or video file.',
  noAudioStream: 'The file has no audio track to transcribe.',
  zeroMediaDuration: 'The media has a duration of zero.',

  // A tool that failed on the file keeps its own words after ours.
  transcodingFailed: (detail: string) => `The video could not be transcoded: ${detail}`,
  soundNotExtracted: (detail: string) => `The media's sound could not be extracted: ${detail}`,
  notTranscribed: (detail: string) => `The audio could not be transcribed: ${detail}`,

  // YouTube publishing (the youtube-publishing queue, run by the API).
  /** Every attempt of an upload failed for a passing reason (network, YouTube away): the publication is FAILED. */
  youtubeUploadFailed: 'Uploading to YouTube failed. Try to publish again.',
  /** Shown on a publication whose video is up but one of its captions was refused; YouTube's words follow. */
  youtubeCaptionRefused: (name: string, languageCode: string, reason: string) =>
    `YouTube refused the caption ${name} (${languageCode}): ${reason}`,

  /** A payload the producer got wrong: a bug of ours, named for the operator. */
  malformedData: (field: string, value: unknown) =>
    `Malformed job data: ${field} is ${JSON.stringify(value) ?? 'missing'}`,
} as const;

/** What the member reads when an import fails: the job's failed reason, shown on the FAILED video. */
export const ImportMessages = {
  notHttp: 'The URL must start with http:// or https://.',
  privateAddress: 'The URL points to a private or local network address, which imports may not reach.',
  hostNotFound: "The URL's server could not be found.",
  unreachable: "The URL's server could not be reached.",
  timedOut: "The URL's server stopped answering.",
  tooManyRedirects: `The URL redirects more than ${IMPORT_MAX_REDIRECTS} times.`,
  notAVideo: 'The URL does not point to a video file.',
  notMedia: 'The URL does not point to an audio or video file.',
  tooLarge: `The video is larger than ${IMPORT_MAX_BYTES / 1024 ** 3} GiB.`,
  refusedStatus: (status: number) => `The URL's server refused the download (HTTP ${status}).`,
  failedStatus: (status: number) => `The URL's server failed to send the video (HTTP ${status}).`,
  notYouTubeOrVimeo: 'Only YouTube and Vimeo links are imported this way.',
  downloadFailed: (reason: string) => `The video could not be downloaded: ${reason}`,
} as const;
