import {
  ChapterMessages,
  ErrorCode,
  OrganizationRole,
  SceneDetectionStatus,
  SubscriptionPlan,
  TokenType,
  type PublicPlayerData,
  type TranscriptToken,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { Chapter } from '../../src/modules/chapters/chapter.entity';
import { VideoSceneDetection } from '../../src/modules/moments/suggestions/video-scene-detection.entity';
import { TranscriptSegmentRow } from '../../src/modules/transcripts/transcript-segment.entity';
import { Transcription } from '../../src/modules/transcripts/transcription.entity';
import { Video } from '../../src/modules/videos/video.entity';
import { mutate, processedVideo } from '../moments/moment-support';
import {
  SET_CHAPTERS,
  SUGGESTED,
  VIDEO_CHAPTERS,
  type ChapterView,
  type SetPayload,
} from './chapters-support';
import { call, PUBLISH_VIDEO, selfTargetId } from '../publishing/publishing-support';
import { errorCode, payloadError, validationFailure } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { defaultStorageDriver, setPlan, startVideoApp } from '../videos/video-support';

/** One sentence per segment, words 400 ms apart from `startMs`, ending with a full stop. */
function sentence(startMs: number, text: string) {
  const words = text.split(' ');
  const tokens: TranscriptToken[] = words.map((word, i) => ({
    token: word,
    tokenType: TokenType.PRONUNCIATION,
    startTimestamp: startMs + i * 400,
    endTimestamp: startMs + i * 400 + 350,
  }));
  const endMs = startMs + words.length * 400;
  tokens.push({
    token: '.',
    tokenType: TokenType.PUNCTUATION,
    startTimestamp: endMs - 50,
    endTimestamp: endMs - 50,
  });
  return { startMs, endMs, tokens };
}

/** Three topics of three sentences each, 6 s apart: gardens, engines, guitars. */
const TALK = [
  'Tomatoes grow well in garden soil',
  'Water the tomatoes and the garden soil daily',
  'Garden tomatoes need sun and soil',
  'Engines burn fuel in cylinders',
  'Cylinders and pistons turn fuel into motion',
  'Pistons move when engines burn fuel',
  'Guitars have strings and frets',
  'Strings on guitars need tuning and frets',
  'Frets and strings make guitars sing',
];

/**
 * Chapters through the real app: the editor's list (whole-list saves with every rule), suggestions from a
 * stored transcript and scene changes, tenancy and permissions, and what viewers get of a published
 * video: the player data, the WebVTT track and the page's key moments.
 */
describe('chapters', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let curator: Member;
  let data: DataSource;
  let selfTarget: string;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Chapters' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    other = await registerOwner(t, { organizationName: 'Other' });
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    data = t.app.get(DataSource);
    selfTarget = await selfTargetId(t, owner.token);
  });
  afterAll(() => t.close());

  const chaptersOf = (videoId: string, token = owner.token) =>
    t.gql<{ videoChapters: ChapterView[] | null }>(VIDEO_CHAPTERS, { videoId }, token);
  const setChapters = (videoId: string, chapters: unknown, token = owner.token) =>
    mutate<SetPayload>(t, SET_CHAPTERS, { videoId, chapters }, token);
  const THREE = [
    { title: ' Intro ', startMs: 0 },
    { title: 'Engines', startMs: 18_000 },
    { title: 'Guitars', startMs: 36_000 },
  ];

  async function transcribe(videoId: string): Promise<void> {
    const { created } = await data.getRepository(Video).findOneByOrFail({ id: videoId });
    const transcription = await data.getRepository(Transcription).save({
      organizationId: owner.organizationId,
      videoId,
      videoCreated: created,
      languageCode: 'en',
      engine: 'test',
      durationMs: 60_000,
    });
    await data.getRepository(TranscriptSegmentRow).insert(
      TALK.map((text, position) => ({
        ...sentence(position * 6000, text),
        transcriptionId: transcription.id,
        position,
        speakerLabel: 'spk_0',
        text,
      })),
    );
  }

  it('saves, reads and replaces the whole list, titles trimmed, each ending where the next starts', async () => {
    const video = await processedVideo(t, owner.token);
    expect((await chaptersOf(video.id)).data.videoChapters).toEqual([]);
    const saved = await setChapters(video.id, THREE);
    expect(saved.errors).toEqual([]);
    expect(saved.chapters).toEqual([
      { startMs: 0, endMs: 18_000, startTimestamp: '00:00:00.000', title: 'Intro' },
      { startMs: 18_000, endMs: 36_000, startTimestamp: '00:00:18.000', title: 'Engines' },
      { startMs: 36_000, endMs: 60_000, startTimestamp: '00:00:36.000', title: 'Guitars' },
    ]);
    expect((await chaptersOf(video.id)).data.videoChapters).toEqual(saved.chapters);

    const replaced = await setChapters(video.id, [...THREE, { title: 'Outro', startMs: 50_000 }]);
    expect(replaced.chapters?.map((c) => c.title)).toEqual(['Intro', 'Engines', 'Guitars', 'Outro']);
    expect((await setChapters(video.id, [])).chapters).toEqual([]);
    expect(await data.getRepository(Chapter).countBy({ videoId: video.id })).toBe(0);
  });

  it('answers every broken rule in the error contract and keeps the saved list', async () => {
    const video = await processedVideo(t, owner.token);
    await setChapters(video.id, THREE);
    const refused = async (chapters: unknown, ...errors: SetPayload['errors']) => {
      expect(await setChapters(video.id, chapters)).toEqual({ videoId: null, chapters: null, errors });
    };
    await refused(THREE.slice(0, 2), validationFailure('chapters', ChapterMessages.tooFew));
    await refused(
      [{ title: 'A', startMs: 5000 }, THREE[1], { title: '', startMs: 36_000 }],
      validationFailure('chapters.2.title', ChapterMessages.titleRequired),
      validationFailure('chapters.0.startMs', ChapterMessages.firstAtZero),
    );
    await refused(
      [THREE[0], THREE[1], { title: 'Late', startMs: 55_000 }],
      validationFailure('chapters.2.startMs', ChapterMessages.tooShort(5000)),
    );
    await refused(
      [THREE[0], THREE[1], { title: 'After', startMs: 60_000 }],
      validationFailure('chapters.2.startMs', ChapterMessages.startInvalid),
    );
    await refused(
      [THREE[0], THREE[2], THREE[1]],
      validationFailure('chapters.2.startMs', ChapterMessages.outOfOrder),
    );
    await refused(
      [THREE[0], THREE[1], { title: 'x'.repeat(101), startMs: 36_000 }],
      validationFailure('chapters.2.title', ChapterMessages.titleTooLong),
    );
    // A start that is not an Int is GraphQL's refusal, not a 500.
    const wrongType = await t.gql(
      SET_CHAPTERS,
      { videoId: video.id, chapters: [{ title: 'A', startMs: 'soon' }] },
      owner.token,
    );
    expect(errorCode(wrongType)).toBe('BAD_USER_INPUT');
    expect((await chaptersOf(video.id)).data.videoChapters?.map((c) => c.title)).toEqual([
      'Intro',
      'Engines',
      'Guitars',
    ]);
  });

  it("answers NOT_FOUND for another organization's video and PERMISSIONS_ERROR without CHANGE_VIDEO", async () => {
    const video = await processedVideo(t, owner.token);
    await setChapters(video.id, THREE);
    expect(await setChapters(video.id, THREE, other.token)).toEqual({
      videoId: null,
      chapters: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'videoId')],
    });
    expect(errorCode(await chaptersOf(video.id, other.token))).toBe(ErrorCode.NOT_FOUND);
    const suggested = await t.gql(SUGGESTED, { videoId: video.id }, other.token);
    expect(errorCode(suggested)).toBe(ErrorCode.NOT_FOUND);
    expect(errorCode(await chaptersOf('not-an-id'))).toBe(ErrorCode.NOT_FOUND);

    // A curator reads the video's chapters but does not change them.
    expect((await chaptersOf(video.id, curator.token)).data.videoChapters).toHaveLength(3);
    expect(await setChapters(video.id, [], curator.token)).toEqual({
      videoId: null,
      chapters: null,
      errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
    });
    expect(await data.getRepository(Chapter).countBy({ videoId: video.id })).toBe(3);
  });

  it('suggests chapters at the topic and scene changes of a real transcript, which save as they are', async () => {
    const video = await processedVideo(t, owner.token);
    const suggest = () =>
      t.gql<{ suggestedChapters: Array<ChapterView & { reasons: string[] }> }>(
        SUGGESTED,
        { videoId: video.id },
        owner.token,
      );
    expect((await suggest()).data.suggestedChapters).toEqual([]);
    await transcribe(video.id);
    await data.getRepository(VideoSceneDetection).save({
      videoId: video.id,
      run: 0,
      status: SceneDetectionStatus.COMPLETED,
      changes: [{ timeMs: 36_200, score: 0.9 }],
      failureReason: null,
    });
    const suggestions = (await suggest()).data.suggestedChapters;
    expect(suggestions.map(({ startMs, title }) => ({ startMs, title }))).toEqual([
      { startMs: 0, title: 'Tomatoes grow well in garden soil.' },
      { startMs: expect.any(Number) as number, title: 'Engines burn fuel in cylinders.' },
      { startMs: 36_000, title: 'Guitars have strings and frets.' },
    ]);
    expect(suggestions[2]?.reasons).toContain('SCENE_CHANGE');
    const saved = await setChapters(
      video.id,
      suggestions.map(({ title, startMs }) => ({ title, startMs })),
    );
    expect(saved.errors).toEqual([]);
  });

  it('shows a published video’s chapters to viewers: player data, WebVTT track and key moments on its page', async () => {
    const { id } = await processedVideo(t, owner.token);
    await setChapters(id, THREE);
    expect((await t.http.get(`/p/api/video/${id}/chapters.vtt`)).status).toBe(404);
    expect(
      (await call(t, PUBLISH_VIDEO, { id, publishingTargetIds: [selfTarget] }, owner.token)).errors,
    ).toEqual([]);

    const player = (await t.http.get(`/p/api/video/${id}`)).body as PublicPlayerData;
    expect(player.chapters).toEqual([
      { title: 'Intro', startMs: 0, endMs: 18_000 },
      { title: 'Engines', startMs: 18_000, endMs: 36_000 },
      { title: 'Guitars', startMs: 36_000, endMs: 60_000 },
    ]);
    expect(player.chaptersUrl).toBe(`${t.config.publicUrl}/p/api/video/${id}/chapters.vtt`);

    const track = await t.http.get(`/p/api/video/${id}/chapters.vtt`).set('Origin', 'https://blog.example');
    expect(track.status).toBe(200);
    expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(track.headers['access-control-allow-origin']).toBe('*');
    expect(track.text).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:18.000\nIntro\n\n2\n00:00:18.000 --> 00:00:36.000\nEngines\n\n' +
        '3\n00:00:36.000 --> 00:01:00.000\nGuitars\n',
    );
    const etag = track.headers.etag as string;
    expect((await t.http.get(`/p/api/video/${id}/chapters.vtt`).set('If-None-Match', etag)).status).toBe(304);

    const page = await t.http.get(`/p/video/${id}`);
    expect(page.status).toBe(200);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? 'null',
    ) as {
      hasPart: unknown[];
      potentialAction: unknown;
    };
    const pageUrl = player.pageUrl;
    expect(jsonLd.hasPart).toEqual([
      { '@type': 'Clip', name: 'Intro', startOffset: 0, endOffset: 18, url: `${pageUrl}?t=0` },
      { '@type': 'Clip', name: 'Engines', startOffset: 18, endOffset: 36, url: `${pageUrl}?t=18` },
      { '@type': 'Clip', name: 'Guitars', startOffset: 36, endOffset: 60, url: `${pageUrl}?t=36` },
    ]);
    expect(jsonLd.potentialAction).toEqual({
      '@type': 'SeekToAction',
      target: `${pageUrl}?t={seek_to_second_number}`,
      'startOffset-input': 'required name=seek_to_second_number',
    });

    // A change shows at once: the mutation marks the organization's public content changed.
    await setChapters(id, [...THREE, { title: 'Outro', startMs: 50_000 }]);
    const changed = await t.http.get(`/p/api/video/${id}/chapters.vtt`).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Outro');
    expect((await t.http.get(`/p/api/video/not-a-video/chapters.vtt`)).status).toBe(404);
  });
});
