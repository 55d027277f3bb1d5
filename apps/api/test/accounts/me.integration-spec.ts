import {
  D2C_PERMISSIONS,
  ErrorCode,
  OrganizationRole,
  Permission,
  ROLE_PERMISSIONS,
  SubscriptionPlan,
  SubscriptionStatus,
} from '@framehouse/domain';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { errorCode } from '../support/fixtures';
import { ME, addMember, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

interface MeResult {
  me: {
    id: string;
    name: string;
    email: string;
    avatarUrl: string | null;
    dateJoined: string;
    permissions: Permission[];
    organization: {
      id: string;
      name: string;
      logoUrl: string | null;
      ownerId: string;
      isMonetizationEnabled: boolean;
      widgetApiKey: { key: string };
      subscription: {
        id: string;
        plan: SubscriptionPlan;
        status: SubscriptionStatus;
        cost: number | null;
        endsAt: string;
      };
    };
  } | null;
}

/** What a member of a creator-suite (TRIAL) organization holds: the role's permissions without D2C. */
const expectedPermissions = (role: OrganizationRole) =>
  ROLE_PERMISSIONS[role].filter((permission) => !D2C_PERMISSIONS.includes(permission)).sort();

describe('me', () => {
  let t: TestApp;
  let owner: Owner;
  const members = {} as Record<Exclude<OrganizationRole, OrganizationRole.ORG_OWNER>, Member>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t, { name: 'Olga Owner', organizationName: 'Me Test Studio' });
    for (const role of [
      OrganizationRole.ORG_ADMIN,
      OrganizationRole.VIDEO_EDITOR,
      OrganizationRole.CURATOR,
    ] as const) {
      members[role] = await addMember(t, owner, role);
    }
  });
  afterAll(() => t.close());

  const me = (token?: string) => t.gql<MeResult>(ME, {}, token);

  it("answers the owner's account and organization", async () => {
    const response = await me(owner.token);
    expect(response.errors).toBeUndefined();
    const user = response.data.me;
    expect(user).toMatchObject({ id: owner.userId, name: 'Olga Owner', email: owner.email, avatarUrl: null });
    expect(Math.abs(new Date(user?.dateJoined ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
    expect(user?.organization).toEqual({
      id: owner.organizationId,
      name: 'Me Test Studio',
      logoUrl: null,
      ownerId: owner.userId,
      isMonetizationEnabled: false,
      widgetApiKey: { key: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) },
      subscription: {
        id: expect.any(String),
        plan: SubscriptionPlan.TRIAL,
        status: SubscriptionStatus.TRIAL,
        cost: null,
        endsAt: expect.any(String),
      },
    });
  });

  it('answers the permissions of each role (libs/domain ROLE_PERMISSIONS, without D2C on a creator-suite plan)', async () => {
    const owned = (await me(owner.token)).data.me?.permissions ?? [];
    expect([...owned].sort()).toEqual(expectedPermissions(OrganizationRole.ORG_OWNER));
    for (const [role, member] of Object.entries(members) as Array<[OrganizationRole, Member]>) {
      const response = await me(member.token);
      expect(response.errors).toBeUndefined();
      expect([...(response.data.me?.permissions ?? [])].sort()).toEqual(expectedPermissions(role));
    }
  });

  it('spot-checks the role boundaries the screens rely on', async () => {
    const permissionsOf = async (token: string) => (await me(token)).data.me?.permissions ?? [];
    const admin = await permissionsOf(members.ORG_ADMIN.token);
    const editor = await permissionsOf(members.VIDEO_EDITOR.token);
    const curator = await permissionsOf(members.CURATOR.token);
    const ownerPermissions = await permissionsOf(owner.token);

    expect(ownerPermissions).toEqual(
      expect.arrayContaining([Permission.CREATE_PAYMENT_SESSION, Permission.CANCEL_SUBSCRIPTION]),
    );
    expect(admin).toEqual(
      expect.arrayContaining([Permission.MANAGE_ORGANIZATION, Permission.INVITE_ORGANIZATION_MEMBERS]),
    );
    expect(admin).not.toContain(Permission.CREATE_PAYMENT_SESSION);
    expect(editor).toEqual(
      expect.arrayContaining([
        Permission.UPLOAD_VIDEO,
        Permission.PUBLISH_VIDEO,
        Permission.VIEW_VIDEO_DASHBOARD,
      ]),
    );
    expect(editor).not.toContain(Permission.MANAGE_ORGANIZATION);
    expect(editor).not.toContain(Permission.VIEW_ORGANIZATION_MEMBERS);
    expect(curator).toEqual(
      expect.arrayContaining([Permission.VIEW_VIDEO_DASHBOARD, Permission.CHANGE_PLAYLIST]),
    );
    expect(curator).not.toContain(Permission.UPLOAD_VIDEO);
    expect(curator).not.toContain(Permission.CHANGE_ORGANIZATION);
    for (const permissions of [ownerPermissions, admin, editor, curator]) {
      expect(permissions).not.toContain(Permission.VIEW_D2C_DASHBOARD);
    }
  });

  it("answers a member's own account with the same organization", async () => {
    const response = await me(members.CURATOR.token);
    expect(response.data.me).toMatchObject({
      id: members.CURATOR.id,
      email: members.CURATOR.email,
      name: 'Mia Member',
      organization: { id: owner.organizationId, ownerId: owner.userId },
    });
  });

  describe('without a valid session', () => {
    const expectAuthRequired = async (headers: Record<string, string>) => {
      let call = t.http.post('/graphql/').set('content-type', 'application/json');
      for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
      const response = await call.send({ query: ME });
      expect(response.status).toBe(200);
      expect(response.body.data).toBeNull();
      expect(response.body.errors).toHaveLength(1);
      expect(errorCode(response.body)).toBe(ErrorCode.AUTH_REQUIRED);
      expect(response.body.errors[0].message).toBe('Invalid session. Try to log in again.');
      expect(response.body.errors[0].path).toEqual(['me']);
    };
    /** A token signed like the API signs them (HS256 with its secret, unless another is given). */
    const sign = (claims: { sub: string; iat?: number; exp?: number }, secret = t.config.jwtSecret) =>
      t.app.get(JwtService, { strict: false }).sign(claims, {
        secret,
        algorithm: 'HS256',
        ...(claims.exp === undefined ? { expiresIn: 3600 } : {}),
      });

    it('answers AUTH_REQUIRED without a token', async () => {
      await expectAuthRequired({});
    });

    it('answers AUTH_REQUIRED for a garbage token or a malformed header', async () => {
      await expectAuthRequired({ authorization: 'Bearer garbage' });
      await expectAuthRequired({ authorization: 'Bearer ' });
      await expectAuthRequired({ authorization: `Token ${owner.token}` });
      await expectAuthRequired({ authorization: `Bearer ${owner.token.slice(0, -3)}abc` });
    });

    it('answers AUTH_REQUIRED for an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      await expectAuthRequired({
        authorization: `Bearer ${sign({ sub: owner.userId, iat: now - 7200, exp: now - 3600 })}`,
      });
    });

    it('answers AUTH_REQUIRED for a token signed with another secret, without signature, or for no user', async () => {
      await expectAuthRequired({
        authorization: `Bearer ${sign({ sub: owner.userId }, 'another-secret-of-at-least-32-characters')}`,
      });
      const payload = owner.token.split('.')[1];
      const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      await expectAuthRequired({ authorization: `Bearer ${unsignedHeader}.${payload}.` });
      await expectAuthRequired({ authorization: `Bearer ${sign({ sub: randomUUID() })}` });
      await expectAuthRequired({ authorization: `Bearer ${sign({ sub: 'not-a-uuid' })}` });
    });
  });
});
