export * from './storage-driver';
export * from './storage-error';
export { assertValidKey, assertValidPrefix, MAX_KEY_LENGTH } from './storage-key';
export { MAX_PRESIGN_EXPIRY_SECONDS, presignTime, type PresignTime } from './storage-rules';
export {
  attachmentContentDisposition,
  contentTypeForKey,
  DEFAULT_CONTENT_TYPE,
  mediaContentType,
} from './content-type';
export * from './fs-signed-url';
export { FsStorage, type FsStorageOptions } from './fs-storage';
export { createFsStorageHttpHandlers, parseRangeHeader, type FsStorageHttpHandlers } from './fs-storage-http';
export { S3Storage, type S3StorageOptions } from './s3-storage';
export { createStorage, type StorageConfig } from './create-storage';
