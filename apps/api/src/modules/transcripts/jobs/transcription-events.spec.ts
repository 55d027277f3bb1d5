import { JobName, jobIdFor } from '@framehouse/domain';
import { parseTranscribeVideoJobId, transcriptionFailureText } from './transcription-events';

const VIDEO = '3f2b8c4e-1d2a-4b5c-8d7e-9f0a1b2c3d4e';

describe('transcription events', () => {
  it("reads the video and run of a video's transcription job, and of no other job", () => {
    expect(parseTranscribeVideoJobId(jobIdFor(JobName.TRANSCRIBE_VIDEO, VIDEO, 3))).toEqual({
      videoId: VIDEO,
      run: 3,
    });
    expect(parseTranscribeVideoJobId(jobIdFor(JobName.TRANSCRIBE_MEDIA, VIDEO))).toBeNull();
    expect(parseTranscribeVideoJobId(jobIdFor(JobName.PROCESS_VIDEO, VIDEO, 0))).toBeNull();
    expect(parseTranscribeVideoJobId(`transcribe-video-${VIDEO}`)).toBeNull();
  });

  it("words a failure with the worker's first line, or ours", () => {
    expect(transcriptionFailureText('The speech engine gave up.\n  at stack')).toBe(
      'The speech engine gave up.',
    );
    expect(transcriptionFailureText(undefined)).toBe('Transcription failed');
  });
});
