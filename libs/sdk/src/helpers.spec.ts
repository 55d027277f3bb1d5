import type { DocumentNode } from 'graphql';
import { createFramehouseClient } from './client';
import { ensureOk, ErrorCode, PayloadError } from './errors';
import { VideoStatus, VideosDocument, type VideoFieldsFragment } from './generated/graphql';
import { paginateList, type PageRequester } from './paginate';
import { VideoProcessingFailedError, VideoWaitTimeoutError, waitForVideoWith } from './wait-for-video';

const validation = { field: 'title', messages: ['Title is required.'], name: ErrorCode.VALIDATION_ERROR };

describe('ensureOk', () => {
  it('returns a payload without errors and throws the first error of one with errors', () => {
    const ok = { video: { id: 'v1' }, errors: [] };
    expect(ensureOk(ok)).toBe(ok);
    let thrown: unknown;
    try {
      ensureOk(
        { video: null, errors: [validation, { field: null, messages: ['x'], name: 'NOT_FOUND' }] },
        'UpdateVideo',
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PayloadError);
    expect(thrown).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      field: 'title',
      messages: ['Title is required.'],
      operation: 'UpdateVideo',
      message: 'UpdateVideo: VALIDATION_ERROR (title): Title is required.',
    });
    expect((thrown as PayloadError).errors).toHaveLength(2);
    expect(() => ensureOk(null)).toThrow(PayloadError);
  });
});

/** A GraphQL server's answers, one per request, as fetch would give them. */
function answering(...bodies: unknown[]): typeof fetch {
  return async () =>
    new Response(JSON.stringify(bodies.shift()), { headers: { 'content-type': 'application/json' } });
}

describe('createFramehouseClient', () => {
  const url = 'http://api.test/graphql/';

  it('hands a payload with errors back unless ensureOk is set', async () => {
    const answer = {
      data: { deleteVideo: { deletedVideoId: null, deletedVideoIds: null, errors: [validation] } },
    };
    const plain = createFramehouseClient({ url, fetch: answering(answer) });
    expect((await plain.DeleteVideo({ id: 'v1' })).deleteVideo.errors).toEqual([validation]);

    const strict = createFramehouseClient({ url, fetch: answering(answer), ensureOk: true });
    await expect(strict.DeleteVideo({ id: 'v1' })).rejects.toMatchObject({
      name: 'PayloadError',
      code: ErrorCode.VALIDATION_ERROR,
      operation: 'DeleteVideo',
    });
  });

  it('throws a GraphQL-level error with its code', async () => {
    const sdk = createFramehouseClient({
      url,
      fetch: answering({
        data: null,
        errors: [{ message: 'Invalid session', extensions: { code: 'AUTH_REQUIRED' } }],
      }),
    });
    await expect(sdk.Me()).rejects.toMatchObject({ name: 'GraphQLRequestError', code: 'AUTH_REQUIRED' });
  });
});

describe('paginateList', () => {
  const pages = (total: number, withPageInfo: boolean) => {
    const asked: Array<Record<string, unknown>> = [];
    const request: PageRequester = async <R, V>(_document: DocumentNode, variables: V) => {
      const { page, pageSize } = variables as { page: number; pageSize: number };
      asked.push({ page, pageSize });
      const nodes = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) },
        (_, i) => ({
          id: String((page - 1) * pageSize + i + 1),
        }),
      );
      const list = withPageInfo
        ? { nodes, totalCount: total, pageInfo: { hasNextPage: page * pageSize < total } }
        : { nodes, totalCount: total };
      return { videos: list } as R;
    };
    return { request, asked };
  };

  it('reads page after page until the last, and no further', async () => {
    for (const withPageInfo of [true, false]) {
      const { request, asked } = pages(130, withPageInfo);
      const ids: string[] = [];
      for await (const node of paginateList<{ videos: { nodes: Array<{ id: string }> } }, object, 'videos'>(
        request,
        VideosDocument,
        'videos',
        {},
        { pageSize: 50 },
      )) {
        ids.push(node.id);
      }
      expect(ids).toHaveLength(130);
      expect(new Set(ids).size).toBe(130);
      expect(asked).toEqual([1, 2, 3].map((page) => ({ page, pageSize: 50 })));
    }
  });

  it('asks the next page only when the caller goes on', async () => {
    const { request, asked } = pages(500, true);
    for await (const node of paginateList<{ videos: { nodes: Array<{ id: string }> } }, object, 'videos'>(
      request,
      VideosDocument,
      'videos',
      {},
    )) {
      if (node.id === '3') break;
    }
    expect(asked).toEqual([{ page: 1, pageSize: 100 }]);
  });
});

describe('waitForVideoWith', () => {
  const video = (status: VideoStatus, failureReason: string | null = null) =>
    ({ id: 'v1', status, failureReason }) as VideoFieldsFragment;
  const looks = (...statuses: VideoFieldsFragment[]) => {
    const seen: string[] = [];
    return {
      seen,
      look: async () => {
        const next = statuses.length > 1 ? statuses.shift() : statuses[0];
        seen.push(next?.status ?? '');
        return next ?? null;
      },
    };
  };
  const quick = { initialDelayMs: 1, maxDelayMs: 2 };

  it('looks until the video is past processing', async () => {
    const { look, seen } = looks(
      video(VideoStatus.Uploaded),
      video(VideoStatus.Processing),
      video(VideoStatus.Draft),
    );
    await expect(waitForVideoWith(look, 'v1', quick)).resolves.toMatchObject({ status: VideoStatus.Draft });
    expect(seen).toEqual(['UPLOADED', 'PROCESSING', 'DRAFT']);
  });

  it('waits for the status asked', async () => {
    const { look, seen } = looks(video(VideoStatus.Draft), video(VideoStatus.Published));
    await waitForVideoWith(look, 'v1', { ...quick, status: [VideoStatus.Published] });
    expect(seen).toEqual(['DRAFT', 'PUBLISHED']);
  });

  it('rejects with the failure reason of a FAILED video, unless FAILED is awaited', async () => {
    const failed = video(VideoStatus.Failed, 'The file has no video stream.');
    await expect(waitForVideoWith(looks(failed).look, 'v1', quick)).rejects.toBeInstanceOf(
      VideoProcessingFailedError,
    );
    await expect(
      waitForVideoWith(looks(failed).look, 'v1', { ...quick, status: VideoStatus.Failed }),
    ).resolves.toBe(failed);
  });

  it('gives up after timeoutMs', async () => {
    await expect(
      waitForVideoWith(looks(video(VideoStatus.Processing)).look, 'v1', { ...quick, timeoutMs: 0 }),
    ).rejects.toBeInstanceOf(VideoWaitTimeoutError);
  });
});
