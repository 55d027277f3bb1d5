import { ErrorCode } from './error-code';

/**
 * The default text of each code, character for character as the catalogues give it (typos included).
 * A code whose text depends on the situation carries the first-listed text here; the others are in
 * ContextMessages. Codes the catalogues list without a text carry ours (see docs/decisions.md).
 */
export const ErrorMessages: Record<ErrorCode, string> = {
  [ErrorCode.NOT_FOUND]: 'The requested item was not found.',
  [ErrorCode.AUTH_REQUIRED]: 'Invalid session. Try to log in again.',
  [ErrorCode.DATABASE_ERROR]: 'Operation failed. Try again.',
  [ErrorCode.PERMISSIONS_ERROR]: "You don't have permissions to perform this action.",
  [ErrorCode.VALIDATION_ERROR]: 'Provided data is invalid.',

  [ErrorCode.UNKNOWN_ERROR]: 'Unexpected error',
  [ErrorCode.SERVER_ERROR]: 'Operation failed. Try again.',
  [ErrorCode.PERM_REQUIRED]: "You don't have permissions to perform this action.",
  [ErrorCode.BASE64_DECODED_SIZE]: 'Picture exceeds maximum file size (2.5 MiB).',
  [ErrorCode.BASE64_DATA_SIZE]: 'Picture exceeds maximum file size (2.5 MiB).',
  [ErrorCode.MALFORMED_CAPTION]: 'File cold not be parsed. Make sure it is in the correct format.',
  [ErrorCode.YOUTUBE_CREDENTIALS_REFRESH]:
    'YouTube credentials seem to be invalid. Try to unlink and link the account again.',

  [ErrorCode.TOKEN_EXPIRED]: 'Your link has expired, try again.',
  [ErrorCode.TOKEN_INVALID]: 'Your link is invalid, try again.',
  [ErrorCode.PASSWORD_TOO_SHORT]: 'This password is too short.',
  [ErrorCode.PASSWORD_TOO_SIMILAR]: 'This password is too similar to your email address.',
  [ErrorCode.PASSWORD_ENTIRELY_NUMERIC]: 'This password is entirely numeric.',
  [ErrorCode.TERMS_OF_USE_NOT_ACCEPTED]: 'You must accept the Terms of Use.',
  [ErrorCode.PRIVACY_POLICY_NOT_ACCEPTED]: 'You must accept the Privacy Policy.',
  [ErrorCode.DUPLICATED_API_KEY_NAME]: 'API Key name is already taken.',
  [ErrorCode.AMBIGUOUS_LOGIN]:
    'Multiple organizations found for the provided email and password. Specify an organization you want to log in to.',
  [ErrorCode.INVALID_CREDENTIALS]:
    "We couldn't find an account matching the email and password you entered. Please check your email and password and try again.",
  [ErrorCode.ACCOUNT_INACTIVE]: 'Your account is inactive. Contact the support.',
  [ErrorCode.ACCOUNT_NOT_VERIFIED]:
    'Your account has not been verified yet. A new verification email has been sent.',
  [ErrorCode.ACCOUNT_FOR_EMAIL_EXISTS]:
    'Another verified account with this email already exists, try using email alias.',
  [ErrorCode.ACCOUNT_ALREADY_VERIFIED]:
    'Your account is already verified. Please contact the support to continue.',
  [ErrorCode.ACCOUNT_IN_ORGANIZATION]:
    'Your account is already in an organization. Please contact the support to continue.',
  [ErrorCode.ORGANIZATION_NAME_TAKEN]: 'Organization name is already taken.',
  [ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION]:
    'User with this email already exists within your organization.',
  [ErrorCode.ORG_OWNER_ROLE_RESERVED]: 'Your organization can only have one Owner.',
  [ErrorCode.CAN_NOT_CHANGE_ORG_OWNER_ROLE]: "Organization Owner's role cannot be changed.",
  [ErrorCode.CAN_NOT_DEACTIVATE_ORG_OWNER]: 'Organization Owner account cannot be deactivated.',
  [ErrorCode.ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION]:
    'Your organization has no paid subscription or is already canceled',
  [ErrorCode.ORGANIZATION_ALREADY_HAS_PREMIUM_SUBSCRIPTION]:
    'Your organization already has a premium subscription',

  [ErrorCode.DUPLICATED_LANGUAGE_CAPTION]: 'Captions for this language already exist.',
  [ErrorCode.WRONG_ORDERING_TYPE]: 'Videos and moments can only be added to playlists with manual ordering.',
  [ErrorCode.ITEM_NOT_FOUND]: 'This video or moment is not published and cannot be added to the playlist.',

  [ErrorCode.PLAYLIST_LIMIT_EXCEEDED]: 'Maximum number of playlists per organization reached.',
  [ErrorCode.PLAYLIST_NAME_TAKEN]: 'Playlist name must be unique within the organization',
  [ErrorCode.NO_ITEMS_PROVIDED]: 'No videos or moments were selected in manual ordering',
  [ErrorCode.PLAYLIST_IN_USE]:
    'Playlist is being used in microsites. Make sure to remove it before deleting.',

  [ErrorCode.RATE_LIMITED]: 'Too many attempts. Try again later.',
  [ErrorCode.PLAN_LIMIT_EXCEEDED]: 'Your organization has reached a limit of its subscription plan.',
  [ErrorCode.INCORRECT_VIDEO_STATUS]: 'Video has incorrect status.',
  [ErrorCode.TRANSCRIPTION_NOT_READY]: 'The transcription is not completed yet.',
  [ErrorCode.PAYMENTS_NOT_CONFIGURED]:
    'Card payments are not set up on this server. Contact your administrator to renew the subscription.',
};

