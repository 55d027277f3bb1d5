import { parseProgressBlock, progressPercent, ProgressReader } from './progress';

/** A block as ffmpeg 5.1 writes it with `-progress pipe:1`. */
const BLOCK = `frame=456
fps=89.56
stream_0_0_q=-1.0
bitrate=N/A
total_size=N/A
out_time_us=10005333
out_time_ms=10005333
out_time=00:00:10.005333
dup_frames=0
drop_frames=0
speed=1.97x
progress=continue
`;

describe('parseProgressBlock', () => {
  it('reads the output time and the speed', () => {
    expect(parseProgressBlock(BLOCK.split('\n'))).toEqual({ outTimeMs: 10005, speed: 1.97, done: false });
  });

  it('knows the last block', () => {
    expect(parseProgressBlock(['out_time_us=30016000', 'speed= 255x', 'progress=end'])).toEqual({
      outTimeMs: 30016,
      speed: 255,
      done: true,
    });
  });

  it('knows nothing yet before the first frame', () => {
    expect(parseProgressBlock(['out_time_us=N/A', 'out_time=N/A', 'speed=N/A', 'progress=continue'])).toEqual(
      {
        outTimeMs: null,
        speed: null,
        done: false,
      },
    );
    expect(
      parseProgressBlock(['out_time_us=-9223372036854775807', 'progress=continue']).outTimeMs,
    ).toBeNull();
  });

  it('falls back to out_time', () => {
    expect(parseProgressBlock(['out_time=01:02:03.500000', 'progress=continue']).outTimeMs).toBe(3_723_500);
  });
});

describe('ProgressReader', () => {
  it('gives a block once its last line has arrived, however the chunks fall', () => {
    const reader = new ProgressReader();
    const text = BLOCK + BLOCK.replace('10005333', '12000000').replace('progress=continue', 'progress=end');
    const blocks = [text.slice(0, 40), text.slice(40, 230), text.slice(230, 231), text.slice(231)].flatMap(
      (chunk) => reader.push(chunk),
    );
    expect(blocks).toEqual([
      { outTimeMs: 10005, speed: 1.97, done: false },
      { outTimeMs: 12000, speed: 1.97, done: true },
    ]);
  });

  it('keeps an unfinished block for the next chunk', () => {
    const reader = new ProgressReader();
    expect(reader.push('out_time_us=1000000\nspeed=1x\n')).toEqual([]);
    expect(reader.push('progress=continue\r\n')).toEqual([{ outTimeMs: 1000, speed: 1, done: false }]);
  });
});

describe('progressPercent', () => {
  it('is the whole percent of the duration written, 0 to 100', () => {
    expect(progressPercent(15_000, 60_000)).toBe(25);
    expect(progressPercent(59_999, 60_000)).toBe(99);
    expect(progressPercent(60_400, 60_000)).toBe(100);
    expect(progressPercent(null, 60_000)).toBe(0);
    expect(progressPercent(-5, 60_000)).toBe(0);
    expect(progressPercent(1000, 0)).toBe(0);
  });
});
