/**
 * What went wrong, in words both drivers share: the S3 driver maps the server's error codes onto these, so
 * callers (the API's upload confirm, the transcoder) handle one set whatever the driver.
 */
export type StorageErrorCode =
  | 'INVALID_KEY'
  | 'INVALID_ARGUMENT'
  | 'NOT_FOUND'
  | 'NO_SUCH_UPLOAD'
  | 'INVALID_PART'
  | 'INVALID_PART_ORDER'
  | 'ENTITY_TOO_SMALL'
  | 'ENTITY_TOO_LARGE'
  | 'INVALID_RANGE'
  | 'INCOMPLETE_BODY';

export class StorageError extends Error {
  override readonly name = 'StorageError';

  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isStorageError(error: unknown, code?: StorageErrorCode): error is StorageError {
  return error instanceof StorageError && (code === undefined || error.code === code);
}
