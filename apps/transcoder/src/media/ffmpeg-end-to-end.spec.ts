import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transcriptionAudioCommand } from './audio-commands';
import { FfmpegRunner } from './ffmpeg-runner';
import { ladderCommand, planHls, remuxCommand, renditionPlaylistUri } from './hls-commands';
import {
  planStoryboard,
  planThumbnails,
  posterCommand,
  storyboardCommand,
  thumbnailPaths,
  thumbnailsCommand,
} from './image-commands';
import { planLadder, type Rendition } from './ladder';
import { MASTER_PLAYLIST_NAME } from './media-constants';
import {
  finalizedPlaylist,
  masterPlaylist,
  measureBandwidth,
  parseMediaPlaylist,
  storyboardVtt,
} from './playlists';
import type { MediaInfo } from './probe';
import type { FfmpegProgress } from './progress';

// The commands run by the real ffmpeg on a generated clip: what the unit specs assert as argv, made real.
// It needs only the ffmpeg binary (Debian's); without it the suite says so and skips.
const installed = ['ffmpeg', 'ffprobe'].every((binary) => spawnSync(binary, ['-version']).status === 0);
if (!installed)
  console.warn('ffmpeg-end-to-end.spec: ffmpeg/ffprobe are not installed; skipping (apt-get install ffmpeg)');
const describeWithFfmpeg = installed ? describe : describe.skip;

function pictureSize(path: string): string {
  const probe = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path],
    {
      encoding: 'utf8',
    },
  );
  return probe.stdout.trim();
}

/** The rendition as the master playlist should announce it, from the segments on disk. */
function measured(rendition: Rendition, folder: string): Rendition {
  const playlist = parseMediaPlaylist(readFileSync(join(folder, 'index.m3u8'), 'utf8'));
  const sizes = playlist.segments.map((segment) => ({
    durationSeconds: segment.durationSeconds,
    bytes: statSync(join(folder, segment.uri)).size,
  }));
  return { ...rendition, ...measureBandwidth(sizes) };
}

describeWithFfmpeg('media commands run by ffmpeg', () => {
  jest.setTimeout(30_000);
  const runner = new FfmpegRunner();
  let dir: string;
  let clip: string;
  let info: MediaInfo;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'framehouse-media-'));
    clip = join(dir, 'clip.mp4');
    // 4 s of 640x360 test pattern with a tone, H.264/AAC in mp4: a phone-like upload, only smaller.
    await runner.run({
      inputOptions: ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=4', '-f', 'lavfi'],
      input: 'testsrc2=size=640x360:rate=25:duration=4',
      outputOptions: [
        '-map',
        '1:v',
        '-map',
        '0:a',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-f',
        'mp4',
      ],
      output: clip,
    });
    const probed = await runner.probe(clip);
    if (!probed.ok) throw new Error(probed.problem.message);
    info = probed.info;
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('probes the clip', () => {
    expect(info).toMatchObject({
      durationMs: 4000,
      video: { codec: 'h264', displayWidth: 640, displayHeight: 360, frameRate: { value: 25 } },
      audio: { codec: 'aac', profile: 'LC', channels: 1, sampleRate: 48000 },
    });
  });

  it('encodes the ladder into HLS: playlists, segments and a master playlist that lists them', async () => {
    const hls = join(dir, 'hls');
    const renditions = planLadder(info);
    expect(renditions.map((rendition) => rendition.name)).toEqual(['360p']);
    const progress: FfmpegProgress[] = [];
    await runner.run(ladderCommand(info, clip, renditions, hls), {
      onProgress: (block) => progress.push(block),
    });
    expect(progress.at(-1)).toMatchObject({ done: true });

    const folder = join(hls, '360p');
    const playlist = parseMediaPlaylist(readFileSync(join(folder, 'index.m3u8'), 'utf8'));
    expect(playlist).toMatchObject({ playlistType: 'EVENT', ended: true });
    // The ladder starts with two 1 s segments, so a source that must be encoded plays sooner.
    expect(playlist.segments.map((segment) => segment.uri)).toEqual([
      'segment-00000.ts',
      'segment-00001.ts',
      'segment-00002.ts',
    ]);
    expect(playlist.segments.map((segment) => segment.durationSeconds)).toEqual([1, 1, 2]);
    for (const segment of playlist.segments)
      expect(statSync(join(folder, segment.uri)).size).toBeGreaterThan(0);

    writeFileSync(
      join(hls, MASTER_PLAYLIST_NAME),
      masterPlaylist(renditions.map((r) => measured(r, join(hls, r.name)))),
    );
    const master = readFileSync(join(hls, MASTER_PLAYLIST_NAME), 'utf8');
    expect(master).toMatch(
      /^#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",FRAME-RATE=25.000\n360p\/index.m3u8\n$/,
    );
    for (const rendition of renditions)
      expect(existsSync(join(hls, renditionPlaylistUri(rendition)))).toBe(true);

    const vod = finalizedPlaylist(readFileSync(join(folder, 'index.m3u8'), 'utf8'));
    expect(parseMediaPlaylist(vod)).toMatchObject({
      playlistType: 'VOD',
      ended: true,
      segments: playlist.segments,
    });
  });

  it('remuxes the H.264/AAC clip as its only rendition, in seconds', async () => {
    const plan = planHls(info, clip, join(dir, 'remuxed'));
    expect(plan.remux?.rendition.name).toBe('360p');
    expect(plan.ladder).toBeNull();
    await runner.run(remuxCommand(info, clip, join(dir, 'remuxed')));
    const playlist = parseMediaPlaylist(readFileSync(join(dir, 'remuxed', '360p', 'index.m3u8'), 'utf8'));
    expect(playlist.segments.length).toBeGreaterThan(0);
    expect(playlist.segments.reduce((sum, segment) => sum + segment.durationSeconds, 0)).toBeCloseTo(4, 0);
  });

  it('makes the poster, the thumbnails and the storyboard', async () => {
    await runner.run(posterCommand(info, clip, join(dir, 'poster.jpg')));
    expect(pictureSize(join(dir, 'poster.jpg'))).toBe('640,360');

    await runner.run(thumbnailsCommand(info, clip, dir));
    const thumbnails = thumbnailPaths(dir, planThumbnails(info));
    expect(thumbnails).toHaveLength(4);
    for (const thumbnail of thumbnails) expect(pictureSize(thumbnail)).toBe('640,360');
    expect(existsSync(join(dir, 'thumbnail-05.jpg'))).toBe(false);

    const plan = planStoryboard(info);
    await runner.run(storyboardCommand(info, clip, join(dir, 'sprite.jpg')));
    expect(pictureSize(join(dir, 'sprite.jpg'))).toBe('640,90');
    const vtt = storyboardVtt(plan, info.durationMs, 'sprite.jpg');
    expect(vtt.match(/-->/g)).toHaveLength(4);
    expect(vtt).toContain('00:00:03.000 --> 00:00:04.000\nsprite.jpg#xywh=480,0,160,90');
  });

  it('extracts the sound track for transcription', async () => {
    const command = transcriptionAudioCommand(info, clip, join(dir, 'audio.wav'));
    if (!command) throw new Error('the clip has a sound track');
    await runner.run(command);
    const wav = readFileSync(join(dir, 'audio.wav'));
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    // The fmt chunk: PCM, one channel, 16 000 samples a second, 16 bits.
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
      1, 1, 16_000, 16,
    ]);
    // About 4 s at 32 000 bytes a second (AAC decodes a few milliseconds of padding).
    expect(wav.length / 32_000).toBeCloseTo(4, 1);
  });
});
