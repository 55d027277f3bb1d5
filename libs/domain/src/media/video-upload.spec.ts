import { VideoStatus } from '../enums/video';
import {
  DUPLICABLE_VIDEO_STATUSES,
  duplicateVideoTitle,
  isVideoFileName,
  REPROCESSABLE_VIDEO_STATUSES,
  UNTITLED_VIDEO_TITLE,
  validateUploadPartNumber,
  validateVideoFileName,
  videoTitleFromFileName,
  videoTitleFromUrl,
} from './video-upload';

describe('video files', () => {
  it('accepts the containers ffmpeg reads, whatever the case', () => {
    for (const name of ['a.mp4', 'b.M4V', 'c.mov', 'd.webm', 'e.mkv', 'f.avi', 'g.MTS', 'h.3gp']) {
      expect(validateVideoFileName(name)).toBeUndefined();
    }
  });

  it('refuses what is obviously not a video', () => {
    for (const name of ['song.mp3', 'picture.png', 'notes.txt', 'archive.zip', 'noextension', '.mp4']) {
      expect(validateVideoFileName(name)).toBe('Only video files can be uploaded.');
    }
    expect(isVideoFileName('movie.mp4.exe')).toBe(false);
  });

  it('needs a name of sensible length', () => {
    expect(validateVideoFileName('')).toBe('Required');
    expect(validateVideoFileName('   ')).toBe('Required');
    expect(validateVideoFileName(null)).toBe('Required');
    expect(validateVideoFileName(`${'x'.repeat(252)}.mp4`)).toBe('Maximum 255 characters allowed');
    expect(validateVideoFileName(`${'x'.repeat(251)}.mp4`)).toBeUndefined();
  });

  it('reads the name after any folders', () => {
    expect(validateVideoFileName('C:\\fakepath\\holiday.mp4')).toBeUndefined();
    expect(videoTitleFromFileName('C:\\fakepath\\holiday.mp4')).toBe('holiday');
    expect(videoTitleFromFileName('/home/me/clips/a.b.mov')).toBe('a.b');
  });
});

describe('upload parts', () => {
  it('numbers parts 1 to 10000', () => {
    for (const partNumber of [1, 2, 10_000]) expect(validateUploadPartNumber(partNumber)).toBeUndefined();
    for (const partNumber of [0, -1, 10_001, 1.5, Number.NaN]) {
      expect(validateUploadPartNumber(partNumber)).toBe('Part number must be from 1 to 10000.');
    }
  });
});

describe('titles', () => {
  it('takes an upload title from the file name without its extension', () => {
    expect(videoTitleFromFileName('Team meeting 2024.MP4')).toBe('Team meeting 2024');
    expect(videoTitleFromFileName('  spaced  .mp4')).toBe('spaced');
    expect(videoTitleFromFileName('')).toBe(UNTITLED_VIDEO_TITLE);
    expect(videoTitleFromFileName('ü'.repeat(300))).toHaveLength(256);
  });

  it('takes an import title from the URL', () => {
    expect(videoTitleFromUrl(' https://cdn.example.com/media/My%20Clip.mp4?sig=1 ')).toBe('My Clip');
    expect(videoTitleFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(videoTitleFromUrl('https://vimeo.com/76979871')).toBe('vimeo.com/76979871');
    expect(videoTitleFromUrl('https://example.com/')).toBe('example.com');
    expect(videoTitleFromUrl(`https://example.com/${'a'.repeat(400)}`)).toHaveLength(256);
  });

  it('names a duplicate "Copy - {title}" within 256 characters', () => {
    expect(duplicateVideoTitle('Launch')).toBe('Copy - Launch');
    expect(duplicateVideoTitle('x'.repeat(256))).toHaveLength(256);
  });
});

describe('row action statuses', () => {
  it('duplicates processed videos and retries failed ones', () => {
    expect(DUPLICABLE_VIDEO_STATUSES).toEqual([
      VideoStatus.DRAFT,
      VideoStatus.SCHEDULED,
      VideoStatus.PUBLISHED,
      VideoStatus.EDITED,
    ]);
    expect(REPROCESSABLE_VIDEO_STATUSES).toEqual([VideoStatus.FAILED]);
  });
});
