import { ErrorCode, OrganizationRole, Permission, ToggleAction } from '@framehouse/domain';
import { User } from '../../src/modules/accounts/user.entity';
import { errorCode, payloadError, rowCount, validationFailure, type PayloadError } from '../support/fixtures';
import {
  ACCEPT_ALL,
  ERRORS,
  INVITE,
  ME,
  PASSWORD,
  TOKEN_AUTH,
  VERIFY_MEMBER,
  addMember,
  login,
  mailedToken,
  registerOwner,
  uniqueEmail,
  type Member,
  type Owner,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const UPDATE_MEMBER = `mutation UpdateMember($id: ID!, $role: OrganizationRole!) {
  updateOrganizationMember(id: $id, role: $role) { member { id role } ${ERRORS} }
}`;
const TOGGLE = `mutation Toggle($id: ID!, $action: MemberToggleAction!) {
  toggleOrganizationMemberAccount(id: $id, action: $action) { member { id isActive } ${ERRORS} }
}`;

interface InvitedMember {
  id: string;
  email: string;
  role: OrganizationRole;
  isActive: boolean;
  isVerified: boolean;
}

describe('organization members: invite, verify, change role, toggle', () => {
  let t: TestApp;
  let owner: Owner;
  let admin: Member;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t, { organizationName: 'Lifecycle Pictures' });
    admin = await addMember(t, owner, OrganizationRole.ORG_ADMIN, undefined, 'Ada Admin');
  });
  afterAll(() => t.close());

  const invite = async (email: string, role?: OrganizationRole, token = owner.token) =>
    (
      await t.gql<{ inviteOrganizationMember: { member: InvitedMember | null; errors: PayloadError[] } }>(
        INVITE,
        role ? { email, role } : { email },
        token,
      )
    ).data.inviteOrganizationMember;
  const verify = async (token: string, user: { name: string; password: string }, legal = ACCEPT_ALL) =>
    (
      await t.gql<{ verifyOrganizationMemberAccount: { authToken: string | null; errors: PayloadError[] } }>(
        VERIFY_MEMBER,
        {
          token,
          user,
          legal,
        },
      )
    ).data.verifyOrganizationMemberAccount;
  const updateRole = async (id: string, role: OrganizationRole, token = owner.token) =>
    (
      await t.gql<{
        updateOrganizationMember: {
          member: { id: string; role: OrganizationRole } | null;
          errors: PayloadError[];
        };
      }>(UPDATE_MEMBER, { id, role }, token)
    ).data.updateOrganizationMember;
  const toggle = async (id: string, action: ToggleAction, token = owner.token) =>
    (
      await t.gql<{
        toggleOrganizationMemberAccount: {
          member: { id: string; isActive: boolean } | null;
          errors: PayloadError[];
        };
      }>(TOGGLE, { id, action }, token)
    ).data.toggleOrganizationMemberAccount;
  const tokenAuthErrors = async (email: string, password = PASSWORD) =>
    (await t.gql<{ tokenAuth: { errors: PayloadError[] } }>(TOKEN_AUTH, { email, password })).data.tokenAuth
      .errors;

  describe('inviteOrganizationMember', () => {
    it('creates an unverified video editor by default and mails a /verify link with member=1', async () => {
      const email = uniqueEmail('invitee');
      const payload = await invite(`  ${email.toUpperCase()} `);
      expect(payload.errors).toEqual([]);
      expect(payload.member).toEqual({
        id: expect.any(String),
        email,
        role: OrganizationRole.VIDEO_EDITOR,
        isActive: true,
        isVerified: false,
      });
      const mails = t.mail.to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('Lifecycle Pictures');
      const link = new URL(mails[0]?.links.find((candidate) => candidate.startsWith(t.url)) ?? '');
      expect(link.pathname).toBe('/verify');
      expect(link.searchParams.get('member')).toBe('1');
      expect(link.searchParams.get('id')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    });

    it('invites with the chosen role; an admin may invite too', async () => {
      const payload = await invite(uniqueEmail('curator'), OrganizationRole.CURATOR, admin.token);
      expect(payload.errors).toEqual([]);
      expect(payload.member?.role).toBe(OrganizationRole.CURATOR);
    });

    it('answers "Incorrect email format" and writes nothing', async () => {
      for (const email of ['not-an-email', '', 'a@b', 'two words@example.com']) {
        const usersBefore = await rowCount(t, User);
        expect(await invite(email)).toEqual({
          member: null,
          errors: [validationFailure('email', 'Incorrect email format')],
        });
        expect(await rowCount(t, User)).toBe(usersBefore);
      }
    });

    it('answers DUPLICATED_EMAIL_IN_ORGANIZATION for an address already in the organization, invited or verified', async () => {
      const email = uniqueEmail('twice');
      expect((await invite(email)).errors).toEqual([]);
      for (const address of [email.toUpperCase(), admin.email, owner.email]) {
        expect(await invite(address)).toEqual({
          member: null,
          errors: [payloadError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, 'email')],
        });
      }
      expect(t.mail.to(email)).toHaveLength(1);
    });

    it('lets exactly one of several simultaneous invitations of an address through', async () => {
      const email = uniqueEmail('simultaneous');
      const payloads = await Promise.all(Array.from({ length: 8 }, () => invite(email)));
      expect(payloads.filter((payload) => payload.errors.length === 0)).toHaveLength(1);
      for (const payload of payloads.filter((candidate) => candidate.errors.length > 0)) {
        expect(payload).toEqual({
          member: null,
          errors: [payloadError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, 'email')],
        });
      }
      expect(t.mail.to(email)).toHaveLength(1);
    });

    it('answers ORG_OWNER_ROLE_RESERVED for the owner role and mails nothing', async () => {
      const email = uniqueEmail('would-be-owner');
      expect(await invite(email, OrganizationRole.ORG_OWNER)).toEqual({
        member: null,
        errors: [payloadError(ErrorCode.ORG_OWNER_ROLE_RESERVED, 'role')],
      });
      expect(t.mail.to(email)).toEqual([]);
    });
  });

  describe('verifyOrganizationMemberAccount', () => {
    let email: string;
    let token: string;

    beforeAll(async () => {
      email = uniqueEmail('verifying');
      expect((await invite(email, OrganizationRole.CURATOR)).errors).toEqual([]);
      token = await mailedToken(t, email);
    });

    it('cannot sign in before the account is created', async () => {
      expect(await tokenAuthErrors(email)).toEqual([payloadError(ErrorCode.INVALID_CREDENTIALS)]);
    });

    it('applies the password rules and the legal agreements, all at once, without using the link up', async () => {
      const localPart = email.split('@')[0] ?? '';
      expect((await verify(token, { name: 'Vera', password: 'Sh0rt!' })).errors).toEqual([
        payloadError(ErrorCode.PASSWORD_TOO_SHORT, 'password'),
      ]);
      expect((await verify(token, { name: 'Vera', password: localPart })).errors).toEqual([
        payloadError(ErrorCode.PASSWORD_TOO_SIMILAR, 'password'),
      ]);
      expect((await verify(token, { name: 'Vera', password: '2718281828' })).errors).toEqual([
        payloadError(ErrorCode.PASSWORD_ENTIRELY_NUMERIC, 'password'),
      ]);
      const refused = await verify(
        token,
        { name: '   ', password: PASSWORD },
        { acceptsPrivacyPolicy: false, acceptsTermsOfUse: false },
      );
      expect(refused.authToken).toBeNull();
      expect(refused.errors).toEqual([
        validationFailure('name', 'Full name cannot be empty'),
        payloadError(ErrorCode.TERMS_OF_USE_NOT_ACCEPTED, 'acceptsTermsOfUse'),
        payloadError(ErrorCode.PRIVACY_POLICY_NOT_ACCEPTED, 'acceptsPrivacyPolicy'),
      ]);
      expect(refused.errors.flatMap((error) => error.messages)).toEqual([
        'Full name cannot be empty',
        'You must accept the Terms of Use.',
        'You must accept the Privacy Policy.',
      ]);
      expect(
        (
          await verify(
            token,
            { name: 'Vera', password: PASSWORD },
            { acceptsPrivacyPolicy: true, acceptsTermsOfUse: false },
          )
        ).errors,
      ).toEqual([payloadError(ErrorCode.TERMS_OF_USE_NOT_ACCEPTED, 'acceptsTermsOfUse')]);
    });

    it('creates the account and signs the member in with the answered authToken', async () => {
      const payload = await verify(token, { name: '  Vera Verified ', password: PASSWORD });
      expect(payload.errors).toEqual([]);
      const me = await t.gql<{
        me: { email: string; name: string; permissions: Permission[]; organization: { id: string } };
      }>(ME, {}, payload.authToken ?? '');
      expect(me.errors).toBeUndefined();
      expect(me.data.me).toMatchObject({
        email,
        name: 'Vera Verified',
        organization: { id: owner.organizationId },
      });
      expect(me.data.me.permissions).toContain(Permission.VIEW_PLAYLIST);
      expect(me.data.me.permissions).not.toContain(Permission.UPLOAD_VIDEO);
      expect(await login(t, email, PASSWORD)).toEqual(expect.any(String));
    });

    it('answers TOKEN_INVALID when the link is used again, or for a garbage or other-purpose token', async () => {
      expect(await verify(token, { name: 'Again', password: 'another-Password-5' })).toEqual({
        authToken: null,
        errors: [payloadError(ErrorCode.TOKEN_INVALID, 'token')],
      });
      await t.gql(`mutation($email: String!) { requestPasswordReset(email: $email) { ok } }`, { email });
      const resetToken = new URL((await t.mail.latest(email)).links[0] ?? '').searchParams.get('id') ?? '';
      for (const other of ['garbage', '', resetToken]) {
        expect((await verify(other, { name: 'Again', password: 'another-Password-5' })).errors).toEqual([
          payloadError(ErrorCode.TOKEN_INVALID, 'token'),
        ]);
      }
      expect(await login(t, email, PASSWORD)).toEqual(expect.any(String));
    });
  });

  describe('updateOrganizationMember', () => {
    let member: Member;
    beforeAll(async () => {
      member = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    });

    it("changes a member's role, and the member's permissions follow at once", async () => {
      const payload = await updateRole(member.id, OrganizationRole.CURATOR);
      expect(payload).toEqual({ member: { id: member.id, role: OrganizationRole.CURATOR }, errors: [] });
      const me = await t.gql<{ me: { permissions: Permission[] } }>(ME, {}, member.token);
      expect(me.data.me.permissions).not.toContain(Permission.UPLOAD_VIDEO);
      expect((await updateRole(member.id, OrganizationRole.ORG_ADMIN, admin.token)).errors).toEqual([]);
      const promoted = await t.gql<{ me: { permissions: Permission[] } }>(ME, {}, member.token);
      expect(promoted.data.me.permissions).toContain(Permission.INVITE_ORGANIZATION_MEMBERS);
      expect((await updateRole(member.id, OrganizationRole.VIDEO_EDITOR)).errors).toEqual([]);
    });

    it('answers ORG_OWNER_ROLE_RESERVED for the owner role', async () => {
      expect(await updateRole(member.id, OrganizationRole.ORG_OWNER)).toEqual({
        member: null,
        errors: [payloadError(ErrorCode.ORG_OWNER_ROLE_RESERVED, 'role')],
      });
      expect(await updateRole(owner.userId, OrganizationRole.ORG_OWNER)).toEqual({
        member: null,
        errors: [payloadError(ErrorCode.ORG_OWNER_ROLE_RESERVED, 'role')],
      });
    });

    it("answers CAN_NOT_CHANGE_ORG_OWNER_ROLE for the owner's role, whoever asks", async () => {
      for (const token of [owner.token, admin.token]) {
        expect(await updateRole(owner.userId, OrganizationRole.ORG_ADMIN, token)).toEqual({
          member: null,
          errors: [payloadError(ErrorCode.CAN_NOT_CHANGE_ORG_OWNER_ROLE, 'role')],
        });
      }
      const me = await t.gql<{ me: { permissions: Permission[] } }>(ME, {}, owner.token);
      expect(me.data.me.permissions).toContain(Permission.CREATE_PAYMENT_SESSION);
    });

    it('refuses a member without CHANGE_ORGANIZATION_MEMBERS', async () => {
      expect((await updateRole(admin.id, OrganizationRole.CURATOR, member.token)).errors).toEqual([
        payloadError(ErrorCode.PERMISSIONS_ERROR),
      ]);
    });
  });

  describe('toggleOrganizationMemberAccount', () => {
    let member: Member;
    beforeAll(async () => {
      member = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    });

    it("DISABLE ends the member's session at once and login answers ACCOUNT_INACTIVE", async () => {
      expect((await t.gql(ME, {}, member.token)).errors).toBeUndefined();
      expect(await toggle(member.id, ToggleAction.DISABLE)).toEqual({
        member: { id: member.id, isActive: false },
        errors: [],
      });

      const me = await t.gql(ME, {}, member.token);
      expect(errorCode(me)).toBe(ErrorCode.AUTH_REQUIRED);
      expect(await tokenAuthErrors(member.email)).toEqual([payloadError(ErrorCode.ACCOUNT_INACTIVE)]);
    });

    it('ENABLE lets the member sign in again', async () => {
      expect(await toggle(member.id, ToggleAction.ENABLE, admin.token)).toEqual({
        member: { id: member.id, isActive: true },
        errors: [],
      });
      const session = await login(t, member.email, PASSWORD);
      expect((await t.gql(ME, {}, session)).errors).toBeUndefined();
      // The sessions DISABLE ended stay ended.
      expect(errorCode(await t.gql(ME, {}, member.token))).toBe(ErrorCode.AUTH_REQUIRED);
    });

    it('is idempotent', async () => {
      expect((await toggle(member.id, ToggleAction.ENABLE)).member?.isActive).toBe(true);
      expect((await toggle(member.id, ToggleAction.DISABLE)).member?.isActive).toBe(false);
      expect((await toggle(member.id, ToggleAction.DISABLE)).member?.isActive).toBe(false);
      expect((await toggle(member.id, ToggleAction.ENABLE)).member?.isActive).toBe(true);
    });

    it('answers CAN_NOT_DEACTIVATE_ORG_OWNER when an admin toggles the owner', async () => {
      for (const action of [ToggleAction.DISABLE, ToggleAction.ENABLE]) {
        expect(await toggle(owner.userId, action, admin.token)).toEqual({
          member: null,
          errors: [payloadError(ErrorCode.CAN_NOT_DEACTIVATE_ORG_OWNER)],
        });
      }
      expect((await t.gql(ME, {}, owner.token)).errors).toBeUndefined();
    });

    it('refuses toggling oneself with VALIDATION_ERROR', async () => {
      for (const self of [owner, { token: admin.token, userId: admin.id }]) {
        expect(await toggle(self.userId, ToggleAction.DISABLE, self.token)).toEqual({
          member: null,
          errors: [validationFailure('id', "You can't change the active state of your own account.")],
        });
      }
      expect((await t.gql(ME, {}, admin.token)).errors).toBeUndefined();
    });

    it('answers ACCOUNT_NOT_VERIFIED for an invited member who has not created the account', async () => {
      const pending = await invite(uniqueEmail('pending'));
      for (const action of [ToggleAction.DISABLE, ToggleAction.ENABLE]) {
        const payload = await toggle(pending.member?.id ?? '', action);
        expect(payload).toEqual({
          member: null,
          errors: [
            payloadError(
              ErrorCode.ACCOUNT_NOT_VERIFIED,
              null,
              'This account needs to be verified before activation.',
            ),
          ],
        });
      }
    });

    it('refuses a member without TOGGLE_ORGANIZATION_MEMBERS', async () => {
      // A new session: the member's first one ended when the member was disabled above.
      const session = await login(t, member.email, PASSWORD);
      expect((await toggle(admin.id, ToggleAction.DISABLE, session)).errors).toEqual([
        payloadError(ErrorCode.PERMISSIONS_ERROR),
      ]);
      expect((await t.gql(ME, {}, admin.token)).errors).toBeUndefined();
    });
  });
});
