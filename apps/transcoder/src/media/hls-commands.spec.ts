import { probedFixture } from './fixtures/probe-fixtures';
import { ladderCommand, planHls, remuxCommand, renditionPlaylistUri } from './hls-commands';
import { planLadder } from './ladder';

const SOURCE = '/data/v1/source.mp4';
const OUT = '/data/v1/hls';

/** The HLS muxer options every command ends with, before its stream map. */
const HLS = [
  '-f',
  'hls',
  '-hls_time',
  '6',
  '-hls_list_size',
  '0',
  '-hls_playlist_type',
  'event',
  '-hls_flags',
  'independent_segments+temp_file',
  '-hls_segment_type',
  'mpegts',
  '-hls_segment_filename',
  '/data/v1/hls/%v/segment-%05d.ts',
  '-var_stream_map',
];
const X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p'];
const AAC_48K = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'];
/** Keyframes at 0 and 1 s (the short first segments), then every 6 s from 2 s. */
const KEYFRAMES = [
  '-sc_threshold',
  '0',
  '-force_key_frames',
  'expr:gte(t,if(lt(n_forced,2),n_forced*1,2+(n_forced-2)*6))',
];
/** The encoded ladder's muxer: 1 s segments first, then 6 s. */
const LADDER_HLS = ['-f', 'hls', '-hls_init_time', '1', ...HLS.slice(2)];

describe('planHls for a 1080p H.264/AAC source', () => {
  const plan = planHls(probedFixture('h264-aac-1080p'), SOURCE, OUT);

  it('copies the source into its own 1080p rendition first', () => {
    expect(plan.remux?.rendition).toMatchObject({ kind: 'remux', name: '1080p' });
    expect(plan.remux?.command).toEqual({
      inputOptions: [],
      input: SOURCE,
      outputOptions: [
        '-map',
        '0:0',
        '-map',
        '0:1',
        '-c',
        'copy',
        '-map_metadata',
        '-1',
        ...HLS,
        'v:0,a:0,name:1080p',
      ],
      output: '/data/v1/hls/%v/index.m3u8',
    });
  });

  it('encodes the lowest rung below it in a process of its own, with the short first segments', () => {
    expect(plan.lead?.rendition).toMatchObject({ kind: 'encode', name: '360p' });
    expect(plan.lead?.command).toEqual({
      inputOptions: [],
      input: SOURCE,
      outputOptions: [
        '-filter_complex',
        '[0:0]scale=640:360,setsar=1[v0]',
        '-map',
        '[v0]',
        '-map',
        '0:1',
        ...X264,
        // Six seconds of 29.97 frames a second.
        '-g',
        '180',
        ...KEYFRAMES,
        '-b:v:0',
        '800k',
        '-maxrate:v:0',
        '1000k',
        '-bufsize:v:0',
        '1600k',
        '-level:v:0',
        '3.0',
        ...AAC_48K,
        '-map_metadata',
        '-1',
        ...LADDER_HLS,
        'v:0,a:0,name:360p',
      ],
      output: '/data/v1/hls/%v/index.m3u8',
    });
  });

  it('encodes the other rungs below it in one process: one decode, a split, a scale each', () => {
    expect(plan.ladder?.renditions.map((rendition) => rendition.name)).toEqual(['480p', '720p']);
    expect(plan.ladder?.command).toEqual({
      inputOptions: [],
      input: SOURCE,
      outputOptions: [
        '-filter_complex',
        '[0:0]split=2[s0][s1];[s0]scale=854:480,setsar=1[v0];[s1]scale=1280:720,setsar=1[v1]',
        '-map',
        '[v0]',
        '-map',
        '0:1',
        '-map',
        '[v1]',
        '-map',
        '0:1',
        ...X264,
        '-g',
        '180',
        ...KEYFRAMES,
        '-b:v:0',
        '1400k',
        '-maxrate:v:0',
        '1750k',
        '-bufsize:v:0',
        '2800k',
        '-level:v:0',
        '3.1',
        '-b:v:1',
        '2800k',
        '-maxrate:v:1',
        '3500k',
        '-bufsize:v:1',
        '5600k',
        '-level:v:1',
        '3.1',
        ...AAC_48K,
        '-map_metadata',
        '-1',
        ...LADDER_HLS,
        'v:0,a:0,name:480p v:1,a:1,name:720p',
      ],
      output: '/data/v1/hls/%v/index.m3u8',
    });
  });
});

