import { ffmpegArgs, secondsArg, withThreads } from './ffmpeg-command';

describe('ffmpegArgs', () => {
  it('puts the options of every run first, then the input, then the output', () => {
    expect(
      ffmpegArgs({
        inputOptions: ['-ss', '3.000'],
        input: '/data/v1/source.mp4',
        outputOptions: ['-frames:v', '1'],
        output: '/data/v1/poster.jpg',
      }),
    ).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'warning',
      '-progress',
      'pipe:1',
      '-nostats',
      '-y',
      '-ss',
      '3.000',
      '-i',
      '/data/v1/source.mp4',
      '-frames:v',
      '1',
      '/data/v1/poster.jpg',
    ]);
  });

  it('keeps paths starting with a dash from being read as options', () => {
    const args = ffmpegArgs({ inputOptions: [], input: '-in.mp4', outputOptions: [], output: '-out.jpg' });
    expect(args.slice(-3)).toEqual(['-i', './-in.mp4', './-out.jpg']);
  });
});

describe('secondsArg', () => {
  it('writes milliseconds as seconds with three decimals', () => {
    expect(secondsArg(3000)).toBe('3.000');
    expect(secondsArg(1234.6)).toBe('1.235');
    expect(secondsArg(-5)).toBe('0.000');
  });
});

describe('withThreads', () => {
  const command = {
    inputOptions: ['-ss', '1.000'],
    input: 'in.mp4',
    outputOptions: ['-c:v', 'libx264'],
    output: 'out.ts',
  };

  it('fixes the thread count of the decoder and of the encoders', () => {
    expect(withThreads(command, 2)).toEqual({
      inputOptions: ['-threads', '2', '-ss', '1.000'],
      input: 'in.mp4',
      outputOptions: ['-threads', '2', '-c:v', 'libx264'],
      output: 'out.ts',
    });
  });

  it('leaves the command alone without a count', () => {
    expect(withThreads(command, null)).toBe(command);
  });
});
