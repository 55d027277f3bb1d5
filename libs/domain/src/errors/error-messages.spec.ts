import { LimitKind } from '../enums/limits';
import { ERROR_CODES, ErrorCode, isErrorCode } from './error-code';
import { ContextMessages, ErrorMessages } from './error-messages';
import {
  addToPlaylistResultMessage,
  deleteCaptionsConfirmation,
  incorrectVideoStatusMessage,
  momentDownloadFailedMessage,
  planLimitExceededMessage,
  publishingTargetMessage,
  unpublishResultMessage,
} from './message-templates';

describe('ErrorCode', () => {
  it('uses the name as the value', () => {
    for (const [name, value] of Object.entries(ErrorCode)) expect(value).toBe(name);
  });

  it('holds every code of the three catalogues', () => {
    const expected = [
      'NOT_FOUND',
      'AUTH_REQUIRED',
      'DATABASE_ERROR',
      'PERMISSIONS_ERROR',
      'VALIDATION_ERROR',
      'UNKNOWN_ERROR',
      'SERVER_ERROR',
      'PERM_REQUIRED',
      'BASE64_DECODED_SIZE',
      'BASE64_DATA_SIZE',
      'TOKEN_EXPIRED',
      'TOKEN_INVALID',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_SIMILAR',
      'PASSWORD_ENTIRELY_NUMERIC',
      'TERMS_OF_USE_NOT_ACCEPTED',
      'PRIVACY_POLICY_NOT_ACCEPTED',
      'DUPLICATED_API_KEY_NAME',
      'AMBIGUOUS_LOGIN',
      'INVALID_CREDENTIALS',
      'ACCOUNT_INACTIVE',
      'ACCOUNT_NOT_VERIFIED',
      'ACCOUNT_FOR_EMAIL_EXISTS',
      'ACCOUNT_ALREADY_VERIFIED',
      'ACCOUNT_IN_ORGANIZATION',
      'ORGANIZATION_NAME_TAKEN',
      'DUPLICATED_EMAIL_IN_ORGANIZATION',
      'ORG_OWNER_ROLE_RESERVED',
      'CAN_NOT_CHANGE_ORG_OWNER_ROLE',
      'CAN_NOT_DEACTIVATE_ORG_OWNER',
      'ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION',
      'ORGANIZATION_ALREADY_HAS_PREMIUM_SUBSCRIPTION',
      'YOUTUBE_CREDENTIALS_REFRESH',
      'RATE_LIMITED',
      'DUPLICATED_LANGUAGE_CAPTION',
      'WRONG_ORDERING_TYPE',
      'ITEM_NOT_FOUND',
      'PLAYLIST_LIMIT_EXCEEDED',
      'PLAYLIST_NAME_TAKEN',
      'NO_ITEMS_PROVIDED',
      'PLAYLIST_IN_USE',
    ];
    for (const code of expected) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
  });
});

describe('ErrorMessages', () => {
  it('has a non-empty text for every code', () => {
    for (const code of ERROR_CODES) expect(ErrorMessages[code]).toMatch(/\S/);
  });

  it('keeps the catalogue texts character for character', () => {
    expect(ErrorMessages[ErrorCode.AUTH_REQUIRED]).toBe('Invalid session. Try to log in again.');
    expect(ErrorMessages[ErrorCode.PERMISSIONS_ERROR]).toBe(
      "You don't have permissions to perform this action.",
    );
    expect(ErrorMessages[ErrorCode.MALFORMED_CAPTION]).toBe(
      'File cold not be parsed. Make sure it is in the correct format.',
    );
    expect(ErrorMessages[ErrorCode.ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION]).toBe(
      'Your organization has no paid subscription or is already canceled',
    );
    expect(ErrorMessages[ErrorCode.ACCOUNT_NOT_VERIFIED]).toBe(
      'Your account has not been verified yet. A new verification email has been sent.',
    );
    expect(ErrorMessages[ErrorCode.ACCOUNT_ALREADY_VERIFIED]).toBe(
      'Your account is already verified. Please contact the support to continue.',
    );
    expect(ErrorMessages[ErrorCode.PLAYLIST_NAME_TAKEN]).toBe(
      'Playlist name must be unique within the organization',
    );
    expect(ErrorMessages[ErrorCode.RATE_LIMITED]).toBe('Too many attempts. Try again later.');
    expect(ErrorMessages[ErrorCode.YOUTUBE_CREDENTIALS_REFRESH]).toBe(
      'YouTube credentials seem to be invalid. Try to unlink and link the account again.',
    );
  });

  it('keeps the second reading of context-dependent codes in ContextMessages', () => {
    expect(ContextMessages.accountNotVerifiedForActivation).toBe(
      'This account needs to be verified before activation.',
    );
    expect(ContextMessages.accountAlreadyVerifiedForMember).toBe(
      'Account with this email has already been created and verified.',
    );
    expect(ErrorMessages[ErrorCode.ITEM_NOT_FOUND]).toBe(
      'This video or moment is not published and cannot be added to the playlist.',
    );
    expect(ContextMessages.playlistItemNotFound).toBe(
      'Playlist contains unpublished or non-existent videos or moments.',
    );
    expect(ContextMessages.youtubeUnpublishScheduled).toBe(
      'Unpublishing from YouTube has been scheduled, it make take a while before changes are visible.',
    );
  });
});

describe('message templates', () => {
  it('words add-to-playlist results', () => {
    expect(addToPlaylistResultMessage('Video', 2, 0)).toBe('Video added to 2 playlist(s).');
    expect(addToPlaylistResultMessage('Moment', 1, 1)).toBe('Moment added to 1 playlist(s) with errors.');
    expect(addToPlaylistResultMessage('Video', 0, 3)).toBe('Video was not added to any playlist. Try again.');
  });

  it('words unpublish results', () => {
    expect(unpublishResultMessage(3, false)).toBe('3 video(s) has been unpublished.');
    expect(unpublishResultMessage(1, true)).toBe('1 video(s) has been unpublished with warnings.');
    expect(unpublishResultMessage(0, true)).toBe('No videos were unpublished. Try again.');
  });

  it('fills numbers and names', () => {
    expect(momentDownloadFailedMessage(500)).toBe('Downloading moment failed: status code 500');
    expect(incorrectVideoStatusMessage('SCHEDULED', ['DRAFT', 'EDITED', 'PUBLISHED'])).toBe(
      'Video has incorrect status: SCHEDULED. Allowed statuses: DRAFT, EDITED, PUBLISHED.',
    );
    expect(deleteCaptionsConfirmation('English')).toBe(
      'Are you sure you want to delete captions for English?',
    );
    expect(publishingTargetMessage('YouTube', 'Link your account before publishing')).toBe(
      'YouTube - Link your account before publishing',
    );
    expect(planLimitExceededMessage(LimitKind.MICROSITES_LIMIT)).toBe(
      'Your organization has reached the limit of microsites of its subscription plan.',
    );
  });
});