/**
 * Texts that are not the default of a code: the second reading of a context-dependent code, and the
 * "other messages" of each catalogue (toasts, success texts, confirmations, load failures).
 */
export const ContextMessages = {
  // Context-dependent codes
  /** ACCOUNT_NOT_VERIFIED when activating a member. */
  accountNotVerifiedForActivation: 'This account needs to be verified before activation.',
  /** ACCOUNT_ALREADY_VERIFIED when an invited member creates the account. */
  accountAlreadyVerifiedForMember: 'Account with this email has already been created and verified.',
  /** Ours: a member cannot activate or deactivate their own account; the spec shows no text. */
  cannotToggleOwnAccount: "You can't change the active state of your own account.",
  /** ITEM_NOT_FOUND when creating or updating a playlist. */
  playlistItemNotFound: 'Playlist contains unpublished or non-existent videos or moments.',

  // Platform
  wrongPassword: 'Wrong password',
  sessionExpired: 'Your session has expired. Log in again.',
  operationFailed: 'Operation failed. Try again.',
  googleAuthorizationFailed: 'Google authorization failed. Try again.',
  youtubeAuthorizationFailed: 'YouTube authorization failed. Try again.',
  /** Ours: a code came back with an OAuth state this session was not given, or one used or expired. */
  youtubeAuthorizationStateRefused:
    'This YouTube authorization was not started from your session or has expired. Link your account again.',
  youtubeUnlinkFailed: 'Error during unlinking your YouTube account. Try again.',
  youtubeUnlinked: 'YouTube account has been successfully unlinked!',
  youtubeAlreadyAuthorized: 'You are already authorized. Refresh the page.',
  apiKeyCreated: 'API Key has been successfully created.',
  memberInvited: 'New member has been invited. Let them know to check their inbox.',
  memberUpdated: 'Member has been successfully updated.',
  nameChanged: 'Name has been successfully changed.',
  subscriptionCanceled: 'Subscription has been canceled.',
  revokeApiKeyConfirmation: 'Are you sure you want to revoke this API key?',
  mediaNotFound: "This media doesn't exist.",
  /** Ours: the widget script's answer when its widget was deleted or its key is wrong. */
  widgetUnavailable: 'This widget is not available.',
  emailChanged: 'Email address has been changed',
  emailChangedHint: 'You can log in with your new email address.',
  memberAccountCreated: 'Congratulations. Account created!',
  loadError: 'ERROR',
  loadErrorHere: 'ERROR HERE',
  unexpectedError: 'Unexpected error',

  // Video area
  fileConversionFailed: 'File conversion failed. Try to upload again.',
  uploadFailed: 'File upload has failed. Try again.',
  uploadFailedOnCreateMultipartUpload: 'failed on createMultipartUpload step',
  uploadMissingKey: 'missing key',
  uploadMissingUploadId: 'missing upload id',
  uploadMissingVideoUrl: 'missing video URL',
  oneUploadAtATime: 'You can upload only one video at a time',
  metadataFetchFailed: 'Fetching video metadata failed',
  publicUrlFailed: 'Error: could not retrieve the public URL',
  noVideosUnpublished: 'No videos were unpublished. Try again.',
  removeVideoConfirmation: 'Are you sure you want to remove this video?',
  removeVideoConfirmationDetail:
    "You will remove the video permanently and this action can't be reverted back.",
  thumbnailUploaded: 'Thumbnail successfully uploaded',
  thumbnailDeleted: 'Thumbnail successfully deleted',
  thumbnailCountExceeded: 'Max allowed uploaded thumbnail count is 10',
  updateCaptionsNotAllowed: "You don't have required permissions to update existing captions.",
  uploadCaptionsNotAllowed: "You don't have required permissions to upload new captions.",
  editedStatusTooltip: 'There are some saved but unpublished changes. Republish Video to see all changes.',
  unpublishedChangesPrompt: 'You have unpublished video changes. Are you sure to leave this site?',
  changesSaved: 'Changes are saved',
  videoProcessingFailed: 'Video processing failed',
  /** Ours: a transcription failed without a reason from the worker, or its transcript could not be read. */
  transcriptionFailed: 'Transcription failed',
  transcriptUnreadable: 'The transcript could not be read.',
  processingObjects: 'Processing objects',
  publishingVideo: 'Publishing video…',
  videoWillBePublished: 'Video will be published!',
  videoPublished: 'Video Published!',
  videoUnpublished: 'Video Unpublished!',
  unpublishingFailed: 'Unpublishing Failed',
  youtubeUnpublishScheduled:
    'Unpublishing from YouTube has been scheduled, it make take a while before changes are visible.',
  publicationFailed: 'Publication has failed.',
  publicationLinkMissing: 'Publishing succeeded, but the video link was not provided.',
  mostRecentVersionPublished: 'Most recent video version is already published',
  publishedVideoCannotBeScheduled: 'Published video cannot be scheduled',
  linkAccountBeforePublishing: 'Link your account before publishing',
  youtubeCategoryRequired: 'Video category must be set before publishing',
  transcriptionSelectionHint: 'You can highlight the text to create a moment',

  // Overlays and distribution
  playlistPickerFailed: 'Error occurred.',
  deleteWidgetConfirmation: 'Are you sure you wish to delete this widget?',
  widgetSaved: 'Your widget is saved!',
  unsavedChangesTitle: 'Unsaved changes',
  unsavedChangesPrompt: 'Are you sure you want to leave this site? Changes you made will not be saved.',
  micrositeCreated: 'Your microsite has been successfully created.',
  micrositeSetupNote:
    'It takes around 10 minutes to set up your microsite, in the mean time, you can customize it with selected videos and branding!',
  noMicrosites: "You don't have any microsites yet",
} as const;

export type ContextMessageKey = keyof typeof ContextMessages;
