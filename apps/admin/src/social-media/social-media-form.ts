import {
  SHARE_TARGET_LABELS,
  shareIconsOf,
  ShareTarget,
  SOCIAL_PLATFORM_LABELS,
  SocialPlatform,
} from '@framehouse/domain';
import {
  ShareTarget as ApiShareTarget,
  SocialPlatform as ApiSocialPlatform,
  type ShareSocialMediaIconFieldsFragment,
  type ShareSocialMediaIconInput,
  type SocialMediaPlatformFieldsFragment,
  type SocialMediaPlatformInput,
} from '@framehouse/sdk';
import { textValue, type FormValues } from '../components/form-values';
import { enumMember } from '../enum-member';

export type SocialEntry = SocialMediaPlatformFieldsFragment;

/** The platform select's choices, in the spec's order (platform §3). */
export const SOCIAL_PLATFORM_CHOICES = Object.values(SocialPlatform).map((platform) => ({
  id: platform,
  name: SOCIAL_PLATFORM_LABELS[platform],
}));

/** "YouTube" for YOUTUBE; a value the domain does not know is shown as it is. */
export function platformLabel(platform: string): string {
  const known = enumMember(SocialPlatform, platform);
  return known ? SOCIAL_PLATFORM_LABELS[known] : platform;
}

/** The dialog's form: empty for a new entry, the entry's values for an edit. */
export function socialMediaFormDefaults(entry?: SocialEntry): FormValues {
  return {
    platformName: entry?.platformName ?? '',
    label: entry?.label ?? '',
    accountUrl: entry?.accountUrl ?? '',
  };
}

/**
 * What Save sends: the platform, label and URL of a new entry; an edit sends no platform (it cannot
 * change, and the select is disabled).
 */
export function socialMediaInput(values: FormValues, editing: boolean): SocialMediaPlatformInput {
  const fields = { label: textValue(values, 'label'), accountUrl: textValue(values, 'accountUrl') };
  if (editing) return fields;
  return { platformName: enumMember(ApiSocialPlatform, textValue(values, 'platformName')), ...fields };
}

/** One switch of the Social Share icons tab. */
export interface ShareIconRow {
  target: ShareTarget;
  label: string;
  visible: boolean;
}

/** The six switches in the fixed order, whatever the API's order (a target it leaves out is default). */
export function shareIconRows(icons: readonly ShareSocialMediaIconFieldsFragment[]): ShareIconRow[] {
  const known = icons.flatMap((icon) => {
    const platformName = enumMember(ShareTarget, icon.platformName);
    return platformName ? [{ platformName, visible: icon.visible }] : [];
  });
  return shareIconsOf(known).map(({ platformName, visible }) => ({
    target: platformName,
    label: SHARE_TARGET_LABELS[platformName],
    visible,
  }));
}

/** One switch's change, as updateShareSocialMediaIcons takes it. */
export function shareIconInput(target: ShareTarget, visible: boolean): ShareSocialMediaIconInput {
  const platformName = enumMember(ApiShareTarget, target);
  if (!platformName) throw new Error(`"${target}" is not a share target of the API`);
  return { platformName, visible };
}