describe('planHls for sources that must be encoded', () => {
  it('leads a VP9/Opus source with its 360p rung, every other rung in the ladder', () => {
    const plan = planHls(probedFixture('vp9-opus-1080p'), SOURCE, OUT);
    expect(plan.remux).toBeNull();
    expect(plan.lead?.rendition.name).toBe('360p');
    expect(plan.lead?.command.outputOptions).toEqual(
      expect.arrayContaining(['[0:0]scale=640:360,setsar=1[v0]', '-g', '150', 'v:0,a:0,name:360p']),
    );
    expect(plan.ladder?.renditions.map((rendition) => rendition.name)).toEqual(['480p', '720p', '1080p']);
    expect(plan.ladder?.command.outputOptions).toEqual(
      expect.arrayContaining(['-g', '150', 'v:0,a:0,name:480p v:1,a:1,name:720p v:2,a:2,name:1080p']),
    );
  });

  it('needs no lead when the ladder is one rung', () => {
    const info = probedFixture('vp9-opus-1080p', (json) => {
      json.streams[0].width = 640;
      json.streams[0].height = 360;
    });
    const plan = planHls(info, SOURCE, OUT);
    expect(plan.lead).toBeNull();
    expect(plan.ladder?.renditions.map((rendition) => rendition.name)).toEqual(['360p']);
  });

  it('sizes a rotated phone video upright (ffmpeg turns it before the filters)', () => {
    const plan = planHls(probedFixture('rotated-phone'), SOURCE, OUT);
    expect(plan.remux).toBeNull();
    expect(plan.lead?.command.outputOptions[1]).toBe('[0:0]scale=360:640,setsar=1[v0]');
    expect(plan.ladder?.command.outputOptions[1]).toBe(
      '[0:0]split=3[s0][s1][s2];' +
        '[s0]scale=480:854,setsar=1[v0];[s1]scale=720:1280,setsar=1[v1];[s2]scale=1080:1920,setsar=1[v2]',
    );
  });

  it('keeps a 44.1 kHz sound track at its rate', () => {
    const command = ladderCommand(
      probedFixture('odd-853x481'),
      SOURCE,
      planLadder(probedFixture('odd-853x481')),
      OUT,
    );
    expect(command.outputOptions[1]).toBe(
      '[0:0]split=2[s0][s1];[s0]scale=638:360,setsar=1[v0];[s1]scale=852:480,setsar=1[v1]',
    );
    expect(command.outputOptions).toEqual(expect.arrayContaining(['-ar', '44100']));
  });
});

