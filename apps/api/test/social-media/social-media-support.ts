import { OrganizationRole, type ShareTarget, type SocialPlatform } from '@framehouse/domain';
import { mutate } from '../moments/moment-support';
import type { PayloadError } from '../support/fixtures';
import { addMember, ERRORS, registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';

export const PLATFORM_FIELDS = 'id platformName label accountUrl created';

export const SOCIAL_MEDIA = `query { me { organization { id name socialMedia { ${PLATFORM_FIELDS} } } } }`;
export const SHARE_ICONS = `query { me { organization { id shareSocialMediaIcons { platformName visible } } } }`;
export const CREATE_PLATFORM = `mutation($input: SocialMediaPlatformInput!) { createSocialMediaPlatform(socialMediaPlatform: $input) { socialMediaPlatform { ${PLATFORM_FIELDS} } ${ERRORS} } }`;
export const UPDATE_PLATFORM = `mutation($id: ID!, $input: SocialMediaPlatformInput!) { updateSocialMediaPlatform(id: $id, socialMediaPlatform: $input) { socialMediaPlatform { ${PLATFORM_FIELDS} } ${ERRORS} } }`;
export const DELETE_PLATFORM = `mutation($id: ID!) { deleteSocialMediaPlatform(id: $id) { deletedId ${ERRORS} } }`;
export const UPDATE_SHARE_ICONS = `mutation($id: ID!, $icons: [ShareSocialMediaIconInput!]!) { updateShareSocialMediaIcons(id: $id, icons: $icons) { shareSocialMediaIcons { platformName visible } ${ERRORS} } }`;

export interface SocialEntry {
  id: string;
  platformName: SocialPlatform;
  label: string;
  accountUrl: string;
  created: string;
}

export interface SocialInput {
  platformName?: SocialPlatform | null;
  label?: string | null;
  accountUrl?: string | null;
}

export interface ShareIconView {
  platformName: ShareTarget;
  visible: boolean;
}

export type EntryPayload = { socialMediaPlatform: SocialEntry | null; errors: PayloadError[] };
export type IconsPayload = { shareSocialMediaIcons: ShareIconView[] | null; errors: PayloadError[] };

export const createEntry = (t: TestApp, token: string, input: SocialInput) =>
  mutate<EntryPayload>(t, CREATE_PLATFORM, { input }, token);

export const updateEntry = (t: TestApp, token: string, id: string, input: SocialInput) =>
  mutate<EntryPayload>(t, UPDATE_PLATFORM, { id, input }, token);

export const deleteEntry = (t: TestApp, token: string, id: string) =>
  mutate<{ deletedId: string | null; errors: PayloadError[] }>(t, DELETE_PLATFORM, { id }, token);

export const updateIcons = (t: TestApp, token: string, id: string, icons: ShareIconView[]) =>
  mutate<IconsPayload>(t, UPDATE_SHARE_ICONS, { id, icons }, token);

/** A created entry; the creation must succeed. */
export async function addEntry(t: TestApp, token: string, input: SocialInput): Promise<SocialEntry> {
  const payload = await createEntry(t, token, input);
  expect(payload.errors).toEqual([]);
  return payload.socialMediaPlatform as SocialEntry;
}

/** The organization's entries as its owner reads them. */
export async function entriesOf(t: TestApp, token: string): Promise<SocialEntry[]> {
  const response = await t.gql<{ me: { organization: { socialMedia: SocialEntry[] } } }>(
    SOCIAL_MEDIA,
    {},
    token,
  );
  expect(response.errors).toBeUndefined();
  return response.data.me.organization.socialMedia;
}

export async function iconsOf(t: TestApp, token: string): Promise<ShareIconView[]> {
  const response = await t.gql<{ me: { organization: { shareSocialMediaIcons: ShareIconView[] } } }>(
    SHARE_ICONS,
    {},
    token,
  );
  expect(response.errors).toBeUndefined();
  return response.data.me.organization.shareSocialMediaIcons;
}

/** Who the area's tests act as: an organization's owner, admin, video editor and curator, and another owner. */
export interface SocialCast {
  owner: Owner;
  admin: Member;
  editor: Member;
  curator: Member;
  other: Owner;
}

export async function socialCast(t: TestApp, organizationName: string): Promise<SocialCast> {
  const owner = await registerOwner(t, { organizationName });
  return {
    owner,
    admin: await addMember(t, owner, OrganizationRole.ORG_ADMIN),
    editor: await addMember(t, owner, OrganizationRole.VIDEO_EDITOR),
    curator: await addMember(t, owner, OrganizationRole.CURATOR),
    other: await registerOwner(t, { organizationName: `Other ${organizationName}` }),
  };
}
