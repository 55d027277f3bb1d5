import {
  ErrorCode,
  incorrectVideoStatusMessage,
  maxLengthMessage,
  tagTooLongMessage,
  ValidationMessages,
  VideoOrigin,
  VideoStatus,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { payloadError, validationFailure } from '../support/fixtures';
import type { Member, Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { editorCast, editorVideo, updateVideo, versionsOf } from './video-editor-support';
import { defaultStorageDriver, setVideo, startUpload, startVideoApp } from './video-support';
import type { Video } from '../../src/modules/videos/video.entity';

describe('updateVideo: the editor metadata', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, curator, other } = await editorCast(t, 'Metadata'));
  });
  afterAll(() => t.close());

  /** A video of the owner's in the given state (made by the upload mutation, then set). */
  async function video(changes: Partial<Video> = { status: VideoStatus.DRAFT }, token = owner.token) {
    const started = await startUpload(t, token, 'Launch.mp4');
    await setVideo(t, started.video.id, changes);
    return started.video.id;
  }

  it('changes only the fields given, and null resets a field', async () => {
    const id = await video();
    const first = await updateVideo(t, owner.token, id, {
      title: '  Launch day  ',
      description: 'The whole keynote',
      tags: ['launch', 'keynote'],
      internalTags: ['events'],
      orgLogoEnabled: true,
      orgLogoPosition: 'TOP_LEFT',
    });
    expect(first.errors).toEqual([]);
    expect(first.video).toMatchObject({
      title: 'Launch day',
      description: 'The whole keynote',
      tags: [{ value: 'launch' }, { value: 'keynote' }],
      internalTags: [{ value: 'events' }],
      orgLogoEnabled: true,
      orgLogoPosition: 'TOP_LEFT',
      thumbnailId: null,
      status: VideoStatus.DRAFT,
    });
    const second = await updateVideo(t, owner.token, id, { tags: ['recap'] });
    expect(second.video).toMatchObject({
      title: 'Launch day',
      description: 'The whole keynote',
      tags: [{ value: 'recap' }],
      internalTags: [{ value: 'events' }],
      orgLogoEnabled: true,
      orgLogoPosition: 'TOP_LEFT',
    });
    const reset = await updateVideo(t, owner.token, id, {
      description: null,
      tags: null,
      orgLogoEnabled: null,
      orgLogoPosition: null,
      endCardId: null,
    });
    expect(reset.errors).toEqual([]);
    expect(reset.video).toMatchObject({
      title: 'Launch day',
      description: '',
      tags: [],
      internalTags: [{ value: 'events' }],
      orgLogoEnabled: false,
      orgLogoPosition: 'BOTTOM_RIGHT',
    });
    expect(await editorVideo(t, owner.token, id)).toEqual(reset.video);
  });

  it('ignores blank tags and categories, trims them and drops duplicates', async () => {
    const id = await video();
    const result = await updateVideo(t, owner.token, id, {
      tags: [' news ', '', 'news', '   ', 'sport', 'News'],
      internalTags: ['a', 'a ', ' '],
    });
    expect(result.errors).toEqual([]);
    expect(result.video?.tags).toEqual([{ value: 'news' }, { value: 'sport' }, { value: 'News' }]);
    expect(result.video?.internalTags).toEqual([{ value: 'a' }]);
  });

  it('checks every rule with the spec messages and saves nothing when one fails', async () => {
    const id = await video();
    const longTag = 'x'.repeat(61);
    const result = await updateVideo(t, owner.token, id, {
      title: 'y'.repeat(257),
      description: 'z'.repeat(5001),
      tags: ['fine', longTag],
      internalTags: [longTag],
    });
    expect(result).toEqual({
      video: null,
      errors: [
        validationFailure('title', maxLengthMessage(256)),
        validationFailure('description', maxLengthMessage(5000)),
        validationFailure('tags', tagTooLongMessage(60, 'tag')),
        validationFailure('internalTags', tagTooLongMessage(60, 'category')),
      ],
    });
    for (const title of ['', '   ', null]) {
      expect((await updateVideo(t, owner.token, id, { title })).errors).toEqual([
        validationFailure('title', ValidationMessages.titleEmpty),
      ]);
    }
    // The limits themselves are accepted: 256, 5000, 60 (counted in characters).
    const atLimits = await updateVideo(t, owner.token, id, {
      title: 'é'.repeat(256),
      description: 'z'.repeat(5000),
      tags: ['t'.repeat(60)],
      internalTags: ['c'.repeat(60)],
    });
    expect(atLimits.errors).toEqual([]);
    expect(await versionsOf(t, id)).toHaveLength(1);
  });

  it('accepts no end card yet: an id answers NOT_FOUND', async () => {
    const id = await video();
    expect(await updateVideo(t, owner.token, id, { endCardId: randomUUID() })).toEqual({
      video: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'endCardId')],
    });
  });

  describe('the status table', () => {
    it.each([VideoStatus.DRAFT, VideoStatus.SCHEDULED, VideoStatus.PUBLISHED, VideoStatus.EDITED])(
      'edits everything in %s',
      async (status) => {
        const id = await video({ status });
        const result = await updateVideo(t, owner.token, id, {
          title: 'Edited',
          tags: ['t'],
          internalTags: ['c'],
          orgLogoEnabled: true,
          thumbnailId: null,
        });
        expect(result.errors).toEqual([]);
      },
    );

    it.each([VideoStatus.UPLOADING, VideoStatus.PROCESSING, VideoStatus.FAILED])(
      'edits only title and description of a direct upload in %s',
      async (status) => {
        const id = await video({ status });
        const text = await updateVideo(t, owner.token, id, { title: 'Early title', description: 'Early' });
        expect(text.errors).toEqual([]);
        expect(text.video).toMatchObject({ title: 'Early title', description: 'Early', status });
        const allowed = [VideoStatus.DRAFT, VideoStatus.SCHEDULED, VideoStatus.PUBLISHED, VideoStatus.EDITED];
        for (const field of ['tags', 'internalTags', 'orgLogoEnabled', 'thumbnailId']) {
          const value = field === 'orgLogoEnabled' ? true : field === 'thumbnailId' ? null : ['x'];
          expect(await updateVideo(t, owner.token, id, { title: 'Again', [field]: value })).toEqual({
            video: null,
            errors: [
              payloadError(
                ErrorCode.INCORRECT_VIDEO_STATUS,
                field,
                incorrectVideoStatusMessage(status, allowed),
              ),
            ],
          });
        }
        expect((await editorVideo(t, owner.token, id)).title).toBe('Early title');
      },
    );

    it('edits nothing of an import in a status imports never have', async () => {
      const id = await video({ status: VideoStatus.UPLOADING, origin: VideoOrigin.REMOTE });
      expect(await updateVideo(t, owner.token, id, { title: 'No' })).toEqual({
        video: null,
        errors: [
          payloadError(
            ErrorCode.INCORRECT_VIDEO_STATUS,
            'title',
            incorrectVideoStatusMessage(VideoStatus.UPLOADING, [
              'UPLOADED',
              'PROCESSING',
              'DRAFT',
              'SCHEDULED',
              'PUBLISHED',
              'EDITED',
              'FAILED',
            ]),
          ),
        ],
      });
    });
  });

  describe('versions', () => {
    it('keeps one version per saved change, and none when nothing changed', async () => {
      const id = await video();
      expect((await editorVideo(t, owner.token, id)).version).toBe(0);
      await updateVideo(t, owner.token, id, { title: 'One', tags: ['a'] });
      await updateVideo(t, owner.token, id, { description: 'Two' });
      const same = await updateVideo(t, owner.token, id, { title: ' One ', tags: ['a', 'a', ''] });
      expect(same.errors).toEqual([]);
      expect(same.video?.version).toBe(2);
      const versions = await versionsOf(t, id);
      expect(versions.map((version) => version.version)).toEqual([1, 2]);
      expect(versions[0]?.metadata).toEqual({
        title: 'One',
        description: '',
        tags: ['a'],
        internalTags: [],
        thumbnailId: null,
        orgLogoEnabled: false,
        orgLogoPosition: 'BOTTOM_RIGHT',
      });
      expect(versions[1]?.metadata).toMatchObject({ title: 'One', description: 'Two' });
      expect(versions[1]?.createdById).toBe(owner.userId);
    });

    it('makes a published video EDITED when its metadata differs from the published version', async () => {
      const id = await video();
      await updateVideo(t, owner.token, id, { title: 'Published title', tags: ['live'] });
      // Publishing (a later issue) records the version it publishes; set here as it will.
      await setVideo(t, id, { status: VideoStatus.PUBLISHED, publishedVersion: 1 });

      const unchanged = await updateVideo(t, owner.token, id, { title: 'Published title', tags: ['live'] });
      expect(unchanged.video).toMatchObject({ status: VideoStatus.PUBLISHED, version: 1 });

      const changed = await updateVideo(t, owner.token, id, { tags: ['live', 'replay'] });
      expect(changed.video).toMatchObject({ status: VideoStatus.EDITED, version: 2 });
      const stillEdited = await updateVideo(t, owner.token, id, { title: 'Another title' });
      expect(stillEdited.video).toMatchObject({ status: VideoStatus.EDITED, version: 3 });

      // Back to what is published: nothing left to republish.
      const back = await updateVideo(t, owner.token, id, { title: 'Published title', tags: ['live'] });
      expect(back.video).toMatchObject({ status: VideoStatus.PUBLISHED, version: 4 });
      expect((await versionsOf(t, id)).map((version) => version.version)).toEqual([1, 2, 3, 4]);
    });

    it('makes a published video with no recorded published version EDITED on any change', async () => {
      const id = await video({ status: VideoStatus.PUBLISHED });
      const result = await updateVideo(t, owner.token, id, { description: 'New' });
      expect(result.video).toMatchObject({ status: VideoStatus.EDITED, version: 1 });
    });

    it('leaves a draft and a scheduled video in their status', async () => {
      const id = await video({ status: VideoStatus.SCHEDULED });
      const result = await updateVideo(t, owner.token, id, { description: 'New' });
      expect(result.video?.status).toBe(VideoStatus.SCHEDULED);
    });
  });

  describe('who may edit', () => {
    it('needs CHANGE_VIDEO', async () => {
      const id = await video();
      expect(await updateVideo(t, curator.token, id, { title: 'Curated' })).toEqual({
        video: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      expect((await editorVideo(t, owner.token, id)).title).toBe('Launch');
    });

    it("answers NOT_FOUND for another organization's video and for an unknown id", async () => {
      const theirs = await video({ status: VideoStatus.DRAFT }, other.token);
      for (const id of [theirs, randomUUID(), 'not-an-id']) {
        expect(await updateVideo(t, owner.token, id, { title: 'Mine now' })).toEqual({
          video: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
        });
      }
      expect((await editorVideo(t, other.token, theirs)).title).toBe('Launch');
    });
  });
});
