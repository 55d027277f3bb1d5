import { ASSIGNABLE_ROLES, OrganizationRole, ROLE_LABELS } from '@framehouse/domain';
import { enumMember } from '../enum-member';

export interface Member {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  dateJoined: string;
  role: string;
  isActive: boolean;
  isVerified: boolean;
}

function roleChoice(role: OrganizationRole) {
  return { id: role, name: ROLE_LABELS[role] };
}

/** Every role, for the filter. */
export const ROLE_FILTER_CHOICES = Object.values(OrganizationRole).map(roleChoice);

/** The role selector never offers the owner (spec §6). */
export const ASSIGNABLE_ROLE_CHOICES = ASSIGNABLE_ROLES.map(roleChoice);

export function roleLabel(role: string): string {
  const known = enumMember(OrganizationRole, role);
  return known ? ROLE_LABELS[known] : role;
}
