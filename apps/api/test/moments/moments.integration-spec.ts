import {
  ErrorCode,
  incorrectVideoStatusMessage,
  OrganizationRole,
  SubscriptionPlan,
  ValidationMessages,
  VideoStatus,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { editorCast } from '../videos/video-editor-support';
import { defaultStorageDriver, DELETE, DUPLICATE, setPlan, startVideoApp } from '../videos/video-support';
import {
  addMoment,
  createMoment,
  DELETE_MOMENT,
  MOMENT_BY_ID,
  momentRows,
  MOMENTS,
  mutate,
  processedVideo,
  TOGGLE_MOMENT,
  updateMoment,
  VIDEO_MOMENTS,
  type MomentView,
} from './moment-support';

const FORMAT = 'Start/End timestamps need to be in valid time format';
const OUT_OF_RANGE = 'Start/End timestamps need to be in video duration range';
const ORDER = 'Start timestamp needs to be smaller than End timestamp.';
const TOO_SHORT = 'Provided range needs to be at least 5 seconds long.';
const EDITABLE = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'EDITED'];

interface ListedMoments {
  nodes: Array<{
    id: string;
    title: string;
    timeRange: { start: number; end: number };
    visible: boolean;
    video: { id: string };
  }>;
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; totalPages: number; pageNumber: number };
}

