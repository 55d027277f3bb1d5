import { SubscriptionPlan } from '../enums/subscription';
import { ASSIGNABLE_ROLES, DEFAULT_INVITE_ROLE, OrganizationRole, ROLE_LABELS } from './organization-role';
import { ALL_PERMISSIONS, isPermission, Permission } from './permission';
import {
  BILLING_PERMISSIONS,
  D2C_PERMISSIONS,
  hasAnyPermission,
  hasPermissions,
  permissionsFor,
  permissionsForRole,
  ROLE_PERMISSIONS,
} from './role-permissions';
import { visibleNavigationEntries } from './navigation';

describe('Permission', () => {
  it('uses the SCREAMING_SNAKE name as the value', () => {
    for (const [name, value] of Object.entries(Permission)) expect(value).toBe(name);
  });

  it('expands the CHANGE_/CREATE_/DELETE_/VIEW_ shorthand', () => {
    const subjects = [
      'CAROUSEL',
      'MICROSITE',
      'MOMENT',
      'OBJECT',
      'OBJECT_SEGMENT',
      'ORGANIZATION',
      'PLAYLIST',
      'VIDEO',
      'VIDEO_CAPTION',
      'WIDGET_PRESET',
      'SOCIAL_MEDIA',
    ];
    for (const subject of subjects) {
      for (const verb of ['CHANGE', 'CREATE', 'DELETE', 'VIEW'])
        expect(isPermission(`${verb}_${subject}`)).toBe(true);
    }
  });

  it('holds the single permissions the documents name', () => {
    const named = [
      'CANCEL_SUBSCRIPTION',
      'CHANGE_ORGANIZATION_MEMBERS',
      'INVITE_ORGANIZATION_MEMBERS',
      'TOGGLE_ORGANIZATION_MEMBERS',
      'VIEW_ORGANIZATION_MEMBERS',
      'CHANGE_ORGANIZATION_MONETIZATION',
      'CREATE_ORGANIZATION_MONETIZATION',
      'DELETE_ORGANIZATION_MONETIZATION',
      'CREATE_CUSTOMER_PORTAL_SESSION',
      'CREATE_PAYMENT_SESSION',
      'CREATE_MOMENT_THUMBNAIL',
      'DELETE_MOMENT_THUMBNAIL',
      'CREATE_OBJECT_THUMBNAIL',
      'DELETE_OBJECT_THUMBNAIL',
      'CREATE_VIDEO_THUMBNAIL',
      'DELETE_VIDEO_THUMBNAIL',
      'DUPLICATE_VIDEO',
      'MANAGE_ORGANIZATION',
      'MANAGE_VIDEO_STATUS',
      'PUBLISH_VIDEO',
      'UNPUBLISH_VIDEO',
      'UPLOAD_VIDEO',
      'REVOKE_D2C_API_KEY',
      'VIEW_API_KEYS',
      'VIEW_D2C_DASHBOARD',
      'VIEW_END_CARD',
      'VIEW_VIDEO_DASHBOARD',
      'DELETE_ORGANIZATION_LOGO',
    ];
    for (const permission of named) expect(isPermission(permission)).toBe(true);
  });
});

describe('OrganizationRole', () => {
  it('labels the owner OWNER and never offers it for selection', () => {
    expect(ROLE_LABELS[OrganizationRole.ORG_OWNER]).toBe('OWNER');
    expect(ROLE_LABELS[OrganizationRole.VIDEO_EDITOR]).toBe('VIDEO EDITOR');
    expect(ASSIGNABLE_ROLES).not.toContain(OrganizationRole.ORG_OWNER);
    expect(ASSIGNABLE_ROLES).toHaveLength(3);
    expect(DEFAULT_INVITE_ROLE).toBe(OrganizationRole.VIDEO_EDITOR);
  });
});

describe('hasPermissions', () => {
  it('needs every required permission', () => {
    const granted = [Permission.VIEW_VIDEO_DASHBOARD, Permission.CHANGE_VIDEO];
    expect(hasPermissions(granted, [Permission.CHANGE_VIDEO])).toBe(true);
    expect(hasPermissions(granted, [Permission.CHANGE_VIDEO, Permission.VIEW_VIDEO_DASHBOARD])).toBe(true);
    expect(hasPermissions(granted, [Permission.CHANGE_VIDEO, Permission.DELETE_VIDEO])).toBe(false);
    expect(hasPermissions(granted, [])).toBe(true);
  });

  it('grants nothing while the list is loading', () => {
    expect(hasPermissions(undefined, [])).toBe(false);
    expect(hasPermissions(null, [Permission.VIEW_VIDEO])).toBe(false);
  });

  it('accepts the plain strings me.permissions returns', () => {
    expect(hasPermissions(['UPLOAD_VIDEO'], [Permission.UPLOAD_VIDEO])).toBe(true);
  });

  it('hasAnyPermission needs one of them', () => {
    expect(
      hasAnyPermission([Permission.CHANGE_MOMENT], [Permission.CHANGE_MOMENT, Permission.DELETE_MOMENT]),
    ).toBe(true);
    expect(hasAnyPermission([], [Permission.CHANGE_MOMENT])).toBe(false);
    expect(hasAnyPermission(undefined, [Permission.CHANGE_MOMENT])).toBe(false);
  });
});

