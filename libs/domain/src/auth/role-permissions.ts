import { isD2CPlan, SubscriptionPlan } from '../enums/subscription';
import { OrganizationRole } from './organization-role';
import { ALL_PERMISSIONS, Permission } from './permission';

/** Paying for, upgrading and cancelling the subscription: the owner's alone. */
export const BILLING_PERMISSIONS: readonly Permission[] = [
  Permission.CANCEL_SUBSCRIPTION,
  Permission.CREATE_PAYMENT_SESSION,
  Permission.CREATE_CUSTOMER_PORTAL_SESSION,
];

/** Creating and deleting the organization itself: the owner's alone. */
export const ORGANIZATION_LIFECYCLE_PERMISSIONS: readonly Permission[] = [
  Permission.CREATE_ORGANIZATION,
  Permission.DELETE_ORGANIZATION,
];

/** The organization screen: settings, members, social media, share icons, logo. */
export const ORGANIZATION_ADMINISTRATION_PERMISSIONS: readonly Permission[] = [
  Permission.MANAGE_ORGANIZATION,
  Permission.CHANGE_ORGANIZATION,
  Permission.DELETE_ORGANIZATION_LOGO,
  Permission.CHANGE_ORGANIZATION_MEMBERS,
  Permission.INVITE_ORGANIZATION_MEMBERS,
  Permission.TOGGLE_ORGANIZATION_MEMBERS,
  Permission.VIEW_ORGANIZATION_MEMBERS,
  Permission.CHANGE_SOCIAL_MEDIA,
  Permission.CREATE_SOCIAL_MEDIA,
  Permission.DELETE_SOCIAL_MEDIA,
  Permission.VIEW_SOCIAL_MEDIA,
];

/** Organization ad tags (monetization of videos). */
export const ORGANIZATION_MONETIZATION_PERMISSIONS: readonly Permission[] = [
  Permission.CHANGE_ORGANIZATION_MONETIZATION,
  Permission.CREATE_ORGANIZATION_MONETIZATION,
  Permission.DELETE_ORGANIZATION_MONETIZATION,
];

/** The D2C transcription service and its API keys. */
export const D2C_PERMISSIONS: readonly Permission[] = [
  Permission.VIEW_D2C_DASHBOARD,
  Permission.VIEW_API_KEYS,
  Permission.CREATE_D2C_API_KEY,
  Permission.REVOKE_D2C_API_KEY,
];

/** Everything read-only in the creator suite. */
export const CREATOR_SUITE_VIEW_PERMISSIONS: readonly Permission[] = [
  Permission.VIEW_VIDEO_DASHBOARD,
  Permission.VIEW_VIDEO,
  Permission.VIEW_VIDEO_CAPTION,
  Permission.VIEW_MOMENT,
  Permission.VIEW_OBJECT,
  Permission.VIEW_OBJECT_SEGMENT,
  Permission.VIEW_END_CARD,
  Permission.VIEW_CAROUSEL,
  Permission.VIEW_WIDGET_PRESET,
  Permission.VIEW_PLAYLIST,
  Permission.VIEW_MICROSITE,
];

/** Videos and everything inside them: upload, edit, publish, moments, objects, captions, thumbnails. */
export const VIDEO_WORK_PERMISSIONS: readonly Permission[] = [
  Permission.VIEW_VIDEO_DASHBOARD,
  Permission.UPLOAD_VIDEO,
  Permission.CHANGE_VIDEO,
  Permission.CREATE_VIDEO,
  Permission.DELETE_VIDEO,
  Permission.VIEW_VIDEO,
  Permission.DUPLICATE_VIDEO,
  Permission.MANAGE_VIDEO_STATUS,
  Permission.PUBLISH_VIDEO,
  Permission.UNPUBLISH_VIDEO,
  Permission.CREATE_VIDEO_THUMBNAIL,
  Permission.DELETE_VIDEO_THUMBNAIL,
  Permission.CHANGE_VIDEO_CAPTION,
  Permission.CREATE_VIDEO_CAPTION,
  Permission.DELETE_VIDEO_CAPTION,
  Permission.VIEW_VIDEO_CAPTION,
  Permission.CHANGE_MOMENT,
  Permission.CREATE_MOMENT,
  Permission.DELETE_MOMENT,
  Permission.VIEW_MOMENT,
  Permission.CREATE_MOMENT_THUMBNAIL,
  Permission.DELETE_MOMENT_THUMBNAIL,
  Permission.CHANGE_OBJECT,
  Permission.CREATE_OBJECT,
  Permission.DELETE_OBJECT,
  Permission.VIEW_OBJECT,
  Permission.CHANGE_OBJECT_SEGMENT,
  Permission.CREATE_OBJECT_SEGMENT,
  Permission.DELETE_OBJECT_SEGMENT,
  Permission.VIEW_OBJECT_SEGMENT,
  Permission.CREATE_OBJECT_THUMBNAIL,
  Permission.DELETE_OBJECT_THUMBNAIL,
];

