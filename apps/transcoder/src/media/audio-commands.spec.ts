import { transcriptionAudioCommand } from './audio-commands';
import { probedFixture } from './fixtures/probe-fixtures';

describe('transcriptionAudioCommand', () => {
  it('extracts the sound track as 16 kHz mono 16-bit WAV', () => {
    expect(
      transcriptionAudioCommand(probedFixture('h264-aac-1080p'), '/v/source.mp4', '/v/audio.wav'),
    ).toEqual({
      inputOptions: [],
      input: '/v/source.mp4',
      outputOptions: [
        '-map',
        '0:1',
        '-ac',
        '1',
        '-ar',
        '16000',
        '-c:a',
        'pcm_s16le',
        '-map_metadata',
        '-1',
        '-f',
        'wav',
      ],
      output: '/v/audio.wav',
    });
  });

  it('takes the stream the probe chose', () => {
    const info = probedFixture('h264-aac-1080p', (json) => {
      json.streams[1].disposition = { default: 0 };
      json.streams.push({ ...json.streams[1], index: 2, disposition: { default: 1 } });
    });
    expect(transcriptionAudioCommand(info, 'in.mp4', 'out.wav')?.outputOptions.slice(0, 2)).toEqual([
      '-map',
      '0:2',
    ]);
  });

  it('has nothing to extract from a silent video', () => {
    expect(transcriptionAudioCommand(probedFixture('no-audio-720p'), 'in.mp4', 'out.wav')).toBeNull();
  });
});
