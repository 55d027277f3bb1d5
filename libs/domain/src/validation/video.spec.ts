import { VideoOrigin } from '../enums/video';
import {
  addTag,
  canPublishToYoutube,
  normalizeTags,
  tagHint,
  validateCaptionFileName,
  validateDescription,
  validateImportUrl,
  validateMomentTitle,
  validateObjectTitle,
  validateObjectUrl,
  validatePromoLabel,
  validatePublishTargets,
  validateTags,
  validateThumbnailCount,
  validateVideoTitle,
  validateYoutubeTarget,
  videoOriginForUrl,
} from './video';

describe('video-area validators', () => {
  it('titles: required after trimming, max 256', () => {
    expect(validateVideoTitle('')).toBe('Title cannot be empty');
    expect(validateMomentTitle('   ')).toBe('Title cannot be empty');
    expect(validateObjectTitle(undefined)).toBe('Title cannot be empty');
    expect(validateVideoTitle('x'.repeat(256))).toBeUndefined();
    expect(validateVideoTitle('x'.repeat(257))).toBe('Maximum 256 characters allowed');
    expect(validateMomentTitle(`  ${'x'.repeat(256)}  `)).toBeUndefined();
  });

  it('description: max 5000', () => {
    expect(validateDescription('x'.repeat(5000))).toBeUndefined();
    expect(validateDescription('x'.repeat(5001))).toBe('Maximum 5000 characters allowed');
    expect(validateDescription(undefined)).toBeUndefined();
  });

  it('object url: optional, valid when given', () => {
    expect(validateObjectUrl('')).toBeUndefined();
    expect(validateObjectUrl('   ')).toBeUndefined();
    expect(validateObjectUrl(' https://shop.example.com/item ')).toBeUndefined();
    expect(validateObjectUrl('shop')).toBe('URL is in incorrect format');
  });

  it('tags: trimmed, blanks ignored, no duplicates, max 60', () => {
    expect(normalizeTags([' news ', '', 'sport', 'news', '  '])).toEqual(['news', 'sport']);
    expect(addTag(['news'], ' news ')).toEqual(['news']);
    expect(addTag(['news'], 'sport')).toEqual(['news', 'sport']);
    expect(validateTags(['x'.repeat(60)])).toBeUndefined();
    expect(validateTags(['ok', 'x'.repeat(61)])).toBe('Max. 60 characters per tag');
    expect(validateTags(['x'.repeat(61)], 'category')).toBe('Max. 60 characters per category');
    expect(tagHint('tag')).toBe('(max. 60 characters per tag)');
  });

  it('promo label: required, max 25', () => {
    expect(validatePromoLabel('')).toBe('Label cannot be empty');
    expect(validatePromoLabel('Featured')).toBeUndefined();
    expect(validatePromoLabel('x'.repeat(26))).toBe('Maximum 25 characters allowed');
  });

  it('captions: .vtt only', () => {
    expect(validateCaptionFileName('en.vtt')).toBeUndefined();
    expect(validateCaptionFileName('EN.VTT')).toBeUndefined();
    expect(validateCaptionFileName('en.srt')).toBe('Unsupported file extension: ".srt"');
    expect(validateCaptionFileName('captions')).toBe('Unsupported file extension: ""');
  });

  it('thumbnails: at most 10', () => {
    expect(validateThumbnailCount(9)).toBeUndefined();
    expect(validateThumbnailCount(10)).toBe('Max allowed uploaded thumbnail count is 10');
  });

  it('import url', () => {
    expect(validateImportUrl(' https://www.youtube.com/watch?v=abc ')).toBeUndefined();
    expect(validateImportUrl('')).toBe('URL is in incorrect format');
    expect(validateImportUrl('mailto:a@b.co')).toBe('URL is in incorrect format');
    expect(videoOriginForUrl('https://youtu.be/abc')).toBe(VideoOrigin.YOUTUBE);
    expect(videoOriginForUrl('https://m.youtube.com/watch?v=abc')).toBe(VideoOrigin.YOUTUBE);
    expect(videoOriginForUrl('https://vimeo.com/123')).toBe(VideoOrigin.VIMEO);
    expect(videoOriginForUrl('https://notyoutube.com/x.mp4')).toBe(VideoOrigin.REMOTE);
    expect(videoOriginForUrl('garbage')).toBe(VideoOrigin.REMOTE);
  });

  it('publishing targets', () => {
    expect(validatePublishTargets([])).toBe('Select at least one target');
    expect(validatePublishTargets(['1'])).toBeUndefined();
    expect(validateYoutubeTarget({ accountLinked: false })).toBe(
      'YouTube - Link your account before publishing',
    );
    expect(validateYoutubeTarget({ accountLinked: true, categoryId: null })).toBe(
      'YouTube - Video category must be set before publishing',
    );
    expect(validateYoutubeTarget({ accountLinked: true, categoryId: '22' })).toBeUndefined();
    expect(canPublishToYoutube(VideoOrigin.YOUTUBE)).toBe(false);
    expect(canPublishToYoutube(VideoOrigin.DIRECT)).toBe(true);
  });
});
