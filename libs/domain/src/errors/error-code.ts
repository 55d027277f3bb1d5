/**
 * Every error code of the three specification catalogues (platform, video area, overlays and
 * distribution), plus the few codes marked "ours" that the product needs where the spec shows no code.
 * The value is the name: it is what a mutation returns as `errors[].name`.
 */
export enum ErrorCode {
  // Mutation error codes (all catalogues)
  NOT_FOUND = 'NOT_FOUND',
  AUTH_REQUIRED = 'AUTH_REQUIRED',
  DATABASE_ERROR = 'DATABASE_ERROR',
  PERMISSIONS_ERROR = 'PERMISSIONS_ERROR',
  VALIDATION_ERROR = 'VALIDATION_ERROR',

  // Server error codes
  UNKNOWN_ERROR = 'UNKNOWN_ERROR',
  SERVER_ERROR = 'SERVER_ERROR',
  PERM_REQUIRED = 'PERM_REQUIRED',
  BASE64_DECODED_SIZE = 'BASE64_DECODED_SIZE',
  BASE64_DATA_SIZE = 'BASE64_DATA_SIZE',
  /** The spec's two hashed codes (malformed caption, expected text) under one readable name (ours). */
  MALFORMED_CAPTION = 'MALFORMED_CAPTION',
  /** The spec's `credentials_refresh` (YouTube). */
  YOUTUBE_CREDENTIALS_REFRESH = 'YOUTUBE_CREDENTIALS_REFRESH',

  // Platform catalogue
  TOKEN_EXPIRED = 'TOKEN_EXPIRED',
  TOKEN_INVALID = 'TOKEN_INVALID',
  PASSWORD_TOO_SHORT = 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_SIMILAR = 'PASSWORD_TOO_SIMILAR',
  PASSWORD_ENTIRELY_NUMERIC = 'PASSWORD_ENTIRELY_NUMERIC',
  TERMS_OF_USE_NOT_ACCEPTED = 'TERMS_OF_USE_NOT_ACCEPTED',
  PRIVACY_POLICY_NOT_ACCEPTED = 'PRIVACY_POLICY_NOT_ACCEPTED',
  DUPLICATED_API_KEY_NAME = 'DUPLICATED_API_KEY_NAME',
  AMBIGUOUS_LOGIN = 'AMBIGUOUS_LOGIN',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  ACCOUNT_INACTIVE = 'ACCOUNT_INACTIVE',
  ACCOUNT_NOT_VERIFIED = 'ACCOUNT_NOT_VERIFIED',
  ACCOUNT_FOR_EMAIL_EXISTS = 'ACCOUNT_FOR_EMAIL_EXISTS',
  ACCOUNT_ALREADY_VERIFIED = 'ACCOUNT_ALREADY_VERIFIED',
  ACCOUNT_IN_ORGANIZATION = 'ACCOUNT_IN_ORGANIZATION',
  ORGANIZATION_NAME_TAKEN = 'ORGANIZATION_NAME_TAKEN',
  DUPLICATED_EMAIL_IN_ORGANIZATION = 'DUPLICATED_EMAIL_IN_ORGANIZATION',
  ORG_OWNER_ROLE_RESERVED = 'ORG_OWNER_ROLE_RESERVED',
  CAN_NOT_CHANGE_ORG_OWNER_ROLE = 'CAN_NOT_CHANGE_ORG_OWNER_ROLE',
  CAN_NOT_DEACTIVATE_ORG_OWNER = 'CAN_NOT_DEACTIVATE_ORG_OWNER',
  ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION = 'ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION',
  ORGANIZATION_ALREADY_HAS_PREMIUM_SUBSCRIPTION = 'ORGANIZATION_ALREADY_HAS_PREMIUM_SUBSCRIPTION',

  // Video-area catalogue
  DUPLICATED_LANGUAGE_CAPTION = 'DUPLICATED_LANGUAGE_CAPTION',
  WRONG_ORDERING_TYPE = 'WRONG_ORDERING_TYPE',
  ITEM_NOT_FOUND = 'ITEM_NOT_FOUND',

  // Overlays and distribution catalogue
  PLAYLIST_LIMIT_EXCEEDED = 'PLAYLIST_LIMIT_EXCEEDED',
  PLAYLIST_NAME_TAKEN = 'PLAYLIST_NAME_TAKEN',
  NO_ITEMS_PROVIDED = 'NO_ITEMS_PROVIDED',
  PLAYLIST_IN_USE = 'PLAYLIST_IN_USE',

  // Ours: the spec shows the situation but no code for it
  /** Too many login / reset / registration attempts from one client. */
  RATE_LIMITED = 'RATE_LIMITED',
  /** A plan limit (LimitKind) was reached; "how a reached limit is shown: not shown". */
  PLAN_LIMIT_EXCEEDED = 'PLAN_LIMIT_EXCEEDED',
  /** "Video has incorrect status: X. Allowed statuses: …" (publishing, editing, retry). */
  INCORRECT_VIDEO_STATUS = 'INCORRECT_VIDEO_STATUS',
  /** A D2C transcription's result was asked for before the job COMPLETED. */
  TRANSCRIPTION_NOT_READY = 'TRANSCRIPTION_NOT_READY',
  /** A payment was asked of a server that takes no card payments (no payment provider configured). */
  PAYMENTS_NOT_CONFIGURED = 'PAYMENTS_NOT_CONFIGURED',
}

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
