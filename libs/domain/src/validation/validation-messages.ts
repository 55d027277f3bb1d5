/**
 * Validation texts exactly as the specification gives them. Texts marked "ours" fill places where the
 * spec says a rule exists but shows no message (see docs/decisions.md).
 */
export const ValidationMessages = {
  required: 'Required',
  incorrectEmailFormat: 'Incorrect email format',
  fullNameEmpty: 'Full name cannot be empty',
  fullNameRequired: 'Full name is required',
  newEmailRequired: 'New email address is required',
  emailInvalid: 'Email address is invalid',
  sameEmail: 'Set other email address than current',
  organizationNameEmpty: 'Organization name cannot be empty',
  passwordMinLength: 'Minimum 8 characters required',
  passwordEmpty: 'Password cannot be empty',
  passwordNumeric: 'Password cannot be only numeric',
  passwordTooSimilar: 'This password is too similar to your email address.',
  apiKeyNameFormat: 'Api Key name must only consist of letters, numbers, dashes and underscores',
  urlIncorrectFormat: 'URL is in incorrect format',
  urlInvalid: 'URL is invalid',
  adTagUrlInvalid: 'Enter a valid Ad tag URL',
  /** Ours: the default ad tag is changed by choosing another one as default (platform §4). */
  defaultAdTagUnset: 'Choose another ad tag as the default instead.',
  /** Ours: the default ad tag is deactivated only when it is the organization's last active one. */
  defaultAdTagDeactivate: 'Choose another ad tag as the default before deactivating this one.',
  /** Ours: the default ad tag is always active. */
  inactiveAdTagDefault: 'An inactive ad tag cannot be the default.',
  /** Ours: an inactive ad tag is not offered as a video's source of ads. */
  inactiveAdTag: 'This ad tag is inactive. Choose an active one.',
  /** Ours: video-area §2, monetization toggles are disabled unless the organization's is enabled. */
  organizationMonetizationDisabled: 'Monetization is disabled for the organization.',
  /** Ours: the organization's ads play from its default ad tag, which must exist and be active. */
  organizationMonetizationWithoutAdTag: 'Add an active ad tag before turning monetization on.',
  /** Ours: platform §5, the platform of a social media entry cannot change when editing. */
  socialPlatformUnchangeable: 'The platform cannot be changed. Add a new entry for another platform.',
  /** Ours: one organization lists an account address once. */
  socialAccountDuplicate: 'This account is already listed.',
  /** Ours: updateShareSocialMediaIcons names each share target at most once. */
  shareTargetRepeated: 'Each share target can be listed only once.',
  invalidHexColor: 'Invalid hex color format',
  /** Ours: the generic slug rule has no text in the spec. */
  slugFormat: 'Only lowercase letters, numbers and dashes are allowed, with no dash at the start or end',
  imageEmpty: 'Image cannot be empty',

  titleEmpty: 'Title cannot be empty',
  nameEmpty: 'Name cannot be empty',
  /** Ours: the promo cards label is required, text not shown. */
  promoLabelEmpty: 'Label cannot be empty',
  pictureTooLarge: 'Picture exceeds maximum file size (2.5 MiB).',
  thumbnailTooLarge: 'Thumbnail exceeds maximum file size (2.5 MiB).',
  fileConversionFailed: 'File conversion failed. Try to upload again.',
  thumbnailCountExceeded: 'Max allowed uploaded thumbnail count is 10',
  /** Ours: the spec gives no caption size limit nor its text (in the words of the thumbnail's). */
  captionTooLarge: 'Caption file exceeds maximum file size (2.5 MiB).',
  /** Ours: a caption's language is a BCP 47 tag such as "en" or "en-US". */
  languageCodeInvalid: 'Choose a valid language.',
  timestampFormat: 'Start/End timestamps need to be in valid time format',
  timestampRange: 'Start/End timestamps need to be in video duration range',
  timestampOrder: 'Start timestamp needs to be smaller than End timestamp.',
  /** Ours: publishing needs a target, text not shown. */
  publishTargetRequired: 'Select at least one target',
  linkAccountBeforePublishing: 'Link your account before publishing',
  youtubeCategoryRequired: 'Video category must be set before publishing',
  publishedVideoCannotBeScheduled: 'Published video cannot be scheduled',
  /** Ours: spec §5 says a YouTube-origin video cannot go back to YouTube, not the words. */
  youtubeOriginCannotBePublishedToYouTube: 'A video imported from YouTube cannot be published to YouTube',
  /** Ours: the upload accepts video files only (spec §5 names the types, not the refusal). */
  onlyVideoFiles: 'Only video files can be uploaded.',
  /** Ours: confirming or cancelling an upload names the storage key of the video's own upload. */
  uploadKeyMismatch: "The key is not this video's upload key.",
  /** Ours: a confirm with no part stored. */
  uploadHasNoParts: 'No part of the file has been uploaded.',
  /** Ours: the storage no longer holds the upload (aborted, or expired by a lifecycle rule). */
  uploadGone: 'This upload no longer exists. Upload the file again.',
  /** Ours: a part number outside S3's 1–10000. */
  uploadPartNumber: 'Part number must be from 1 to 10000.',
  /** Ours: deleteVideo names no video. */
  noVideoSelected: 'Select at least one video.',

  /** Ours: end card name and headline are required, texts not shown. */
  endCardNameEmpty: 'Name cannot be empty',
  headlineEmpty: 'Headline cannot be empty',
  sublineEmpty: 'Subline cannot be empty',
  customCodeEmpty: 'Custom code cannot be empty',
  imageMaxSize: 'Max. size: 10MB',
  endCardImageFormat: 'Accepted format: .png, .jpg',
  imageCtaFormat: 'Accepted formats: .png, .svg, .webp',
  buttonNameEmpty: 'Button name cannot be empty',
  buttonUrlEmpty: 'Button URL cannot be empty',
  buttonTextEmpty: 'Button text cannot be empty',
  imageNameEmpty: 'Image name cannot be empty',
  widthEmpty: 'Width cannot be empty',
  ga4IdFormat: 'Provided ID must match G-XXXXXXX format',
  uaIdFormat: 'Provided ID must match UA-XXXXXX-X format',
  presetNameEmpty: 'Preset name cannot be empty',
  playlistNoItems: 'No videos or moments were selected in manual ordering',
  micrositeUrlCharacters: 'Microsite URL must only consist of lowercase letters, numbers and dashes',
  micrositeUrlDashes: 'Microsite URL cannot start or end with dashes',
  micrositeUrlTooShort: 'Microsite URL must be at least 2 characters long',
  micrositeUrlTooLong: 'Microsite URL must be at most 63 characters long',
} as const;

/** Ours: the spec states maximum lengths without a text. */
export function maxLengthMessage(max: number): string {
  return `Maximum ${max} characters allowed`;
}

/** Ours: an organization lists at most SOCIAL_MEDIA_MAX_ENTRIES social media accounts. */
export function socialMediaLimitMessage(max: number): string {
  return `An organization can list at most ${max} social media accounts.`;
}

/** Ours: a number outside its allowed range. */
export function rangeMessage(min: number, max: number, unit = ''): string {
  return `Value must be between ${min}${unit} and ${max}${unit}`;
}

/** Ours, in the style of the "(max. 60 characters per tag)" hint. */
export function tagTooLongMessage(max: number, kind: 'tag' | 'category'): string {
  return `Max. ${max} characters per ${kind}`;
}

export function unsupportedExtensionMessage(extension: string): string {
  return `Unsupported file extension: "${extension}"`;
}

/** "Provided range needs to be at least N seconds long." (singular for exactly one second). */
export function minimumRangeMessage(minLengthMs: number): string {
  const seconds = minLengthMs / 1000;
  return `Provided range needs to be at least ${seconds} ${seconds === 1 ? 'second' : 'seconds'} long.`;
}
