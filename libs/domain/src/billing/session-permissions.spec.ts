import { OrganizationRole } from '../auth/organization-role';
import { Permission } from '../auth/permission';
import { SubscriptionPlan } from '../enums/subscription';
import { sessionPermissions } from './session-permissions';

describe('sessionPermissions', () => {
  it('grants the role permissions while the subscription is active', () => {
    const granted = sessionPermissions(OrganizationRole.ORG_OWNER, SubscriptionPlan.TRIAL, true);
    expect(granted).toContain(Permission.VIEW_VIDEO_DASHBOARD);
    expect(granted).toContain(Permission.INVITE_ORGANIZATION_MEMBERS);
  });

  it('keeps only paying again once the subscription is inactive', () => {
    const owner = sessionPermissions(OrganizationRole.ORG_OWNER, SubscriptionPlan.PREMIUM, false);
    expect(owner).toEqual(
      expect.arrayContaining([Permission.CREATE_PAYMENT_SESSION, Permission.MANAGE_ORGANIZATION]),
    );
    expect(owner).not.toContain(Permission.VIEW_VIDEO_DASHBOARD);
    expect(sessionPermissions(OrganizationRole.VIDEO_EDITOR, SubscriptionPlan.PREMIUM, false)).toEqual([]);
  });

  it('grants nothing without a role', () => {
    expect(sessionPermissions(null, SubscriptionPlan.TRIAL, true)).toEqual([]);
  });
});