describe('ladderCommand', () => {
  it('maps no audio for a silent video', () => {
    const info = probedFixture('no-audio-720p');
    const renditions = planLadder(info).slice(0, 2);
    expect(ladderCommand(info, SOURCE, renditions, OUT).outputOptions).toEqual([
      '-filter_complex',
      '[0:0]split=2[s0][s1];[s0]scale=640:360,setsar=1[v0];[s1]scale=854:480,setsar=1[v1]',
      '-map',
      '[v0]',
      '-map',
      '[v1]',
      ...X264,
      '-g',
      '180',
      ...KEYFRAMES,
      '-b:v:0',
      '800k',
      '-maxrate:v:0',
      '1000k',
      '-bufsize:v:0',
      '1600k',
      '-level:v:0',
      '3.0',
      '-b:v:1',
      '1400k',
      '-maxrate:v:1',
      '1750k',
      '-bufsize:v:1',
      '2800k',
      '-level:v:1',
      '3.1',
      '-map_metadata',
      '-1',
      ...LADDER_HLS,
      'v:0,name:360p v:1,name:480p',
    ]);
  });

  it('makes a variable frame rate constant once, before the split, and sets the GOP from it', () => {
    const info = probedFixture('vfr-720p');
    const command = ladderCommand(info, SOURCE, planLadder(info).slice(0, 2), OUT);
    expect(command.outputOptions.slice(0, 2)).toEqual([
      '-filter_complex',
      '[0:0]fps=9120/199,split=2[s0][s1];[s0]scale=640:360,setsar=1[v0];[s1]scale=854:480,setsar=1[v1]',
    ]);
    expect(command.outputOptions).toEqual(expect.arrayContaining(['-g', '275']));
  });

  it('deinterlaces first', () => {
    const info = probedFixture('vp9-opus-1080p', (json) => (json.streams[0].field_order = 'tt'));
    expect(ladderCommand(info, SOURCE, planLadder(info).slice(0, 1), OUT).outputOptions[1]).toBe(
      '[0:0]yadif,scale=640:360,setsar=1[v0]',
    );
  });

  it('needs no split for one rendition', () => {
    const info = probedFixture('tiny-320x240');
    const command = ladderCommand(info, SOURCE, planLadder(info), OUT);
    expect(command.outputOptions.slice(0, 6)).toEqual([
      '-filter_complex',
      '[0:0]scale=320:240,setsar=1[v0]',
      '-map',
      '[v0]',
      '-map',
      '0:1',
    ]);
    // A 22.05 kHz sound track is resampled to 48 kHz, mono made stereo.
    expect(command.outputOptions).toEqual(expect.arrayContaining(AAC_48K));
    expect(command.outputOptions).toEqual(expect.arrayContaining(['-g', '90', '-level:v:0', '1.2']));
  });

  it('refuses an empty ladder', () => {
    expect(() => ladderCommand(probedFixture('tiny-320x240'), SOURCE, [], OUT)).toThrow(/at least one/);
  });
});

describe('planHls with a remux', () => {
  it('leaves the encoded ladder out when the remux is the only size there is', () => {
    const plan = planHls(probedFixture('tiny-320x240'), SOURCE, OUT);
    expect(plan.remux?.rendition).toMatchObject({ name: '240p', codecs: 'avc1.42e00c,mp4a.40.2' });
    expect(plan.lead).toBeNull();
    expect(plan.ladder).toBeNull();
  });

  it('encodes 4K sources up to 1440p beside the 2160p remux', () => {
    const plan = planHls(probedFixture('uhd-2160p'), SOURCE, OUT);
    expect(plan.remux?.rendition.name).toBe('2160p');
    expect(plan.lead?.rendition.name).toBe('360p');
    expect(plan.ladder?.renditions.map((rendition) => rendition.name)).toEqual([
      '480p',
      '720p',
      '1080p',
      '1440p',
    ]);
  });

  it('drops a rung within a tenth of the remux size (1920x1088 cameras)', () => {
    const info = probedFixture('h264-aac-1080p', (json) => (json.streams[0].height = 1088));
    const plan = planHls(info, SOURCE, OUT);
    expect(plan.remux?.rendition.name).toBe('1088p');
    expect(plan.lead?.rendition.name).toBe('360p');
    expect(plan.ladder?.renditions.map((rendition) => rendition.name)).toEqual(['480p', '720p']);
  });

  it('copies a silent source without an audio map', () => {
    expect(remuxCommand(probedFixture('no-audio-720p'), SOURCE, OUT).outputOptions).toEqual([
      '-map',
      '0:0',
      '-c',
      'copy',
      '-map_metadata',
      '-1',
      ...HLS,
      'v:0,name:720p',
    ]);
  });

  it('will not remux a source that needs encoding', () => {
    expect(() => remuxCommand(probedFixture('rotated-phone'), SOURCE, OUT)).toThrow(
      'The source cannot be remuxed: the picture is rotated 90°',
    );
  });
});

describe('renditionPlaylistUri', () => {
  it('is relative to the master playlist', () => {
    expect(renditionPlaylistUri({ name: '720p' })).toBe('720p/index.m3u8');
  });
});
