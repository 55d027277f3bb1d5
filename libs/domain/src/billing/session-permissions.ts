import { BILLING_PERMISSIONS, permissionsFor } from '../auth/role-permissions';
import { OrganizationRole } from '../auth/organization-role';
import { Permission } from '../auth/permission';
import { SubscriptionPlan } from '../enums/subscription';

/**
 * While the organization has no active subscription its members are deactivated: only paying again
 * (and reaching the organization screen to do so) stays open to those whose role allows it.
 */
export const INACTIVE_SUBSCRIPTION_PERMISSIONS: readonly Permission[] = [
  ...BILLING_PERMISSIONS,
  Permission.MANAGE_ORGANIZATION,
];

/** What a signed-in member may do now: the role's permissions, narrowed by the plan and its state. */
export function sessionPermissions(
  role: OrganizationRole | null | undefined,
  plan: SubscriptionPlan | null | undefined,
  subscriptionActive: boolean,
): Permission[] {
  if (!role) return [];
  const granted = permissionsFor(role, plan);
  return subscriptionActive
    ? [...granted]
    : granted.filter((permission) => INACTIVE_SUBSCRIPTION_PERMISSIONS.includes(permission));
}
