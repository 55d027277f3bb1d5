export enum OrganizationRole {
  ORG_OWNER = 'ORG_OWNER',
  ORG_ADMIN = 'ORG_ADMIN',
  VIDEO_EDITOR = 'VIDEO_EDITOR',
  CURATOR = 'CURATOR',
}

export const ROLE_LABELS: Record<OrganizationRole, string> = {
  [OrganizationRole.ORG_OWNER]: 'OWNER',
  [OrganizationRole.ORG_ADMIN]: 'ADMIN',
  [OrganizationRole.VIDEO_EDITOR]: 'VIDEO EDITOR',
  [OrganizationRole.CURATOR]: 'CURATOR',
};

/** The role selector never offers the owner: an organization has exactly one, set at registration. */
export const ASSIGNABLE_ROLES: readonly OrganizationRole[] = [
  OrganizationRole.ORG_ADMIN,
  OrganizationRole.VIDEO_EDITOR,
  OrganizationRole.CURATOR,
];

export const DEFAULT_INVITE_ROLE = OrganizationRole.VIDEO_EDITOR;

export function isAssignableRole(role: OrganizationRole): boolean {
  return ASSIGNABLE_ROLES.includes(role);
}
