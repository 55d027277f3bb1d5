import {
  ErrorCode,
  JobName,
  jobIdFor,
  QueueName,
  SubscriptionPlan,
  TranscriptionStatus,
  VideoStatus,
} from '@framehouse/domain';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { VideoCaption } from '../../src/modules/captions/video-caption.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import { TranscriptionMonitor } from '../../src/modules/transcripts/jobs/transcription.monitor';
import { TranscriptSegmentRow } from '../../src/modules/transcripts/transcript-segment.entity';
import { Transcription } from '../../src/modules/transcripts/transcription.entity';
import { errorCode, rowCount, type PayloadError } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startFakeTranscoder, type FakeTranscoder } from '../videos/fake-transcoder';
import {
  defaultStorageDriver,
  DELETE,
  download,
  DUPLICATE,
  makeClip,
  REPROCESS,
  setPlan,
  setVideo,
  startVideoApp,
  videoQueue,
} from '../videos/video-support';
import {
  CREATE_CAPTION,
  SEARCH_TRANSCRIPTS,
  startFakeTranscriber,
  transcribedVideo,
  transcript,
  TRANSCRIPTION,
  transcriptionOf,
  transcriptState,
  waitForTranscript,
  type FakeTranscriber,
  type TranscriptState,
  vttBase64,
} from './transcript-support';

/** The transcript of the first video: two speakers, five segments, some punctuation. */
const INTERVIEW = transcript([
  [0, 0, 'Hello and welcome to the show.'],
  [1, 2000, 'Thanks for having me'],
  [0, 5000, 'Today we talk about photosynthesis.'],
  [1, 8000, 'Plants make sugar from light'],
  [0, 11000, 'Welcome back, everyone!'],
]);
const LECTURE = transcript([[0, 500, 'Photosynthesis needs water and light']]);
const OTHER_ORGANIZATION = transcript([[0, 0, 'Secret photosynthesis notes']]);
const GERMAN = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo und willkommen\n';

interface SearchView {
  totalCount: number;
  nodes: Array<{
    video: { id: string; title: string };
    segment: { id: string; text: string; startTimestamp: string; endTimestamp: string };
    snippet: string;
  }>;
  pageInfo: { totalPages: number; pageNumber: number; pageSize: number; hasNextPage: boolean };
}

/**
 * Video transcripts through the real API, queue and database: a processed video is queued for
 * transcription, the transcoder's side is played at the protocol level (a worker on the transcription
 * queue writing a TranscriptDocument), and the API stores it, makes the SYSTEM caption, and answers
 * GetVideoTranscription and searchTranscripts.
 */