/** End cards and calls to action. */
export const OVERLAY_WORK_PERMISSIONS: readonly Permission[] = [
  Permission.VIEW_END_CARD,
  Permission.CREATE_END_CARD,
  Permission.CHANGE_END_CARD,
  Permission.DELETE_END_CARD,
  Permission.CREATE_CTA,
  Permission.CHANGE_CTA,
  Permission.DELETE_CTA,
];

/** Carousels, presets, playlists and microsites: what a curator works on. */
export const DISTRIBUTION_PERMISSIONS: readonly Permission[] = [
  Permission.CHANGE_CAROUSEL,
  Permission.CREATE_CAROUSEL,
  Permission.DELETE_CAROUSEL,
  Permission.VIEW_CAROUSEL,
  Permission.CHANGE_WIDGET_PRESET,
  Permission.CREATE_WIDGET_PRESET,
  Permission.DELETE_WIDGET_PRESET,
  Permission.VIEW_WIDGET_PRESET,
  Permission.CHANGE_PLAYLIST,
  Permission.CREATE_PLAYLIST,
  Permission.DELETE_PLAYLIST,
  Permission.VIEW_PLAYLIST,
  Permission.CHANGE_MICROSITE,
  Permission.CREATE_MICROSITE,
  Permission.DELETE_MICROSITE,
  Permission.VIEW_MICROSITE,
];

/** What a D2C-plan organization does not get: the whole creator suite. */
export const CREATOR_SUITE_PERMISSIONS: readonly Permission[] = unique([
  ...VIDEO_WORK_PERMISSIONS,
  ...OVERLAY_WORK_PERMISSIONS,
  ...DISTRIBUTION_PERMISSIONS,
  ...ORGANIZATION_MONETIZATION_PERMISSIONS,
]);

function unique(permissions: readonly Permission[]): Permission[] {
  const wanted = new Set(permissions);
  // Keep the enum's order so every list reads the same way.
  return ALL_PERMISSIONS.filter((permission) => wanted.has(permission));
}

function except(excluded: readonly Permission[]): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => !excluded.includes(permission));
}

/**
 * The most each role may hold, before the plan is taken into account (see permissionsFor).
 * The reasoning is in docs/decisions.md, "Roles and permissions".
 */
export const ROLE_PERMISSIONS: Record<OrganizationRole, readonly Permission[]> = {
  [OrganizationRole.ORG_OWNER]: [...ALL_PERMISSIONS],
  [OrganizationRole.ORG_ADMIN]: except([...BILLING_PERMISSIONS, ...ORGANIZATION_LIFECYCLE_PERMISSIONS]),
  [OrganizationRole.VIDEO_EDITOR]: unique([
    Permission.VIEW_ORGANIZATION,
    ...VIDEO_WORK_PERMISSIONS,
    ...OVERLAY_WORK_PERMISSIONS,
    ...DISTRIBUTION_PERMISSIONS,
  ]),
  [OrganizationRole.CURATOR]: unique([
    Permission.VIEW_ORGANIZATION,
    ...CREATOR_SUITE_VIEW_PERMISSIONS,
    Permission.CHANGE_MOMENT,
    ...DISTRIBUTION_PERMISSIONS,
  ]),
};

export function permissionsForRole(role: OrganizationRole): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

/**
 * The permissions a member actually holds: the role's, narrowed by the organization's plan.
 * A D2C plan keeps organization administration and the D2C permissions and loses the creator suite
 * (so VIEW_VIDEO_DASHBOARD is absent and the logged-in root shows the D2C home); any other plan, or no
 * plan at all (expired: the user is sent to /pay-now anyway), loses the D2C permissions.
 */
export function permissionsFor(
  role: OrganizationRole,
  plan: SubscriptionPlan | null | undefined,
): readonly Permission[] {
  const excluded = isD2CPlan(plan) ? CREATOR_SUITE_PERMISSIONS : D2C_PERMISSIONS;
  return ROLE_PERMISSIONS[role].filter((permission) => !excluded.includes(permission));
}

/**
 * True when every required permission is granted. While the permission list is loading (undefined or
 * null) nothing is granted, not even an empty requirement.
 */
export function hasPermissions(
  granted: readonly string[] | null | undefined,
  required: readonly Permission[],
): boolean {
  if (!granted) return false;
  return required.every((permission) => granted.includes(permission));
}

/** True when at least one of the permissions is granted (false while loading). */
export function hasAnyPermission(
  granted: readonly string[] | null | undefined,
  candidates: readonly Permission[],
): boolean {
  if (!granted) return false;
  return candidates.some((permission) => granted.includes(permission));
}
