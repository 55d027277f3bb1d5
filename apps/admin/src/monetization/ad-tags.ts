import { ValidationMessages } from '@framehouse/domain';
import type { OrganizationMonetizationFieldsFragment } from '@framehouse/sdk';
import type { ApiError } from '../errors';

export type AdTag = OrganizationMonetizationFieldsFragment;

/** The fields of the ad tag form; the API names its errors' `field` the same. */
export type AdTagField = 'name' | 'monetizationUrl';

const isAdTagField = (field: string | null | undefined): field is AdTagField =>
  field === 'name' || field === 'monetizationUrl';

/**
 * A refused ad tag's errors: those about the name or the URL go under their field (platform §8:
 * "monetization errors attach to the name or URL field"), the first of each; the rest to the dialog's
 * banner.
 */
export function adTagFormErrors(errors: readonly ApiError[]): {
  fields: Partial<Record<AdTagField, ApiError>>;
  other: ApiError[];
} {
  const fields: Partial<Record<AdTagField, ApiError>> = {};
  const other: ApiError[] = [];
  for (const error of errors) {
    if (isAdTagField(error.field)) {
      fields[error.field] ??= error;
    } else {
      other.push(error);
    }
  }
  return { fields, other };
}

/**
 * Why the active switch of `tag` cannot be turned off, or undefined when it can: the default tag is
 * replaced by choosing another one, unless it is the last active tag (platform §4; docs/decisions.md).
 */
export function deactivationBlocker(tag: AdTag, tags: readonly AdTag[]): string | undefined {
  if (!tag.active || !tag.default) return undefined;
  const anotherActive = tags.some((other) => other.id !== tag.id && other.active);
  return anotherActive ? ValidationMessages.defaultAdTagDeactivate : undefined;
}

/** Why `tag` cannot be made the default, or undefined when it can (it is not already). */
export function makeDefaultBlocker(tag: AdTag): string | undefined {
  return tag.active ? undefined : ValidationMessages.inactiveAdTagDefault;
}

/**
 * Deactivating or deleting the default tag turns the organization's monetization off (platform §4);
 * the confirmation says so while monetization is on.
 */
export function turnsMonetizationOff(tag: AdTag, monetizationEnabled: boolean): boolean {
  return monetizationEnabled && tag.default;
}
