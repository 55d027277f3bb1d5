import type { ShareTarget, SocialPlatform } from '../enums/organization';
import { validateSocialLabel, validateSocialUrl } from './account';
import { ValidationMessages } from './validation-messages';
import type { ValidationResult } from './validator';

/** A social media entry as sent (platform §3 "Social media platform"); values already trimmed. */
export interface SocialMediaFields {
  platformName?: SocialPlatform | null;
  label?: string | null;
  accountUrl?: string | null;
}

export type SocialMediaProblems = Record<keyof SocialMediaFields, ValidationResult>;

/** A new entry: platform, label (max 32) and URL (max 2048, http or https) are all required. */
export function newSocialMediaProblems(fields: SocialMediaFields): SocialMediaProblems {
  return {
    platformName: fields.platformName ? undefined : ValidationMessages.required,
    label: validateSocialLabel(fields.label),
    accountUrl: validateSocialUrl(fields.accountUrl),
  };
}

/**
 * An edit of an entry on `platform`: the platform cannot change (the same one, or none, is accepted); an
 * omitted label or URL is kept, a given one follows the rules of a new entry.
 */
export function editedSocialMediaProblems(
  platform: SocialPlatform,
  fields: SocialMediaFields,
): SocialMediaProblems {
  return {
    platformName:
      fields.platformName && fields.platformName !== platform
        ? ValidationMessages.socialPlatformUnchangeable
        : undefined,
    label: fields.label == null ? undefined : validateSocialLabel(fields.label),
    accountUrl: fields.accountUrl == null ? undefined : validateSocialUrl(fields.accountUrl),
  };
}

/** The share icons sent at once: each target at most once (a target not sent keeps its visibility). */
export function validateShareIcons(icons: ReadonlyArray<{ platformName: ShareTarget }>): ValidationResult {
  const targets = icons.map((icon) => icon.platformName);
  return new Set(targets).size === targets.length ? undefined : ValidationMessages.shareTargetRepeated;
}
