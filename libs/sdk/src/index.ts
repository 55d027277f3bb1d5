// @framehouse/sdk: the typed client of the Framehouse API. The generated part (src/generated, from the
// API's schema and libs/sdk/operations) has one function per operation; the helpers beside it upload,
// wait for processing, page through lists and turn a payload's errors into exceptions.
export * from './generated/graphql';
export type { Paginators } from './generated/paginators';
export { createFramehouseClient, type ClientOptions, type FramehouseSdk, type Operations } from './client';
export { ensureOk, ErrorCode, GraphQLRequestError, PayloadError, type PayloadErrorEntry } from './errors';
export type { NodeOf, PagedList, PaginateOptions } from './paginate';
export type { RequestOptions } from './request-options';
export { PartUploadError, sendPartWithFetch, sendPartWithXhr } from './upload/part-senders';
export {
  MIN_UPLOAD_PART_SIZE,
  MAX_UPLOAD_PARTS,
  PART_CONCURRENCY,
  PART_RETRIES,
  UPLOAD_PART_SIZE,
} from './upload/upload-parts';
export type { PathOpener, UploadSource } from './upload/upload-source';
export {
  UploadCanceledError,
  UploadFailedError,
  type PartSender,
  type ResumableUpload,
  type UploadedPart,
  type UploadedVideo,
  type UploadPlatform,
  type UploadProgress,
  type UploadVideoOptions,
} from './upload/video-upload';
export {
  VideoProcessingFailedError,
  VideoWaitTimeoutError,
  type WaitForVideoOptions,
} from './wait-for-video';
