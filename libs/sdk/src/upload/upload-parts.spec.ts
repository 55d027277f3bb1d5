import { ContextMessages } from '@framehouse/domain';
import {
  MAX_UPLOAD_PARTS,
  MIN_UPLOAD_PART_SIZE,
  parseUploadTarget,
  planUploadParts,
  UPLOAD_PART_SIZE,
  uploadPercent,
} from './upload-parts';

const MiB = 1024 * 1024;

describe('planUploadParts', () => {
  it('uses 8 MiB parts, at least the 5 MiB S3 minimum', () => {
    expect(UPLOAD_PART_SIZE).toBe(8 * MiB);
    expect(UPLOAD_PART_SIZE).toBeGreaterThanOrEqual(MIN_UPLOAD_PART_SIZE);
  });

  it('sends a small file as one part', () => {
    expect(planUploadParts(1234)).toEqual([{ partNumber: 1, start: 0, end: 1234 }]);
  });

  it('sends an empty file as one empty part', () => {
    expect(planUploadParts(0)).toEqual([{ partNumber: 1, start: 0, end: 0 }]);
  });

  it('cuts at the part size, the last part shorter', () => {
    expect(planUploadParts(20 * MiB)).toEqual([
      { partNumber: 1, start: 0, end: 8 * MiB },
      { partNumber: 2, start: 8 * MiB, end: 16 * MiB },
      { partNumber: 3, start: 16 * MiB, end: 20 * MiB },
    ]);
  });

  it('makes no empty last part for an exact multiple', () => {
    const parts = planUploadParts(16 * MiB);
    expect(parts).toHaveLength(2);
    expect(parts[1]).toEqual({ partNumber: 2, start: 8 * MiB, end: 16 * MiB });
  });

  it('covers every byte once, in order', () => {
    const size = 8 * MiB * 5 + 17;
    const parts = planUploadParts(size);
    expect(parts.map((part) => part.partNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 1; i < parts.length; i++) expect(parts[i].start).toBe(parts[i - 1].end);
    expect(parts[0].start).toBe(0);
    expect(parts[parts.length - 1].end).toBe(size);
  });

  it('grows the parts of a huge file to stay within 10 000 parts', () => {
    const size = 100 * 1024 * MiB; // 100 GiB: 12 800 parts of 8 MiB
    const parts = planUploadParts(size);
    expect(parts.length).toBeLessThanOrEqual(MAX_UPLOAD_PARTS);
    expect((parts[0].end - parts[0].start) % MiB).toBe(0);
    expect(parts[parts.length - 1].end).toBe(size);
  });

  it('refuses parts under the S3 minimum and impossible sizes', () => {
    expect(() => planUploadParts(10 * MiB, 4 * MiB)).toThrow(RangeError);
    expect(() => planUploadParts(-1)).toThrow(RangeError);
    expect(() => planUploadParts(1.5)).toThrow(RangeError);
  });
});

describe('parseUploadTarget', () => {
  it('reads the key and upload id of an fs part URL', () => {
    const url =
      'http://127.0.0.1:3000/storage/uploads/org-1/video-2/source.mp4?uploadId=abc123&partNumber=1&expires=1700000000&signature=f00';
    expect(parseUploadTarget(url)).toEqual({
      ok: true,
      key: 'uploads/org-1/video-2/source.mp4',
      uploadId: 'abc123',
    });
  });

  it('reads the key of a path-style S3 URL after its bucket', () => {
    const url =
      'https://s3.example.org/framehouse/orgs/o1/v/source.mp4?partNumber=1&uploadId=2~xYz&X-Amz-Signature=abc';
    expect(parseUploadTarget(url)).toEqual({ ok: true, key: 'orgs/o1/v/source.mp4', uploadId: '2~xYz' });
  });

  it('decodes escaped key segments', () => {
    expect(parseUploadTarget('/storage/a/my%20clip.mp4?uploadId=u')).toEqual({
      ok: true,
      key: 'a/my clip.mp4',
      uploadId: 'u',
    });
  });

  it('fails with "missing key" without a key path', () => {
    expect(parseUploadTarget('http://127.0.0.1:3000/?uploadId=u')).toEqual({
      ok: false,
      reason: ContextMessages.uploadMissingKey,
    });
    expect(parseUploadTarget('http://127.0.0.1:3000/storage/?uploadId=u')).toEqual({
      ok: false,
      reason: ContextMessages.uploadMissingKey,
    });
    expect(parseUploadTarget('http://127.0.0.1:3000/storage/%E0%A4%A?uploadId=u')).toEqual({
      ok: false,
      reason: ContextMessages.uploadMissingKey,
    });
  });

  it('fails with "missing upload id" without an uploadId', () => {
    expect(parseUploadTarget('http://127.0.0.1:3000/storage/a/b.mp4?partNumber=1')).toEqual({
      ok: false,
      reason: ContextMessages.uploadMissingUploadId,
    });
    expect(parseUploadTarget('http://127.0.0.1:3000/storage/a/b.mp4?uploadId=')).toEqual({
      ok: false,
      reason: ContextMessages.uploadMissingUploadId,
    });
  });
});

describe('uploadPercent', () => {
  it('gives whole percents, clamped', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(1, 200)).toBe(0);
    expect(uploadPercent(199, 200)).toBe(99);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(250, 200)).toBe(100);
    expect(uploadPercent(0, 0)).toBe(0);
  });
});
