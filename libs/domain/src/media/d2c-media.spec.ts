import {
  d2cInputNameFromUrl,
  D2CMessages,
  durationOverLimitMessage,
  fileTooLargeMessage,
  formatBytes,
  meteredSeconds,
  validateD2CJobName,
  validateD2CMediaFile,
  validateD2CMediaUrl,
} from './d2c-media';

describe('D2C media files', () => {
  it('takes audio and video files by extension', () => {
    for (const name of ['talk.mp3', 'a.WAV', 'take 2.m4a', 'clip.mp4', 'C:\\media\\film.mov', 'x.opus']) {
      expect(validateD2CMediaFile(name)).toBeUndefined();
    }
  });

  it('refuses anything else, and a type that is neither audio nor video', () => {
    for (const name of ['notes.txt', 'slides.pdf', 'photo.jpg', 'noextension', '.mp3']) {
      expect(validateD2CMediaFile(name)).toBe(D2CMessages.onlyMediaFiles);
    }
    expect(validateD2CMediaFile('talk.mp3', 'text/plain')).toBe(D2CMessages.onlyMediaFiles);
    expect(validateD2CMediaFile('talk.mp3', 'audio/mpeg')).toBeUndefined();
    expect(validateD2CMediaFile('talk.mp3', 'application/octet-stream')).toBeUndefined();
    expect(validateD2CMediaFile('clip.webm', 'video/webm; codecs=vp9')).toBeUndefined();
    expect(validateD2CMediaFile('')).toBe('Required');
    expect(validateD2CMediaFile(`${'a'.repeat(252)}.mp3`)).toBe('Maximum 255 characters allowed');
  });
});

describe('D2C media URLs and job names', () => {
  it('takes http and https URLs', () => {
    expect(validateD2CMediaUrl('https://media.example.com/talk.mp3')).toBeUndefined();
    expect(validateD2CMediaUrl('http://127.0.0.1:8080/a.wav')).toBeUndefined();
    expect(validateD2CMediaUrl('ftp://example.com/a.wav')).toBe('URL is in incorrect format');
    expect(validateD2CMediaUrl('  ')).toBe('Required');
    expect(validateD2CMediaUrl(`https://example.com/${'a'.repeat(2048)}`)).toBe(
      'Maximum 2048 characters allowed',
    );
  });

  it('names the input after the URL', () => {
    expect(d2cInputNameFromUrl('https://example.com/podcasts/Episode%201.mp3?x=1')).toBe('Episode 1.mp3');
    expect(d2cInputNameFromUrl('https://example.com/')).toBe('example.com');
    expect(d2cInputNameFromUrl('https://example.com/%E0%A4%A.mp3')).toBe('%E0%A4%A.mp3');
  });

  it('limits the job name to 255 characters', () => {
    expect(validateD2CJobName(undefined)).toBeUndefined();
    expect(validateD2CJobName('a'.repeat(255))).toBeUndefined();
    expect(validateD2CJobName('a'.repeat(256))).toBe('Maximum 255 characters allowed');
  });
});

describe('D2C metering', () => {
  it('meters whole seconds, rounded up, at least one', () => {
    expect(meteredSeconds(0)).toBe(1);
    expect(meteredSeconds(1)).toBe(1);
    expect(meteredSeconds(1000)).toBe(1);
    expect(meteredSeconds(1001)).toBe(2);
    expect(meteredSeconds(59_999)).toBe(60);
  });

  it('says how long the media is and how much is left', () => {
    expect(durationOverLimitMessage(95, 30)).toBe(
      'The media is 95 s long, but only 30 s of transcription remain in your plan for this period. ' +
        'Nothing was transcribed and no time was used.',
    );
  });

  it('formats sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GiB');
    expect(fileTooLargeMessage(100 * 1024)).toBe('The file exceeds the maximum size (100 KiB).');
  });
});
