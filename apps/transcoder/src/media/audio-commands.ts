import type { FfmpegCommand } from './ffmpeg-command';
import { TRANSCRIPTION_SAMPLE_RATE } from './media-constants';
import type { MediaInfo } from './probe';

/**
 * The sound track as the speech-to-text engines read it: 16 kHz mono 16-bit PCM in a WAV file.
 * Null for a silent video: there is nothing to transcribe. Takes a video's probe or a sound probe.
 */
export function transcriptionAudioCommand(
  info: Pick<MediaInfo, 'audio'>,
  input: string,
  output: string,
): FfmpegCommand | null {
  if (!info.audio) return null;
  return {
    inputOptions: [],
    input,
    outputOptions: [
      '-map',
      `0:${info.audio.index}`,
      '-ac',
      '1',
      '-ar',
      String(TRANSCRIPTION_SAMPLE_RATE),
      '-c:a',
      'pcm_s16le',
      '-map_metadata',
      '-1',
      '-f',
      'wav',
    ],
    output,
  };
}
