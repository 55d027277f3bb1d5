import {
  captionKeyFor,
  mediaOfProcessedPrefix,
  mediaRoot,
  processedPrefixFor,
  sourceKeyFor,
  transcriptKeyFor,
} from './video-media-keys';

const ORG = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';
const MEDIA = '9f8b2c1d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

describe('media keys', () => {
  it('keeps the source apart from what processing writes, both under one root', () => {
    expect(sourceKeyFor(ORG, MEDIA, '.mp4')).toBe(`media/${ORG}/${MEDIA}/source/original.mp4`);
    expect(sourceKeyFor(ORG, MEDIA, '')).toBe(`media/${ORG}/${MEDIA}/source/original`);
    expect(processedPrefixFor(ORG, MEDIA)).toBe(`media/${ORG}/${MEDIA}/processed/`);
    expect(processedPrefixFor(ORG, MEDIA).startsWith(mediaRoot(ORG, MEDIA))).toBe(true);
  });

  it('reads the media back from a processed prefix', () => {
    expect(mediaOfProcessedPrefix(processedPrefixFor(ORG, MEDIA))).toEqual({
      organizationId: ORG,
      mediaId: MEDIA,
    });
    expect(mediaOfProcessedPrefix('media/x/y/processed/')).toBeNull();
    expect(mediaOfProcessedPrefix(mediaRoot(ORG, MEDIA))).toBeNull();
  });

  it('puts transcripts under the processed prefix and captions beside it, per video', () => {
    const video = { organizationId: ORG, mediaId: MEDIA, id: 'v1' };
    expect(transcriptKeyFor(video, 2)).toBe(`media/${ORG}/${MEDIA}/processed/transcripts/v1-2.json`);
    expect(captionKeyFor(video, 'c1')).toBe(`media/${ORG}/${MEDIA}/captions/c1.vtt`);
  });
});
