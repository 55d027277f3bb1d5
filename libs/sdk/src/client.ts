import { Kind, print, type DocumentNode } from 'graphql';
import { ensureOk, GraphQLRequestError, PayloadError, payloadErrorsOf } from './errors';
import { getSdk, type Requester, type VideoFieldsFragment } from './generated/graphql';
import { getPaginators, type Paginators } from './generated/paginators';
import type { RequestOptions } from './request-options';
import { defaultPartSender } from './upload/part-senders';
import type { UploadSource } from './upload/upload-source';
import {
  uploadVideoWith,
  type UploadApi,
  type UploadedVideo,
  type UploadPlatform,
  type UploadVideoOptions,
} from './upload/video-upload';
import { waitForVideoWith, type WaitForVideoOptions } from './wait-for-video';

/** One function per operation document of libs/sdk/operations, typed from the API's schema. */
export type Operations = ReturnType<typeof getSdk<RequestOptions>>;

export interface ClientOptions {
  /** The API's GraphQL endpoint, e.g. `https://videos.example.com/graphql/`. */
  url: string;
  /** A member's session token (from TokenAuth), sent as `Authorization: Bearer …`. */
  token?: string;
  /** Read on every call instead of `token`, so a new login takes effect without a new client. */
  getToken?: () => string | null | undefined;
  /** The fetch to send requests with; the global one unless given. */
  fetch?: typeof fetch;
  /**
   * Throw a PayloadError when a mutation answers with a non-empty `errors` list, instead of returning
   * the payload for the caller to look at. Off unless set.
   */
  ensureOk?: boolean;
  /** How upload parts are sent and paths opened: XHR in browsers, http in Node, unless given. */
  uploadPlatform?: UploadPlatform;
}

/** The client: every operation, plus the upload, the wait for processing and the paged lists. */
export interface FramehouseSdk extends Operations {
  /**
   * Uploads a video the direct way (video-area §4): parts straight to storage, several at once and each
   * retried, then confirmed; resolves once the video is UPLOADED and queued for processing.
   */
  uploadVideo(
    source: UploadSource,
    options?: UploadVideoOptions,
  ): Promise<UploadedVideo<VideoFieldsFragment>>;
  /** Waits until the video has a status: past processing unless `options.status` says. */
  waitForVideo(id: string, options?: WaitForVideoOptions): Promise<VideoFieldsFragment>;
  /** One async iterator per paged list: `for await (const video of sdk.paginate.videos({ search }))`. */
  paginate: Paginators;
}

function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  }
  return undefined;
}

interface GraphQLAnswer<R> {
  data?: R | null;
  errors?: GraphQLRequestError['errors'];
}

/** The client of a Framehouse API, for browsers (the Node entry of the package adds paths and http). */
export function createFramehouseClient(options: ClientOptions): FramehouseSdk {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const request = async <R, V>(document: DocumentNode, variables?: V, call?: RequestOptions): Promise<R> => {
    const token = options.getToken ? options.getToken() : options.token;
    const response = await doFetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
      signal: call?.signal,
    });
    const body = (await response.json().catch(() => null)) as GraphQLAnswer<R> | null;
    if (!body || body.errors?.length || body.data === undefined || body.data === null) {
      throw new GraphQLRequestError(body?.errors ?? [{ message: response.statusText }], response.status);
    }
    if (options.ensureOk) {
      const errors = payloadErrorsOf(body.data);
      if (errors) throw new PayloadError(errors, operationName(document));
    }
    return body.data;
  };
  const requester: Requester<RequestOptions> = request;
  const operations = getSdk(requester);
  const platform = options.uploadPlatform ?? { sendPart: defaultPartSender };

  const uploadApi: UploadApi<VideoFieldsFragment> = {
    async requestUpload(filename) {
      const payload = ensureOk(
        (await operations.UploadLocalVideo({ filename, multipart: true })).uploadLocalVideo,
        'UploadLocalVideo',
      );
      return { videoId: payload.video?.id, uploadUrl: payload.videoUploadUrl };
    },
    async requestPartUrl(videoId, partNumber) {
      const { newLocalVideoUploadPart } = await operations.NewLocalVideoUploadPart({ videoId, partNumber });
      return ensureOk(newLocalVideoUploadPart, 'NewLocalVideoUploadPart').videoUploadUrl;
    },
    async storedParts(videoId) {
      return (await operations.LocalVideoUploadParts({ videoId })).localVideoUploadParts;
    },
    async confirm(videoId, key, parts) {
      const { confirmLocalVideoUpload } = await operations.ConfirmLocalVideoUpload({
        videoId,
        key,
        parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })),
      });
      const { video } = ensureOk(confirmLocalVideoUpload, 'ConfirmLocalVideoUpload');
      if (!video) throw new Error('the confirmed upload answered no video');
      return video;
    },
    async cancel(videoId, key) {
      ensureOk(
        (await operations.CancelLocalVideoUpload({ videoId, key })).cancelLocalVideoUpload,
        'CancelLocalVideoUpload',
      );
    },
    async deleteVideo(id) {
      ensureOk((await operations.DeleteVideo({ id })).deleteVideo, 'DeleteVideo');
    },
  };

  return {
    ...operations,
    uploadVideo: (source, uploadOptions) => uploadVideoWith(uploadApi, platform, source, uploadOptions),
    waitForVideo: (id, waitOptions) =>
      waitForVideoWith(
        async (videoId, signal) => (await operations.VideoById({ id: videoId }, { signal })).videoById,
        id,
        waitOptions,
      ),
    paginate: getPaginators(request),
  };
}