describe('video transcripts', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let transcoder: FakeTranscoder;
  let transcriber: FakeTranscriber;
  let queue: Queue;
  let clip: Awaited<ReturnType<typeof makeClip>>;
  let interview: { id: string; state: TranscriptState };
  let lecture: { id: string };
  let foreign: { id: string };

  const search = async (token: string, variables: Record<string, unknown>) => {
    const response = await t.gql<{ searchTranscripts: SearchView }>(SEARCH_TRANSCRIPTS, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.searchTranscripts;
  };
  const segmentsOf = async (variables: Record<string, unknown>) =>
    (await transcriptionOf(t, owner.token, { videoId: interview.id, ...variables }))?.segments;
  const texts = async (variables: Record<string, unknown>) =>
    (await segmentsOf(variables))?.nodes.map((node) => node.text);

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(defaultStorageDriver()), makeClip()]);
    [owner, other] = await Promise.all([registerOwner(t), registerOwner(t)]);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
    queue = videoQueue(t);
    transcoder = startFakeTranscoder(t, queue);
    transcriber = startFakeTranscriber(t);
    const [first, second, third] = await Promise.all([
      transcribedVideo(t, owner.token, transcriber, clip.bytes, INTERVIEW, 'Interview.mp4'),
      transcribedVideo(t, owner.token, transcriber, clip.bytes, LECTURE, 'Lecture.mp4'),
      transcribedVideo(t, other.token, transcriber, clip.bytes, OTHER_ORGANIZATION, 'Secret.mp4'),
    ]);
    interview = { id: first.video.id, state: first.state };
    lecture = { id: second.video.id };
    foreign = { id: third.video.id };
  });
  afterAll(async () => {
    await transcriber?.close();
    await transcoder?.close();
    await queue?.close();
    await t?.close();
    await clip?.remove();
  });

  describe('after processing', () => {
    it('transcribes the processed video and makes its SYSTEM caption', async () => {
      expect(interview.state).toMatchObject({
        status: 'DRAFT',
        transcriptionStatus: TranscriptionStatus.COMPLETED,
        transcriptionFailureReason: null,
      });
      expect(interview.state.captions).toEqual([
        {
          id: expect.any(String),
          name: 'English (United States).vtt',
          languageCode: 'en-US',
          source: 'SYSTEM',
          captionFileUrl: expect.stringMatching(/^http/),
        },
      ]);
      const file = await download(interview.state.captions?.[0]?.captionFileUrl as string);
      expect(file.status).toBe(200);
      const vtt = file.body.toString();
      expect(vtt).toMatch(
        /^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.800\n<v Speaker 1>Hello and welcome to the show\.<\/v>/,
      );
      expect(vtt).toContain('<v Speaker 2>Thanks for having me</v>');
    });

    it('lists the caption in the master playlist and serves it as a subtitle rendition', async () => {
      const manifestUrl = interview.state.videoStreams[0]?.manifestFileUrl as string;
      const master = (await download(manifestUrl)).body.toString();
      const caption = interview.state.captions?.[0];
      expect(master).toContain(
        `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English (United States)",LANGUAGE="en-US",DEFAULT=NO,AUTOSELECT=YES,URI="subtitles/${caption?.id}.m3u8"`,
      );
      expect(master).toMatch(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"\n360p\/index\.m3u8/);
      const playlistUrl = new URL(`subtitles/${caption?.id}.m3u8`, manifestUrl).toString();
      const playlist = await download(playlistUrl);
      expect(playlist.status).toBe(200);
      expect(playlist.body.toString()).toContain(
        `#EXTINF:${((interview.state.duration ?? 0) / 1000).toFixed(3)},\n${caption?.id}.vtt\n#EXT-X-ENDLIST`,
      );
      const segment = await download(new URL(`${caption?.id}.vtt`, playlistUrl).toString());
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toContain('text/vtt');
      expect(segment.body.toString()).toMatch(
        /^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00\.000\n\n00:00:00\.000 -->/,
      );
      const unknown = await download(new URL(`subtitles/${randomUUID()}.vtt`, manifestUrl).toString());
      expect(unknown.status).toBe(404);
    });

    it('answers null while a video has no transcript, and FAILED leaves the video usable', async () => {
      const { video, state } = await transcribedVideo(t, owner.token, transcriber, clip.bytes, 'fail');
      expect(state).toMatchObject({
        status: 'DRAFT',
        transcriptionStatus: TranscriptionStatus.FAILED,
        transcriptionFailureReason: 'The speech engine gave up.',
        captions: [],
      });
      expect(await transcriptionOf(t, owner.token, { videoId: video.id })).toBeNull();
    });

    it('refuses a transcript that is not a TranscriptDocument', async () => {
      const { state } = await transcribedVideo(t, owner.token, transcriber, clip.bytes, 'malformed');
      expect(state).toMatchObject({
        transcriptionStatus: TranscriptionStatus.FAILED,
        transcriptionFailureReason: 'The transcript could not be read.',
      });
    });

    it('stores an empty transcript (no speech) as COMPLETED, without a caption', async () => {
      const { video, state } = await transcribedVideo(
        t,
        owner.token,
        transcriber,
        clip.bytes,
        transcript([]),
      );
      expect(state).toMatchObject({ transcriptionStatus: TranscriptionStatus.COMPLETED, captions: [] });
      expect((await transcriptionOf(t, owner.token, { videoId: video.id }))?.segments.totalCount).toBe(0);
    });
  });

  describe('GetVideoTranscription', () => {
    it('answers every segment in order, with spec timestamps and tokens', async () => {
      const transcription = await transcriptionOf(t, owner.token, { videoId: interview.id });
      expect(transcription).toMatchObject({ id: expect.any(String), languageCode: 'en-US' });
      expect(transcription?.segments.totalCount).toBe(5);
      expect(transcription?.segments.pageInfo).toEqual({
        hasNextPage: false,
        hasPreviousPage: false,
        totalPages: 1,
        pageNumber: 1,
        pageSize: 30,
      });
      const [first] = transcription?.segments.nodes ?? [];
      expect(first).toMatchObject({
        startTimestamp: '00:00:00.000',
        endTimestamp: '00:00:01.800',
        speakerLabel: 'spk_0',
        text: 'Hello and welcome to the show.',
        matched: false,
      });
      expect(first?.tokens[0]).toEqual({
        id: `${first?.id}:0`,
        startTimestamp: '00:00:00.000',
        endTimestamp: '00:00:00.300',
        token: 'Hello',
        tokenType: 'PRONUNCIATION',
      });
      expect(first?.tokens.at(-1)).toMatchObject({ token: '.', tokenType: 'PUNCTUATION' });
      expect(transcription?.segments.nodes.map((node) => node.startTimestamp)).toEqual([
        '00:00:00.000',
        '00:00:02.000',
        '00:00:05.000',
        '00:00:08.000',
        '00:00:11.000',
      ]);
    });

    it('filters by start, by end, and by a range the segments share time with', async () => {
      expect(await texts({ startTimestampFrom: '00:00:05' })).toEqual([
        'Today we talk about photosynthesis.',
        'Plants make sugar from light',
        'Welcome back, everyone!',
      ]);
      expect(await texts({ endTimestampTo: '00:00:03.200' })).toEqual([
        'Hello and welcome to the show.',
        'Thanks for having me',
      ]);
      expect(await texts({ startTimestampFrom: '00:00:02', endTimestampTo: '00:00:06.500' })).toEqual([
        'Thanks for having me',
        'Today we talk about photosynthesis.',
      ]);
      expect(await texts({ timestampsRangeFrom: '00:00:03', timestampsRangeTo: '00:00:08.500' })).toEqual([
        'Thanks for having me',
        'Today we talk about photosynthesis.',
        'Plants make sugar from light',
      ]);
      // A segment ending where the range starts shares no time with it.
      expect(await texts({ timestampsRangeFrom: '00:00:03.200', timestampsRangeTo: '00:00:05' })).toEqual([]);
      expect(await texts({ timestampsRangeFrom: '00:00:09' })).toEqual([
        'Plants make sugar from light',
        'Welcome back, everyone!',
      ]);
    });

    it('filters by token type (keeping only those tokens) and by speaker', async () => {
      const punctuation = await segmentsOf({ tokenType: 'PUNCTUATION' });
      expect(punctuation?.nodes.map((node) => node.tokens.map((token) => token.token))).toEqual([
        ['.'],
        ['.'],
        [',', '!'],
      ]);
      expect(punctuation?.nodes[2]?.tokens.map((token) => token.id.split(':')[1])).toEqual(['2', '4']);
      expect(await texts({ speakerLabel: 'spk_1' })).toEqual([
        'Thanks for having me',
        'Plants make sugar from light',
      ]);
      expect(await texts({ speakerLabel: 'spk_7' })).toEqual([]);
      expect(await texts({ speakerLabel: 'spk_1', startTimestampFrom: '00:00:05' })).toEqual([
        'Plants make sugar from light',
      ]);
    });

    it('marks the segments that match a search without filtering them', async () => {
      const marked = async (value: string) =>
        (await segmentsOf({ search: value }))?.nodes.filter((node) => node.matched).map((node) => node.text);
      expect((await segmentsOf({ search: 'welcome' }))?.totalCount).toBe(5);
      expect(await marked('welcome')).toEqual(['Hello and welcome to the show.', 'Welcome back, everyone!']);
      expect(await marked('photo')).toEqual(['Today we talk about photosynthesis.']);
      expect(await marked('"welcome back"')).toEqual(['Welcome back, everyone!']);
      expect(await marked('welcome -show')).toEqual(['Welcome back, everyone!']);
      expect(await marked('sugar or thanks')).toEqual([
        'Thanks for having me',
        'Plants make sugar from light',
      ]);
      expect(await marked('giraffe')).toEqual([]);
      expect(await marked('!!!')).toEqual([]);
    });

    it('pages, 30 by default and any size from 1 to 1000', async () => {
      const page = await segmentsOf({ page: 2, pageSize: 2 });
      expect(page?.nodes.map((node) => node.text)).toEqual([
        'Today we talk about photosynthesis.',
        'Plants make sugar from light',
      ]);
      expect(page?.pageInfo).toEqual({
        hasNextPage: true,
        hasPreviousPage: true,
        totalPages: 3,
        pageNumber: 2,
        pageSize: 2,
      });
      const past = await segmentsOf({ page: 4, pageSize: 2 });
      expect(past?.nodes).toEqual([]);
      expect(past?.totalCount).toBe(5);
      // The editor marks a search over everything it shows: 30 × the pages loaded.
      expect(
        (await segmentsOf({ pageSize: 60, search: 'light' }))?.nodes.filter((node) => node.matched),
      ).toHaveLength(1);
      for (const [variables, field] of [
        [{ pageSize: 0 }, 'pageSize'],
        [{ pageSize: 1001 }, 'pageSize'],
        [{ page: 0 }, 'page'],
      ] as const) {
        const response = await t.gql(TRANSCRIPTION, { videoId: interview.id, ...variables }, owner.token);
        expect(errorCode(response)).toBe(ErrorCode.VALIDATION_ERROR);
        expect(response.errors?.[0]?.extensions).toMatchObject({ errors: [{ field }] });
      }
    });

    it('refuses malformed filters with the spec messages', async () => {
      const cases: Array<[Record<string, unknown>, PayloadError]> = [
        [
          { startTimestampFrom: 'noon' },
          {
            name: ErrorCode.VALIDATION_ERROR,
            field: 'startTimestampFrom',
            messages: ['Start/End timestamps need to be in valid time format'],
          },
        ],
        [
          { timestampsRangeFrom: '00:00:09', timestampsRangeTo: '00:00:01' },
          {
            name: ErrorCode.VALIDATION_ERROR,
            field: 'timestampsRangeTo',
            messages: ['Start timestamp needs to be smaller than End timestamp.'],
          },
        ],
      ];
      for (const [variables, error] of cases) {
        const response = await t.gql(TRANSCRIPTION, { videoId: interview.id, ...variables }, owner.token);
        expect(response.data?.transcription ?? null).toBeNull();
        expect(response.errors?.[0]?.extensions).toMatchObject({ code: error.name, errors: [error] });
      }
    });

    it("answers NOT_FOUND for another organization's video and for ids that name none", async () => {
      for (const videoId of [foreign.id, randomUUID(), 'not-a-uuid']) {
        const response = await t.gql(TRANSCRIPTION, { videoId }, owner.token);
        expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
        expect(response.errors?.[0]?.extensions).toMatchObject({ errors: [{ field: 'videoId' }] });
      }
    });
  });

  describe('searchTranscripts', () => {
    it("finds the spoken words across the organization's videos, best match first, with a snippet", async () => {
      const found = await search(owner.token, { search: 'photosynthesis' });
      expect(found.totalCount).toBe(2);
      expect(found.nodes.map((node) => node.video.id).sort()).toEqual([interview.id, lecture.id].sort());
      const hit = found.nodes.find((node) => node.video.id === interview.id);
      expect(hit).toEqual({
        video: { id: interview.id, title: 'Interview' },
        segment: {
          id: expect.any(String),
          text: 'Today we talk about photosynthesis.',
          startTimestamp: '00:00:05.000',
          endTimestamp: '00:00:06.500',
        },
        snippet: 'Today we talk about <mark>photosynthesis</mark>.',
      });
      // The segment a hit names is the one GetVideoTranscription answers at that time.
      const [segment] =
        (await segmentsOf({ startTimestampFrom: hit?.segment.startTimestamp, pageSize: 1 }))?.nodes ?? [];
      expect(segment?.id).toBe(hit?.segment.id);
    });

    it('ranks the segments that match more of the search first, and matches an unfinished last word', async () => {
      const found = await search(owner.token, { search: 'light or water' });
      expect(found.nodes[0]?.segment.text).toBe('Photosynthesis needs water and light');
      const typed = await search(owner.token, { search: 'welcome ev' });
      expect(typed.nodes.map((node) => node.segment.text)).toContain('Welcome back, everyone!');
      expect((await search(owner.token, { search: 'welc' })).totalCount).toBe(2);
    });

    it("never shows another organization's transcripts", async () => {
      expect((await search(owner.token, { search: 'secret' })).totalCount).toBe(0);
      const theirs = await search(other.token, { search: 'photosynthesis' });
      expect(theirs.nodes.map((node) => node.video.id)).toEqual([foreign.id]);
    });

    it('pages the hits and refuses a blank search', async () => {
      const first = await search(owner.token, { search: 'welcome or light', pageSize: 25 });
      expect(first.totalCount).toBe(4);
      expect(first.pageInfo).toMatchObject({
        totalPages: 1,
        pageNumber: 1,
        pageSize: 25,
        hasNextPage: false,
      });
      // Past the last page: no hit, and still the count.
      const welcome = await search(owner.token, { search: 'welcome', pageSize: 25 });
      expect(welcome.totalCount).toBeGreaterThan(0);
      const past = await search(owner.token, { search: 'welcome', page: 2, pageSize: 25 });
      expect({ nodes: past.nodes, totalCount: past.totalCount }).toEqual({
        nodes: [],
        totalCount: welcome.totalCount,
      });
      const blank = await t.gql(SEARCH_TRANSCRIPTS, { search: '  ' }, owner.token);
      expect(errorCode(blank)).toBe(ErrorCode.VALIDATION_ERROR);
      const size = await t.gql(SEARCH_TRANSCRIPTS, { search: 'x', pageSize: 30 }, owner.token);
      expect(errorCode(size)).toBe(ErrorCode.VALIDATION_ERROR);
    });

    it('gives hits that rank the same newest video first, with their titles', async () => {
      const duplicated = await t.gql<{ duplicateVideo: { video: { id: string } } }>(
        DUPLICATE,
        { id: interview.id },
        owner.token,
      );
      const copy = duplicated.data.duplicateVideo.video;
      try {
        const found = await search(owner.token, { search: 'sugar' });
        expect(found.nodes.map((node) => node.video)).toEqual([
          { id: copy.id, title: 'Copy - Interview' },
          { id: interview.id, title: 'Interview' },
        ]);
      } finally {
        expect((await t.gql(DELETE, { id: copy.id }, owner.token)).errors).toBeUndefined();
      }
    });
  });

  describe('the video changes', () => {
    it('a duplicate gets the transcript and the captions, files included', async () => {
      const response = await t.gql<{ duplicateVideo: { video: { id: string } } }>(
        DUPLICATE,
        { id: interview.id },
        owner.token,
      );
      const copyId = response.data.duplicateVideo.video.id;
      const copy = await transcriptState(t, owner.token, copyId);
      expect(copy.transcriptionStatus).toBe(TranscriptionStatus.COMPLETED);
      expect(copy.captions).toHaveLength(1);
      expect(copy.captions?.[0]?.id).not.toBe(interview.state.captions?.[0]?.id);
      const copied = await transcriptionOf(t, owner.token, { videoId: copyId });
      expect(copied?.segments.nodes.map((node) => node.text)).toEqual(await texts({}));
      expect((await download(copy.captions?.[0]?.captionFileUrl as string)).body.toString()).toMatch(
        /^WEBVTT/,
      );
      // The copy's segments are searched as its own (the search table follows the copied segments).
      const videosOf = async () =>
        (await search(owner.token, { search: 'photosynthesis' })).nodes.map((node) => node.video.id).sort();
      expect(await videosOf()).toEqual([interview.id, lecture.id, copyId].sort());
      // Deleting the copy leaves the original's transcript, captions and files.
      await t.gql(DELETE, { id: copyId }, owner.token);
      expect(await videosOf()).toEqual([interview.id, lecture.id].sort());
      const original = await transcriptState(t, owner.token, interview.id);
      expect(original.captions).toHaveLength(1);
      expect((await download(original.captions?.[0]?.captionFileUrl as string)).status).toBe(200);
      expect((await transcriptionOf(t, owner.token, { videoId: interview.id }))?.segments.totalCount).toBe(5);
    });

    it('reconciles a lost job and a missed event', async () => {
      const monitor = t.app.get(TranscriptionMonitor);
      const transcriptionQueue = new Queue(QueueName.TRANSCRIPTION, {
        connection: { url: t.config.redisUrl },
        prefix: t.config.redisPrefix,
      });
      try {
        const jobId = jobIdFor(JobName.TRANSCRIBE_VIDEO, lecture.id, 0);
        const jobsBefore = transcriber.jobs();
        // The completion event was missed: the job is done but the video still says QUEUED.
        await setVideo(t, lecture.id, { transcriptionStatus: TranscriptionStatus.QUEUED });
        await monitor.reconcile();
        expect((await transcriptState(t, owner.token, lecture.id)).transcriptionStatus).toBe('COMPLETED');
        // The job was lost (Redis emptied): it is queued again and runs.
        await transcriptionQueue.remove(jobId);
        await setVideo(t, lecture.id, { transcriptionStatus: TranscriptionStatus.QUEUED });
        await monitor.reconcile();
        const state = await waitForTranscript(t, owner.token, lecture.id);
        expect(state.transcriptionStatus).toBe('COMPLETED');
        expect(transcriber.jobs()).toBe(jobsBefore + 1);
        expect((await search(owner.token, { search: 'water' })).totalCount).toBe(1);
      } finally {
        await transcriptionQueue.close();
      }
    });

    it("processing a failed video again replaces its transcript and SYSTEM caption, keeping members' captions", async () => {
      const { video, state } = await transcribedVideo(t, owner.token, transcriber, clip.bytes, LECTURE);
      const storage = t.app.get(StorageService).driver;
      const systemKey = (
        await t.app.get(DataSource).getRepository(VideoCaption).findOneByOrFail({ videoId: video.id })
      ).fileKey;
      const created = await t.gql<{ createVideoCaption: { errors: PayloadError[] } }>(
        CREATE_CAPTION,
        {
          videoId: video.id,
          videoCaption: { name: 'german.vtt', languageCode: 'de', captionBase64: vttBase64(GERMAN) },
        },
        owner.token,
      );
      expect(created.data.createVideoCaption.errors).toEqual([]);
      expect(state.captions).toHaveLength(1);
      // As if processing had failed after all (only a FAILED video is processed again).
      await setVideo(t, video.id, { status: VideoStatus.FAILED });
      transcriber.transcribe(video.id, INTERVIEW);
      const reprocessed = await t.gql<{ reprocessFailedVideo: { errors: PayloadError[] } }>(
        REPROCESS,
        { id: video.id },
        owner.token,
      );
      expect(reprocessed.data.reprocessFailedVideo.errors).toEqual([]);
      const during = await transcriptState(t, owner.token, video.id);
      expect(during.captions?.map((caption) => caption.source)).toEqual(['USER']);
      expect(await storage.statObject(systemKey)).toBeNull();
      const after = await waitForTranscript(t, owner.token, video.id);
      expect(after.transcriptionStatus).toBe('COMPLETED');
      expect(after.captions?.map((caption) => [caption.languageCode, caption.source])).toEqual([
        ['de', 'USER'],
        ['en-US', 'SYSTEM'],
      ]);
      expect((await transcriptionOf(t, owner.token, { videoId: video.id }))?.segments.totalCount).toBe(5);
    });

    it('deleting a video deletes its transcript, its captions and their files', async () => {
      const { video, state } = await transcribedVideo(t, owner.token, transcriber, clip.bytes, LECTURE);
      const dataSource = t.app.get(DataSource);
      const storage = t.app.get(StorageService).driver;
      const captionRow = await dataSource.getRepository(VideoCaption).findOneByOrFail({ videoId: video.id });
      expect(await storage.statObject(captionRow.fileKey)).not.toBeNull();
      const segmentsBefore = await rowCount(t, TranscriptSegmentRow);
      expect(state.captions).toHaveLength(1);
      await t.gql(DELETE, { id: video.id }, owner.token);
      expect(await dataSource.getRepository(Transcription).countBy({ videoId: video.id })).toBe(0);
      expect(await rowCount(t, TranscriptSegmentRow)).toBe(segmentsBefore - 1);
      expect(await dataSource.getRepository(VideoCaption).countBy({ videoId: video.id })).toBe(0);
      expect(await storage.statObject(captionRow.fileKey)).toBeNull();
    });
  });
});
