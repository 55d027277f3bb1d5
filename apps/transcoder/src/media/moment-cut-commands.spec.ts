import { MomentCutMode } from '@framehouse/domain';
import { probedFixture } from './fixtures/probe-fixtures';
import {
  keyframeProbeArgs,
  momentCutCommand,
  momentCutMode,
  parseKeyframeTimes,
} from './moment-cut-commands';

describe('keyframeProbeArgs', () => {
  it("lists the first video stream's packets one second around the start, never before 0", () => {
    expect(keyframeProbeArgs('/data/source.mp4', 12_500)).toEqual([
      ...['-v', 'error', '-select_streams', 'v:0'],
      ...['-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0'],
      ...['-read_intervals', '11.500%13.500'],
      '/data/source.mp4',
    ]);
    expect(keyframeProbeArgs('-odd.mp4', 300)).toContain('0.000%1.300');
    expect(keyframeProbeArgs('-odd.mp4', 300).at(-1)).toBe('./-odd.mp4');
  });
});

describe('parseKeyframeTimes', () => {
  it('keeps the packets flagged K, in milliseconds', () => {
    const csv = ['10.000000,K__', '10.040000,___', '11.999999,K_', '', 'N/A,K__', '12.5,__D', 'garbage'].join(
      '\n',
    );
    expect(parseKeyframeTimes(csv)).toEqual([10_000, 12_000]);
  });
});

describe('momentCutMode', () => {
  const h264 = probedFixture('h264-aac-1080p');

  it('copies an H.264/AAC video cut on a keyframe (within a millisecond)', () => {
    expect(momentCutMode(h264, [8000, 10_000], 10_000)).toBe(MomentCutMode.COPY);
    expect(momentCutMode(h264, [9999], 10_000)).toBe(MomentCutMode.COPY);
    expect(momentCutMode(probedFixture('no-audio-720p'), [0], 0)).toBe(MomentCutMode.COPY);
  });

  it('re-encodes a cut between keyframes, or of codecs an MP4 does not hold as they are', () => {
    expect(momentCutMode(h264, [8000, 10_000], 10_040)).toBe(MomentCutMode.REENCODE);
    expect(momentCutMode(h264, [], 0)).toBe(MomentCutMode.REENCODE);
    expect(momentCutMode(probedFixture('vp9-opus-1080p'), [0], 0)).toBe(MomentCutMode.REENCODE);
  });
});

describe('momentCutCommand', () => {
  const range = { startMs: 12_000, endMs: 19_500 };

  it('stream-copies from the start for the duration, first video and audio stream only', () => {
    expect(momentCutCommand('/src.mp4', range, MomentCutMode.COPY, '/work/cut.mp4')).toEqual({
      inputOptions: ['-ss', '12.000'],
      input: '/src.mp4',
      outputOptions: [
        ...['-t', '7.500', '-map', '0:v:0?', '-map', '0:a:0?', '-sn', '-dn'],
        ...['-c', 'copy'],
        ...['-movflags', '+faststart', '-f', 'mp4'],
      ],
      output: '/work/cut.mp4',
    });
  });

  it('re-encodes to H.264/AAC otherwise, from the exact start', () => {
    const command = momentCutCommand(
      '/src.mkv',
      { startMs: 12_040, endMs: 19_500 },
      MomentCutMode.REENCODE,
      'o.mp4',
    );
    expect(command.inputOptions).toEqual(['-ss', '12.040']);
    expect(command.outputOptions).toEqual([
      ...['-t', '7.460', '-map', '0:v:0?', '-map', '0:a:0?', '-sn', '-dn'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '160k'],
      ...['-movflags', '+faststart', '-f', 'mp4'],
    ]);
  });
});