describe('ROLE_PERMISSIONS', () => {
  const owner = permissionsForRole(OrganizationRole.ORG_OWNER);
  const admin = permissionsForRole(OrganizationRole.ORG_ADMIN);
  const editor = permissionsForRole(OrganizationRole.VIDEO_EDITOR);
  const curator = permissionsForRole(OrganizationRole.CURATOR);

  it('gives the owner everything', () => {
    expect([...owner].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('keeps billing and the organization lifecycle with the owner', () => {
    expect(hasPermissions(admin, BILLING_PERMISSIONS)).toBe(false);
    for (const permission of BILLING_PERMISSIONS) expect(admin).not.toContain(permission);
    expect(admin).not.toContain(Permission.DELETE_ORGANIZATION);
    expect(
      hasPermissions(admin, [
        Permission.MANAGE_ORGANIZATION,
        Permission.INVITE_ORGANIZATION_MEMBERS,
        Permission.CHANGE_ORGANIZATION_MONETIZATION,
        Permission.UPLOAD_VIDEO,
        ...D2C_PERMISSIONS,
      ]),
    ).toBe(true);
  });

  it('lets a video editor do all video, overlay and distribution work but not run the organization', () => {
    expect(
      hasPermissions(editor, [
        Permission.UPLOAD_VIDEO,
        Permission.PUBLISH_VIDEO,
        Permission.CREATE_VIDEO_CAPTION,
        Permission.CREATE_MOMENT_THUMBNAIL,
        Permission.CHANGE_OBJECT,
        Permission.CREATE_END_CARD,
        Permission.CHANGE_CAROUSEL,
        Permission.CREATE_PLAYLIST,
        Permission.CHANGE_MICROSITE,
      ]),
    ).toBe(true);
    for (const permission of [
      Permission.MANAGE_ORGANIZATION,
      Permission.CHANGE_ORGANIZATION,
      Permission.VIEW_ORGANIZATION_MEMBERS,
      Permission.INVITE_ORGANIZATION_MEMBERS,
      Permission.CHANGE_ORGANIZATION_MONETIZATION,
      Permission.CREATE_SOCIAL_MEDIA,
      Permission.CREATE_PAYMENT_SESSION,
      Permission.VIEW_D2C_DASHBOARD,
    ]) {
      expect(editor).not.toContain(permission);
    }
  });

  it('lets a curator view the creator suite and curate distribution, not upload, delete or publish', () => {
    expect(
      hasPermissions(curator, [
        Permission.VIEW_VIDEO_DASHBOARD,
        Permission.VIEW_VIDEO,
        Permission.VIEW_OBJECT,
        Permission.VIEW_END_CARD,
        Permission.CHANGE_MOMENT,
        Permission.CREATE_CAROUSEL,
        Permission.CHANGE_WIDGET_PRESET,
        Permission.CHANGE_PLAYLIST,
        Permission.CREATE_MICROSITE,
      ]),
    ).toBe(true);
    for (const permission of [
      Permission.UPLOAD_VIDEO,
      Permission.DELETE_VIDEO,
      Permission.PUBLISH_VIDEO,
      Permission.UNPUBLISH_VIDEO,
      Permission.CHANGE_VIDEO,
      Permission.DELETE_MOMENT,
      Permission.CREATE_END_CARD,
      Permission.MANAGE_ORGANIZATION,
    ]) {
      expect(curator).not.toContain(permission);
    }
  });

  it('lists each permission once per role', () => {
    for (const permissions of Object.values(ROLE_PERMISSIONS)) {
      expect(new Set(permissions).size).toBe(permissions.length);
    }
  });
});

describe('permissionsFor (plan-dependent)', () => {
  it('gives D2C plans the D2C permissions and not the creator suite', () => {
    const owner = permissionsFor(OrganizationRole.ORG_OWNER, SubscriptionPlan.D2C_PREMIUM);
    expect(hasPermissions(owner, D2C_PERMISSIONS)).toBe(true);
    expect(owner).not.toContain(Permission.VIEW_VIDEO_DASHBOARD);
    expect(owner).not.toContain(Permission.UPLOAD_VIDEO);
    expect(owner).not.toContain(Permission.CHANGE_ORGANIZATION_MONETIZATION);
    expect(hasPermissions(owner, [Permission.MANAGE_ORGANIZATION, Permission.CREATE_PAYMENT_SESSION])).toBe(
      true,
    );
    expect(
      hasPermissions(permissionsFor(OrganizationRole.ORG_ADMIN, SubscriptionPlan.D2C_TRIAL), D2C_PERMISSIONS),
    ).toBe(true);
    expect(permissionsFor(OrganizationRole.VIDEO_EDITOR, SubscriptionPlan.D2C_UNLIMITED)).toEqual([
      Permission.VIEW_ORGANIZATION,
    ]);
  });

  it('gives creator-suite plans no D2C permission', () => {
    for (const plan of [SubscriptionPlan.TRIAL, SubscriptionPlan.PREMIUM, SubscriptionPlan.UNLIMITED, null]) {
      const owner = permissionsFor(OrganizationRole.ORG_OWNER, plan);
      expect(owner).toContain(Permission.VIEW_VIDEO_DASHBOARD);
      expect(hasAnyPermission(owner, D2C_PERMISSIONS)).toBe(false);
    }
  });
});

describe('navigation', () => {
  it('shows entries by permission, Settings always', () => {
    const labels = (granted: readonly string[] | undefined) =>
      visibleNavigationEntries(granted).map((e) => e.label);
    expect(labels(undefined)).toEqual(['Settings']);
    expect(labels(permissionsFor(OrganizationRole.CURATOR, SubscriptionPlan.PREMIUM))).toEqual([
      'Videos',
      'Analytics',
      'Widget',
      'Playlists',
      'Microsite',
      'Overlays',
      'Settings',
    ]);
    expect(labels(permissionsFor(OrganizationRole.ORG_OWNER, SubscriptionPlan.D2C_PREMIUM))).toEqual([
      'D2C',
      'Organization',
      'Settings',
    ]);
  });
});