describe('moments', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let editor: Member;
  let other: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, curator, other } = await editorCast(t, 'Moments'));
    editor = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
  });
  afterAll(() => t.close());

  async function list(variables: Record<string, unknown>, token = owner.token) {
    const response = await t.gql<{ moments: ListedMoments }>(MOMENTS, variables, token);
    return response;
  }

  async function listed(variables: Record<string, unknown>, token = owner.token): Promise<ListedMoments> {
    const response = await list(variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.moments;
  }

  describe('createMoment', () => {
    it('creates a moment of a processed video, trimmed and normalized, and shows it', async () => {
      const video = await processedVideo(t, owner.token);
      const created = await createMoment(t, owner.token, video.id, {
        title: '  The goal  ',
        description: 'Second half',
        startTimestamp: '00:05.250',
        endTimestamp: '0:00:12',
        tags: [' goal ', '', 'goal', 'Goal'],
        internalTags: ['sport', '  '],
        endCardId: null,
      });
      expect(created.errors).toEqual([]);
      expect(created.moment).toMatchObject({
        title: 'The goal',
        description: 'Second half',
        timeRange: { start: 5250, end: 12000 },
        startTimestamp: '00:00:05.250',
        endTimestamp: '00:00:12.000',
        visible: true,
        thumbnailId: null,
        thumbnails: [],
        tags: [{ value: 'goal' }, { value: 'Goal' }],
        internalTags: [{ value: 'sport' }],
        video: { id: video.id, title: 'Match', status: VideoStatus.DRAFT },
        source: 'USER',
        isPublished: false,
        publicMomentUrl: null,
        inCarousel: false,
      });
      // No thumbnail of its own: the video's (its poster).
      expect(new URL(created.moment?.thumbnailUrl as string).pathname).toContain('poster.jpg');
      const byId = await t.gql<{ momentById: MomentView }>(
        MOMENT_BY_ID,
        { id: created.moment?.id },
        owner.token,
      );
      expect(byId.data.momentById).toEqual(created.moment);
    });

    it('checks every text rule with the spec messages, all at once', async () => {
      const video = await processedVideo(t, owner.token);
      const range = { startTimestamp: '00:00', endTimestamp: '00:10' };
      for (const title of [undefined, null, '', '   ']) {
        expect(await createMoment(t, owner.token, video.id, { ...range, title })).toEqual({
          moment: null,
          errors: [validationFailure('title', ValidationMessages.titleEmpty)],
        });
      }
      expect(
        await createMoment(t, owner.token, video.id, {
          ...range,
          title: 'x'.repeat(257),
          description: 'd'.repeat(5001),
          tags: ['t'.repeat(61)],
          internalTags: ['c'.repeat(61)],
        }),
      ).toEqual({
        moment: null,
        errors: [
          validationFailure('title', 'Maximum 256 characters allowed'),
          validationFailure('description', 'Maximum 5000 characters allowed'),
          validationFailure('tags', 'Max. 60 characters per tag'),
          validationFailure('internalTags', 'Max. 60 characters per category'),
        ],
      });
      // At the limits: accepted (a title of 256 after trimming, emoji counted as one character).
      const atLimits = await createMoment(t, owner.token, video.id, {
        ...range,
        title: ` ${'🎬'.repeat(256)} `,
        description: 'd'.repeat(5000),
        tags: ['t'.repeat(60)],
        internalTags: ['c'.repeat(60)],
      });
      expect(atLimits.errors).toEqual([]);
      expect(await momentRows(t, video.id)).toHaveLength(1);
    });

    const ranges: Array<[string, string | null, string | null, string]> = [
      ['no start', null, '00:10', FORMAT],
      ['no end', '00:00', null, FORMAT],
      ['words', 'start', '00:10', FORMAT],
      ['four parts', '00:00:00:01', '00:10', FORMAT],
      ['seconds of 60', '00:60', '01:10', FORMAT],
      ['four decimals', '00:01.0001', '00:10', FORMAT],
      ['an empty part', ':05', '00:10', FORMAT],
      ['a negative start', '-00:01', '00:10', OUT_OF_RANGE],
      ['an end after the video', '00:50', '01:00.001', OUT_OF_RANGE],
      ['start equal to end', '00:10', '00:10', OUT_OF_RANGE],
      ['start after end', '00:20', '00:10', ORDER],
      ['4999 ms', '00:10', '00:14.999', TOO_SHORT],
    ];
    it.each(ranges)('refuses %s', async (_name, startTimestamp, endTimestamp, message) => {
      const video = await processedVideo(t, owner.token);
      expect(
        await createMoment(t, owner.token, video.id, { title: 'Refused', startTimestamp, endTimestamp }),
      ).toEqual({ moment: null, errors: [validationFailure('timeRange', message)] });
      expect(await momentRows(t, video.id)).toEqual([]);
    });

    it('accepts exactly 5 s, a range ending with the video, hours and fractions', async () => {
      const video = await processedVideo(t, owner.token);
      const accepted: Array<[string, string, number, number]> = [
        ['00:00', '00:05', 0, 5000],
        ['00:55', '01:00', 55_000, 60_000],
        ['0:00:20.5', '0:00:30.25', 20_500, 30_250],
      ];
      for (const [startTimestamp, endTimestamp, start, end] of accepted) {
        const moment = await addMoment(t, owner.token, video.id, 'Fine', startTimestamp, endTimestamp);
        expect(moment.timeRange).toEqual({ start, end });
      }
    });

    it('refuses an overlap, naming the first three moments and how many more', async () => {
      const video = await processedVideo(t, owner.token);
      // Moments that only touch do not overlap.
      for (const [title, start, end] of [
        ['A', '00:00', '00:10'],
        ['B', '00:10', '00:20'],
        ['C', '00:20', '00:30'],
        ['D', '00:30', '00:40'],
      ] as const) {
        await addMoment(t, owner.token, video.id, title, start, end);
      }
      expect(
        await createMoment(t, owner.token, video.id, {
          title: 'Across',
          startTimestamp: '00:05',
          endTimestamp: '00:35',
        }),
      ).toEqual({
        moment: null,
        errors: [
          validationFailure(
            'timeRange',
            "Moment's timestamps (00:00:05.000 - 00:00:35.000) overlap with existing Moment(s): A, B, C and 1 more.",
          ),
        ],
      });
      expect(
        await createMoment(t, owner.token, video.id, {
          title: 'Inside',
          startTimestamp: '00:31',
          endTimestamp: '00:36',
        }),
      ).toEqual({
        moment: null,
        errors: [
          validationFailure(
            'timeRange',
            "Moment's timestamps (00:00:31.000 - 00:00:36.000) overlap with existing Moment(s): D.",
          ),
        ],
      });
      expect(await momentRows(t, video.id)).toHaveLength(4);
    });

    it('lets only one of concurrent overlapping creates through', async () => {
      const video = await processedVideo(t, owner.token);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          createMoment(t, owner.token, video.id, {
            title: `Racer ${index}`,
            startTimestamp: `00:${String(10 + index).padStart(2, '0')}`,
            endTimestamp: `00:${String(20 + index).padStart(2, '0')}`,
          }),
        ),
      );
      expect(results.filter((result) => result.errors.length === 0)).toHaveLength(1);
      for (const refused of results.filter((result) => result.errors.length > 0)) {
        expect(refused.errors[0]?.messages[0]).toMatch(
          /^Moment's timestamps .* overlap with existing Moment\(s\): Racer \d\.$/,
        );
      }
      expect(await momentRows(t, video.id)).toHaveLength(1);
    });

    it('needs a processed video', async () => {
      for (const status of [VideoStatus.UPLOADING, VideoStatus.PROCESSING, VideoStatus.FAILED]) {
        const video = await processedVideo(t, owner.token, { status });
        expect(
          await createMoment(t, owner.token, video.id, {
            title: 'Early',
            startTimestamp: '00:00',
            endTimestamp: '00:10',
          }),
        ).toEqual({
          moment: null,
          errors: [
            payloadError(
              ErrorCode.INCORRECT_VIDEO_STATUS,
              'videoId',
              incorrectVideoStatusMessage(status, EDITABLE),
            ),
          ],
        });
      }
      for (const status of [VideoStatus.SCHEDULED, VideoStatus.PUBLISHED, VideoStatus.EDITED]) {
        const video = await processedVideo(t, owner.token, { status });
        await addMoment(t, owner.token, video.id, 'Fine', '00:00', '00:10');
      }
    });

    it('accepts only a null end card (end cards do not exist yet)', async () => {
      const video = await processedVideo(t, owner.token);
      expect(
        await createMoment(t, owner.token, video.id, {
          title: 'Card',
          startTimestamp: '00:00',
          endTimestamp: '00:10',
          endCardId: randomUUID(),
        }),
      ).toEqual({ moment: null, errors: [payloadError(ErrorCode.NOT_FOUND, 'endCardId')] });
    });
  });

  describe('updateMoment', () => {
    it('changes only the fields given, with the same rules', async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Kick-off', '00:00', '00:10', {
        description: 'Start',
        tags: ['a'],
      });
      await addMoment(t, owner.token, video.id, 'Goal', '00:20', '00:30');

      const renamed = await updateMoment(t, owner.token, moment.id, {
        title: ' Kick off ',
        internalTags: ['x'],
      });
      expect(renamed.errors).toEqual([]);
      expect(renamed.moment).toMatchObject({
        title: 'Kick off',
        description: 'Start',
        tags: [{ value: 'a' }],
        internalTags: [{ value: 'x' }],
        timeRange: { start: 0, end: 10_000 },
      });
      // One timestamp given: the other is kept, and the moment does not overlap itself.
      const longer = await updateMoment(t, owner.token, moment.id, { endTimestamp: '00:20' });
      expect(longer.moment?.timeRange).toEqual({ start: 0, end: 20_000 });
      expect(await updateMoment(t, owner.token, moment.id, { endTimestamp: '00:20.001' })).toEqual({
        moment: null,
        errors: [
          validationFailure(
            'timeRange',
            "Moment's timestamps (00:00:00.000 - 00:00:20.001) overlap with existing Moment(s): Goal.",
          ),
        ],
      });
      expect(await updateMoment(t, owner.token, moment.id, { startTimestamp: '00:16' })).toEqual({
        moment: null,
        errors: [validationFailure('timeRange', TOO_SHORT)],
      });
      expect(await updateMoment(t, owner.token, moment.id, { startTimestamp: null })).toEqual({
        moment: null,
        errors: [validationFailure('timeRange', FORMAT)],
      });
      expect(
        await updateMoment(t, owner.token, moment.id, {
          title: null,
          description: 'd'.repeat(5001),
          endTimestamp: '00:21',
        }),
      ).toEqual({
        moment: null,
        errors: [
          validationFailure('title', ValidationMessages.titleEmpty),
          validationFailure('description', 'Maximum 5000 characters allowed'),
          validationFailure('timeRange', expect.stringContaining('overlap with existing Moment(s): Goal.')),
        ],
      });
      // Resets: description empty, tags none.
      const reset = await updateMoment(t, owner.token, moment.id, { description: null, tags: null });
      expect(reset.moment).toMatchObject({ description: '', tags: [], timeRange: { start: 0, end: 20_000 } });
    });

    it("refuses another moment's or an unknown thumbnail and a non-null end card", async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Thumbless', '00:00', '00:10');
      for (const thumbnailId of [randomUUID(), 'x']) {
        expect(await updateMoment(t, owner.token, moment.id, { thumbnailId })).toEqual({
          moment: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'thumbnailId')],
        });
      }
      expect(await updateMoment(t, owner.token, moment.id, { endCardId: randomUUID() })).toEqual({
        moment: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'endCardId')],
      });
      expect(
        (await updateMoment(t, owner.token, moment.id, { thumbnailId: null, endCardId: null })).errors,
      ).toEqual([]);
    });
  });

  describe('lists', () => {
    let listToken: string;
    let first: { id: string };

    beforeAll(async () => {
      // An organization of its own, so the counts are this block's.
      const lister = await registerOwner(t, { organizationName: 'Moments lists' });
      await setPlan(t, lister.organizationId, SubscriptionPlan.UNLIMITED);
      listToken = lister.token;
      first = await processedVideo(t, listToken);
      const second = await processedVideo(t, listToken);
      // Created in this order, so newest first is the reverse.
      for (const [video, title, start, end, description] of [
        [first, 'Delta', '00:30', '00:40', 'late'],
        [first, 'alpha', '00:00', '00:10', 'the opening'],
        [first, 'Charlie', '00:10', '00:20', 'middle'],
        [second, 'Echo', '00:00', '00:05', 'OPENING words'],
      ] as const) {
        await addMoment(t, listToken, video.id, title, start, end, { description });
      }
    });

    it('pages newest first by default, and sorts by the columns', async () => {
      const page1 = await listed({ pageSize: 3 }, listToken);
      expect(page1.nodes.map((moment) => moment.title)).toEqual(['Echo', 'Charlie', 'alpha']);
      expect(page1.totalCount).toBe(4);
      expect(page1.pageInfo).toEqual({
        hasNextPage: true,
        hasPreviousPage: false,
        totalPages: 2,
        pageNumber: 1,
        pageSize: 3,
      });
      const page2 = await listed({ pageSize: 3, page: 2 }, listToken);
      expect(page2.nodes.map((moment) => moment.title)).toEqual(['Delta']);
      expect((await listed({ orderBy: 'title' }, listToken)).nodes.map((moment) => moment.title)).toEqual([
        'alpha',
        'Charlie',
        'Delta',
        'Echo',
      ]);
      expect((await listed({ orderBy: '-created' }, listToken)).nodes.map((moment) => moment.title)).toEqual([
        'Echo',
        'Charlie',
        'alpha',
        'Delta',
      ]);
    });

    it("gives the editor one video's moments by start then end, up to 999 a page", async () => {
      const editorList = await listed(
        { videoId: first.id, pageSize: 999, orderBy: 'startTimestamp' },
        listToken,
      );
      expect(editorList.nodes.map((moment) => moment.title)).toEqual(['alpha', 'Charlie', 'Delta']);
      expect(editorList.nodes.every((moment) => moment.video.id === first.id)).toBe(true);
      const byEnd = await listed({ videoId: first.id, orderBy: '-endTimestamp' }, listToken);
      expect(byEnd.nodes.map((moment) => moment.title)).toEqual(['Delta', 'Charlie', 'alpha']);
    });

    it('searches title and description, and filters by exact title', async () => {
      expect(
        (await listed({ search: 'opening' }, listToken)).nodes.map((moment) => moment.title).sort(),
      ).toEqual(['Echo', 'alpha']);
      expect((await listed({ search: 'ALPH' }, listToken)).nodes.map((moment) => moment.title)).toEqual([
        'alpha',
      ]);
      expect((await listed({ search: '%' }, listToken)).totalCount).toBe(0);
      expect((await listed({ title: 'charlie' }, listToken)).nodes.map((moment) => moment.title)).toEqual([
        'Charlie',
      ]);
      expect((await listed({ title: 'Charl' }, listToken)).totalCount).toBe(0);
    });

    it('refuses a page size over 1000, an unknown order and another organization’s video', async () => {
      for (const [variables, field] of [
        [{ pageSize: 1001 }, 'pageSize'],
        [{ pageSize: 0 }, 'pageSize'],
        [{ orderBy: 'duration' }, 'orderBy'],
      ] as const) {
        const response = await list(variables, listToken);
        expect(errorCode(response)).toBe(ErrorCode.VALIDATION_ERROR);
        expect(response.errors?.[0]).toMatchObject({ extensions: { errors: [{ field }] } });
      }
      for (const videoId of [first.id, randomUUID(), 'nope']) {
        expect(errorCode(await list({ videoId }, other.token))).toBe(ErrorCode.NOT_FOUND);
      }
      expect((await listed({}, other.token)).nodes.map((moment) => moment.title)).not.toContain('alpha');
    });

    it('answers the page holding a moment (pageOf) under the order and search given', async () => {
      const all = await listed({ orderBy: 'title' }, listToken);
      const idOf = (title: string) => all.nodes.find((moment) => moment.title === title)?.id;
      // Newest first: Echo, Charlie | alpha, Delta.
      const holding = await listed({ pageSize: 2, pageOf: idOf('Delta') }, listToken);
      expect(holding.pageInfo.pageNumber).toBe(2);
      expect(holding.nodes.map((moment) => moment.title)).toEqual(['alpha', 'Delta']);
      // By title: alpha, Charlie | Delta, Echo; `page` is ignored beside pageOf.
      const byTitle = await listed(
        { pageSize: 2, page: 1, orderBy: 'title', pageOf: idOf('Echo') },
        listToken,
      );
      expect(byTitle.nodes.map((moment) => moment.title)).toEqual(['Delta', 'Echo']);
      const byStart = await listed(
        { pageSize: 1, videoId: first.id, orderBy: '-startTimestamp', pageOf: idOf('Charlie') },
        listToken,
      );
      expect(byStart.pageInfo.pageNumber).toBe(2);
      expect(byStart.nodes.map((moment) => moment.title)).toEqual(['Charlie']);
      // Under a search that leaves it out, another organization's, unknown or malformed: NOT_FOUND.
      for (const [variables, token] of [
        [{ search: 'opening', pageOf: idOf('Delta') }, listToken],
        [{ pageOf: idOf('Delta') }, other.token],
        [{ pageOf: randomUUID() }, listToken],
        [{ pageOf: 'nope' }, listToken],
      ] as const) {
        const response = await list(variables, token);
        expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
        expect(response.errors?.[0]).toMatchObject({ extensions: { errors: [{ field: 'pageOf' }] } });
      }
      const wrongOrder = await list({ orderBy: 'duration', pageOf: idOf('Delta') }, listToken);
      expect(errorCode(wrongOrder)).toBe(ErrorCode.VALIDATION_ERROR);
    });

    it("shows a video's moment count and its moments in timeline order", async () => {
      const response = await t.gql<{
        videoById: {
          momentsCount: number;
          moments: Array<{ id: string; timeRange: { start: number; end: number } }>;
        };
      }>(VIDEO_MOMENTS, { id: first.id }, listToken);
      expect(response.errors).toBeUndefined();
      expect(response.data.videoById.momentsCount).toBe(3);
      expect(response.data.videoById.moments.map((moment) => moment.timeRange)).toEqual([
        { start: 0, end: 10_000 },
        { start: 10_000, end: 20_000 },
        { start: 30_000, end: 40_000 },
      ]);
    });
  });

  describe('toggle and delete in bulk', () => {
    it('disables and enables several moments at once', async () => {
      const video = await processedVideo(t, owner.token);
      const a = await addMoment(t, owner.token, video.id, 'A', '00:00', '00:10');
      const b = await addMoment(t, owner.token, video.id, 'B', '00:10', '00:20');
      const disabled = await mutate<{
        moments: Array<{ id: string; visible: boolean }>;
        errors: PayloadError[];
      }>(t, TOGGLE_MOMENT, { ids: [a.id, b.id], action: 'DISABLE' }, owner.token);
      expect(disabled.errors).toEqual([]);
      expect(disabled.moments.map((moment) => moment.visible)).toEqual([false, false]);
      expect((await momentRows(t, video.id)).map((row) => row.visible)).toEqual([false, false]);
      // A curator holds CHANGE_MOMENT: the moments tab's visibility toggle.
      const enabled = await mutate<{
        moments: Array<{ id: string; visible: boolean }>;
        errors: PayloadError[];
      }>(t, TOGGLE_MOMENT, { id: a.id, action: 'ENABLE' }, curator.token);
      expect(enabled).toEqual({ moments: [{ id: a.id, visible: true }], errors: [] });
      expect((await momentRows(t, video.id)).map((row) => row.visible)).toEqual([true, false]);
    });

    it("refuses a list with another organization's or an unknown moment, changing nothing", async () => {
      const video = await processedVideo(t, owner.token);
      const mine = await addMoment(t, owner.token, video.id, 'Mine', '00:00', '00:10');
      const theirVideo = await processedVideo(t, other.token);
      const theirs = await addMoment(t, other.token, theirVideo.id, 'Theirs', '00:00', '00:10');
      for (const ids of [
        [mine.id, theirs.id],
        [mine.id, randomUUID()],
        [mine.id, 'x'],
      ]) {
        expect(await mutate(t, TOGGLE_MOMENT, { ids, action: 'DISABLE' }, owner.token)).toEqual({
          moments: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'ids')],
        });
        expect(await mutate(t, DELETE_MOMENT, { ids }, owner.token)).toEqual({
          deletedMomentId: null,
          deletedMomentIds: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'ids')],
        });
      }
      expect(await mutate(t, DELETE_MOMENT, { id: theirs.id }, owner.token)).toEqual({
        deletedMomentId: null,
        deletedMomentIds: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      expect((await momentRows(t, video.id)).map((row) => [row.id, row.visible])).toEqual([[mine.id, true]]);
      expect(await momentRows(t, theirVideo.id)).toHaveLength(1);
      for (const query of [TOGGLE_MOMENT, DELETE_MOMENT]) {
        expect(await mutate(t, query, { ids: [], action: 'ENABLE' }, owner.token)).toMatchObject({
          errors: [validationFailure('ids', 'Select at least one moment.')],
        });
      }
    });

    it('deletes several moments at once (DELETE_MOMENT; not a curator)', async () => {
      const video = await processedVideo(t, owner.token);
      const a = await addMoment(t, owner.token, video.id, 'A', '00:00', '00:10');
      const b = await addMoment(t, owner.token, video.id, 'B', '00:10', '00:20');
      const c = await addMoment(t, owner.token, video.id, 'C', '00:20', '00:30');
      expect(await mutate(t, DELETE_MOMENT, { ids: [a.id, b.id] }, curator.token)).toEqual({
        deletedMomentId: null,
        deletedMomentIds: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      const deleted = await mutate<{ deletedMomentIds: string[]; errors: PayloadError[] }>(
        t,
        DELETE_MOMENT,
        { ids: [a.id, b.id, a.id] },
        editor.token,
      );
      expect(deleted.errors).toEqual([]);
      expect([...deleted.deletedMomentIds].sort()).toEqual([a.id, b.id].sort());
      expect((await momentRows(t, video.id)).map((row) => row.id)).toEqual([c.id]);
      // The freed time can be used again.
      await addMoment(t, owner.token, video.id, 'Again', '00:00', '00:20');
    });
  });

  describe('who and which organization', () => {
    it('lets a video editor create and a curator only change; D2C members see nothing', async () => {
      const video = await processedVideo(t, owner.token);
      const range = { startTimestamp: '00:00', endTimestamp: '00:10' };
      expect(await createMoment(t, curator.token, video.id, { title: 'Curated', ...range })).toEqual({
        moment: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      const made = await addMoment(t, editor.token, video.id, 'Edited', '00:00', '00:10');
      expect((await updateMoment(t, curator.token, made.id, { title: 'Renamed' })).moment?.title).toBe(
        'Renamed',
      );

      const d2c = await registerOwner(t, { organizationName: 'Moments D2C' });
      await setPlan(t, d2c.organizationId, SubscriptionPlan.D2C_PREMIUM);
      expect(errorCode(await list({}, d2c.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
      expect(await updateMoment(t, d2c.token, made.id, { title: 'No' })).toEqual({
        moment: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
    });

    it("answers NOT_FOUND for another organization's video and moment", async () => {
      const theirVideo = await processedVideo(t, other.token);
      const theirs = await addMoment(t, other.token, theirVideo.id, 'Theirs', '00:00', '00:10');
      for (const videoId of [theirVideo.id, randomUUID(), 'nope']) {
        expect(
          await createMoment(t, owner.token, videoId, {
            title: 'X',
            startTimestamp: '00:20',
            endTimestamp: '00:30',
          }),
        ).toEqual({ moment: null, errors: [payloadError(ErrorCode.NOT_FOUND, 'videoId')] });
      }
      for (const id of [theirs.id, randomUUID(), 'nope']) {
        expect(await updateMoment(t, owner.token, id, { title: 'Mine now' })).toEqual({
          moment: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
        });
        const byId = await t.gql<{ momentById: MomentView | null }>(MOMENT_BY_ID, { id }, owner.token);
        expect(byId.data.momentById).toBeNull();
        expect(errorCode(byId)).toBe(ErrorCode.NOT_FOUND);
      }
      const withTarget = await t.gql(
        MOMENT_BY_ID,
        { id: theirs.id, publishingTargetId: randomUUID() },
        other.token,
      );
      expect(errorCode(withTarget)).toBe(ErrorCode.NOT_FOUND);
      expect((await momentRows(t, theirVideo.id))[0]?.title).toBe('Theirs');
    });
  });

  describe('with the video', () => {
    it('deletes the moments of a deleted video', async () => {
      const video = await processedVideo(t, owner.token);
      await addMoment(t, owner.token, video.id, 'Gone', '00:00', '00:10');
      await t.gql(DELETE, { id: video.id }, owner.token);
      expect(await momentRows(t, video.id)).toEqual([]);
    });

    it('copies the moments to a duplicate', async () => {
      const video = await processedVideo(t, owner.token);
      await addMoment(t, owner.token, video.id, 'Kept', '00:00', '00:10', { tags: ['t'], description: 'd' });
      await mutate(
        t,
        TOGGLE_MOMENT,
        { id: (await momentRows(t, video.id))[0]?.id, action: 'DISABLE' },
        owner.token,
      );
      const duplicate = await t.gql<{ duplicateVideo: { video: { id: string } } }>(
        DUPLICATE,
        { id: video.id },
        owner.token,
      );
      const copyId = duplicate.data.duplicateVideo.video.id;
      expect(
        (await momentRows(t, copyId)).map((row) => [
          row.title,
          row.startMs,
          row.endMs,
          row.visible,
          row.tags,
          row.description,
        ]),
      ).toEqual([['Kept', 0, 10_000, false, ['t'], 'd']]);
      // Two videos, two sets of moments: the same range on each.
      await addMoment(t, owner.token, copyId, 'Copy only', '00:20', '00:30');
      expect(await momentRows(t, video.id)).toHaveLength(1);
    });
  });
});
