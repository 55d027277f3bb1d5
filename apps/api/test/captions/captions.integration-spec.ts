import { ErrorCode, OrganizationRole, SubscriptionPlan } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { VideoCaption } from '../../src/modules/captions/video-caption.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import { mediaRoot } from '../../src/modules/videos/video-media-keys';
import { Video } from '../../src/modules/videos/video.entity';
import { payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import {
  CAPTION_FIELDS,
  CREATE_CAPTION,
  DELETE_CAPTION,
  transcriptState,
  UPDATE_CAPTION,
  vttBase64,
  type CaptionView,
} from '../transcripts/transcript-support';
import { startFakeTranscoder, type FakeTranscoder } from '../videos/fake-transcoder';
import {
  defaultStorageDriver,
  download,
  makeClip,
  setPlan,
  startVideoApp,
  uploadFile,
  videoQueue,
  waitForVideo,
} from '../videos/video-support';

const ENGLISH = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello there\n\n00:01.500 --> 00:02.500\nGeneral Kenobi\n';
const ENGLISH_FIXED = 'WEBVTT\n\n00:00.000 --> 00:01.200\nHello there!\n';
const FRENCH = 'WEBVTT\nKind: captions\nLanguage: fr\n\n00:00.000 --> 00:01.000\nBonjour à tous\n';
const MALFORMED = 'File cold not be parsed. Make sure it is in the correct format.';

type CaptionPayload = { videoCaption: CaptionView | null; errors: PayloadError[] };

/** Signed URLs change with every read; the rest of a caption does not. */
const withoutUrl = ({ captionFileUrl: _url, ...caption }: CaptionView) => caption;

/**
 * Members' captions through the real API and storage: the video-area §5 rules and messages, tenancy,
 * the files behind them, and the captions in the player's HLS.
 */
describe('video captions', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;
  let transcoder: FakeTranscoder;
  let queue: ReturnType<typeof videoQueue>;
  let clip: Awaited<ReturnType<typeof makeClip>>;
  let videoId: string;
  let foreignVideoId: string;

  const create = async (
    variables: { videoId?: string; name?: string; languageCode?: string; captionBase64?: string },
    token = owner.token,
  ) => {
    const response = await t.gql<{ createVideoCaption: CaptionPayload }>(
      CREATE_CAPTION,
      {
        videoId: variables.videoId ?? videoId,
        videoCaption: {
          name: variables.name ?? 'english.vtt',
          languageCode: variables.languageCode ?? 'en',
          captionBase64: variables.captionBase64 ?? vttBase64(ENGLISH),
        },
      },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.createVideoCaption;
  };
  const update = async (id: string, videoCaption: Record<string, unknown>, token = owner.token) => {
    const response = await t.gql<{ updateVideoCaption: CaptionPayload }>(
      UPDATE_CAPTION,
      { id, videoCaption },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.updateVideoCaption;
  };
  const remove = async (id: string, token = owner.token) => {
    const response = await t.gql<{
      deleteVideoCaption: { deletedVideoCaptionId: string | null; errors: PayloadError[] };
    }>(DELETE_CAPTION, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.deleteVideoCaption;
  };
  const captionsOf = async (id = videoId) => (await transcriptState(t, owner.token, id)).captions ?? [];
  /** Every caption file in storage under the video's media, to be sure none is left half-written. */
  const storedCaptionFiles = async () => {
    const video = await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id: videoId });
    const listed = await t.app
      .get(StorageService)
      .driver.listPrefix(`${mediaRoot(video.organizationId, video.mediaId)}captions/`);
    return listed.map((object) => object.key).sort();
  };
  const captionRowKeys = async () =>
    (await t.app.get(DataSource).getRepository(VideoCaption).findBy({ videoId }))
      .map((caption) => caption.fileKey)
      .sort();

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(defaultStorageDriver()), makeClip()]);
    [owner, other] = await Promise.all([registerOwner(t), registerOwner(t)]);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    queue = videoQueue(t);
    transcoder = startFakeTranscoder(t, queue);
    const [mine, theirs] = await Promise.all([
      uploadFile(t, owner.token, 'talk.mp4', clip.bytes),
      uploadFile(t, other.token, 'theirs.mp4', clip.bytes),
    ]);
    videoId = mine.id;
    foreignVideoId = theirs.id;
    await waitForVideo(t, owner.token, videoId, (video) => video.status === 'DRAFT');
  });
  afterAll(async () => {
    await transcoder?.close();
    await queue?.close();
    await t?.close();
    await clip?.remove();
  });

  it('uploads a caption, lists it on the video and serves its file', async () => {
    const created = await create({ languageCode: 'en-us' });
    expect(created).toEqual({
      videoCaption: {
        id: expect.any(String),
        name: 'english.vtt',
        languageCode: 'en-US',
        source: 'USER',
        captionFileUrl: expect.stringMatching(/^http/),
      },
      errors: [],
    });
    expect((await captionsOf()).map(withoutUrl)).toEqual([withoutUrl(created.videoCaption as CaptionView)]);
    const file = await download(created.videoCaption?.captionFileUrl as string);
    expect(file.status).toBe(200);
    expect(file.body.toString()).toBe(ENGLISH);
    expect(file.headers.get('content-disposition')).toContain('english.vtt');
  });

  it('allows one caption per language', async () => {
    for (const languageCode of ['en-US', 'EN-us']) {
      expect(await create({ languageCode })).toEqual({
        videoCaption: null,
        errors: [payloadError(ErrorCode.DUPLICATED_LANGUAGE_CAPTION, 'languageCode')],
      });
    }
    expect((await create({ languageCode: 'en' })).errors).toEqual([]);
    expect((await captionsOf()).map((caption) => caption.languageCode)).toEqual(['en', 'en-US']);
  });

  it('accepts only .vtt, by the file name', async () => {
    for (const [name, extension] of [
      ['english.srt', '.srt'],
      ['english', ''],
      ['english.vtt.txt', '.txt'],
    ]) {
      expect(await create({ name, languageCode: 'de' })).toEqual({
        videoCaption: null,
        errors: [validationFailure('name', `Unsupported file extension: "${extension}"`)],
      });
    }
    expect(
      (await create({ name: 'German.VTT', languageCode: 'de', captionBase64: vttBase64(FRENCH) })).errors,
    ).toEqual([]);
  });

  it.each([
    ['a broken file', vttBase64('WEBVTT\n\n00:00.000 -> 00:01.000\nHello\n')],
    ['an empty file', ''],
    ['a file of no cue', vttBase64('WEBVTT\n')],
    ['an SRT file', vttBase64('1\n00:00:00,000 --> 00:00:01,000\nHello\n')],
    [
      'text that is not UTF-8',
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nCaf\xe9\n', 'latin1').toString('base64'),
    ],
    [
      'a picture',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64'),
    ],
  ])('refuses %s as malformed, storing nothing', async (_, captionBase64) => {
    const before = await storedCaptionFiles();
    expect(await create({ languageCode: 'it', captionBase64 })).toEqual({
      videoCaption: null,
      errors: [payloadError(ErrorCode.MALFORMED_CAPTION, 'captionBase64', MALFORMED)],
    });
    expect(await storedCaptionFiles()).toEqual(before);
  });

  it('refuses text that is not base64, a file over 2.5 MiB and a language that is none', async () => {
    expect((await create({ languageCode: 'it', captionBase64: '%%%' })).errors).toEqual([
      validationFailure('captionBase64', 'File conversion failed. Try to upload again.'),
    ]);
    const huge = vttBase64(`WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(2.5 * 1024 * 1024)}\n`);
    expect((await create({ languageCode: 'it', captionBase64: huge })).errors).toEqual([
      payloadError(
        ErrorCode.BASE64_DATA_SIZE,
        'captionBase64',
        'Caption file exceeds maximum file size (2.5 MiB).',
      ),
    ]);
    expect((await create({ languageCode: 'not a language' })).errors).toEqual([
      validationFailure('languageCode', 'Choose a valid language.'),
    ]);
  });

  it('updates the file and the name, and deletes the replaced file', async () => {
    const [caption] = (await captionsOf()).filter((item) => item.languageCode === 'en-US');
    const oldKeys = await captionRowKeys();
    const updated = await update(caption?.id as string, {
      captionBase64: vttBase64(ENGLISH_FIXED),
      name: 'en.vtt',
    });
    expect(updated.errors).toEqual([]);
    expect(updated.videoCaption).toMatchObject({
      id: caption?.id,
      name: 'en.vtt',
      languageCode: 'en-US',
      source: 'USER',
    });
    expect((await download(updated.videoCaption?.captionFileUrl as string)).body.toString()).toBe(
      ENGLISH_FIXED,
    );
    expect(await storedCaptionFiles()).toEqual(await captionRowKeys());
    expect(await captionRowKeys()).not.toEqual(oldKeys);
    const renamed = await update(caption?.id as string, { name: 'english-us.vtt' });
    expect(renamed.videoCaption?.name).toBe('english-us.vtt');
  });

  it('leaves a caption as it was when an update is refused', async () => {
    const [caption] = (await captionsOf()).filter((item) => item.languageCode === 'en-US');
    expect((await update(caption?.id as string, { captionBase64: vttBase64('nope') })).errors).toEqual([
      payloadError(ErrorCode.MALFORMED_CAPTION, 'captionBase64', MALFORMED),
    ]);
    expect((await update(caption?.id as string, { name: 'en.srt' })).errors).toEqual([
      validationFailure('name', 'Unsupported file extension: ".srt"'),
    ]);
    const [after] = (await captionsOf()).filter((item) => item.languageCode === 'en-US');
    expect(after?.name).toBe('english-us.vtt');
    expect((await download(after?.captionFileUrl as string)).body.toString()).toBe(ENGLISH_FIXED);
    expect(await storedCaptionFiles()).toEqual(await captionRowKeys());
  });

  it('tells a member without the permission which one is missing (video-area §5)', async () => {
    const captions = await captionsOf();
    const english = captions.find((item) => item.languageCode === 'en-US') as CaptionView;
    expect(await create({ languageCode: 'es' }, curator.token)).toEqual({
      videoCaption: null,
      errors: [
        payloadError(
          ErrorCode.PERMISSIONS_ERROR,
          null,
          "You don't have required permissions to upload new captions.",
        ),
      ],
    });
    const updateMessage = "You don't have required permissions to update existing captions.";
    expect(await create({ languageCode: 'en-US' }, curator.token)).toEqual({
      videoCaption: null,
      errors: [payloadError(ErrorCode.PERMISSIONS_ERROR, null, updateMessage)],
    });
    expect(await update(english.id, { name: 'x.vtt' }, curator.token)).toEqual({
      videoCaption: null,
      errors: [payloadError(ErrorCode.PERMISSIONS_ERROR, null, updateMessage)],
    });
    expect(await remove(english.id, curator.token)).toEqual({
      deletedVideoCaptionId: null,
      errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
    });
    // A curator still sees the captions (VIEW_VIDEO_CAPTION), and nothing changed.
    expect((await transcriptState(t, curator.token, videoId)).captions?.map(withoutUrl)).toEqual(
      captions.map(withoutUrl),
    );
    expect((await captionsOf()).map(withoutUrl)).toEqual(captions.map(withoutUrl));
  });

  it("answers NOT_FOUND for another organization's video and captions", async () => {
    const theirs = await create({ videoId: foreignVideoId, languageCode: 'pt' }, other.token);
    expect(theirs.errors).toEqual([]);
    const theirId = theirs.videoCaption?.id as string;
    for (const id of [foreignVideoId, randomUUID(), 'not-a-uuid']) {
      expect((await create({ videoId: id, languageCode: 'pt' })).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'videoId'),
      ]);
    }
    for (const id of [theirId, randomUUID(), 'not-a-uuid']) {
      expect((await update(id, { name: 'mine.vtt' })).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'id'),
      ]);
      expect((await remove(id)).errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
    }
    const still = await transcriptState(t, other.token, foreignVideoId);
    expect(still.captions?.map(withoutUrl)).toEqual([withoutUrl(theirs.videoCaption as CaptionView)]);
  });

  it('lists every caption in the master playlist, each a subtitle rendition under the playback grant', async () => {
    const state = await transcriptState(t, owner.token, videoId);
    const manifestUrl = state.videoStreams[0]?.manifestFileUrl as string;
    const master = (await download(manifestUrl)).body.toString();
    const media = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:'));
    expect(media).toEqual(
      (state.captions ?? []).map(
        (caption) =>
          `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }).of(caption.languageCode)}",LANGUAGE="${caption.languageCode}",DEFAULT=NO,AUTOSELECT=YES,URI="subtitles/${caption.id}.m3u8"`,
      ),
    );
    const german = state.captions?.find((caption) => caption.languageCode === 'de') as CaptionView;
    const vtt = await download(new URL(`subtitles/${german.id}.vtt`, manifestUrl).toString());
    expect(vtt.body.toString()).toBe(
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\nKind: captions\nLanguage: fr\n\n00:00.000 --> 00:01.000\nBonjour à tous\n',
    );
    // Under a grant only: a forged one is refused.
    const forged = manifestUrl.replace(/\/(\d+)\.[A-Za-z0-9_-]{43}\//, '/$1.' + 'A'.repeat(43) + '/');
    expect((await download(new URL(`subtitles/${german.id}.vtt`, forged).toString())).status).toBe(403);
  });

  it('deletes a caption and its file', async () => {
    const [caption] = await captionsOf();
    const key = (await t.app.get(DataSource).getRepository(VideoCaption).findOneByOrFail({ id: caption?.id }))
      .fileKey;
    expect(await remove(caption?.id as string)).toEqual({ deletedVideoCaptionId: caption?.id, errors: [] });
    expect(await t.app.get(StorageService).driver.statObject(key)).toBeNull();
    expect((await captionsOf()).map((item) => item.id)).not.toContain(caption?.id);
    expect((await remove(caption?.id as string)).errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
    expect(await storedCaptionFiles()).toEqual(await captionRowKeys());
  });

  it('answers captions with the fields the spec names', async () => {
    const response = await t.gql<{ videoById: { captions: CaptionView[] } }>(
      `query($id: ID!) { videoById(id: $id) { captions { ${CAPTION_FIELDS} } } }`,
      { id: videoId },
      owner.token,
    );
    expect(Object.keys(response.data.videoById.captions[0] ?? {}).sort()).toEqual(
      ['captionFileUrl', 'id', 'languageCode', 'name', 'source'].sort(),
    );
  });
});
