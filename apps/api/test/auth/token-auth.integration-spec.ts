import { ErrorCode, ErrorMessages, OrganizationRole, ToggleAction } from '@framehouse/domain';
import {
  ACCEPT_ALL,
  CREATE_ORGANIZATION,
  ERRORS,
  INVITE,
  ME,
  PASSWORD,
  REGISTER,
  TOKEN_AUTH,
  VERIFY_MEMBER,
  addMember,
  mailedToken,
  registerOwner,
  uniqueEmail,
  type Owner,
} from '../support/flows';
import { startFakeGoogle, type FakeGoogle } from '../../../../tools/fakes/google-token-info';
import { payloadError, restErrors, type PayloadError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

interface TokenAuthResult {
  tokenAuth: { token: string | null; errors: PayloadError[] };
}

interface MeResult {
  me: { id: string; email: string; organization: { id: string; name: string } };
}

const TOGGLE = `mutation Toggle($id: ID!, $action: MemberToggleAction!) {
  toggleOrganizationMemberAccount(id: $id, action: $action) { member { id isActive } ${ERRORS} }
}`;

describe('tokenAuth', () => {
  let t: TestApp;
  let owner: Owner;

  const tokenAuth = (variables: {
    email: string;
    password: string;
    organizationName?: string;
    organizationId?: string;
  }) => t.gql<TokenAuthResult>(TOKEN_AUTH, variables);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
  });
  afterAll(() => t.close());

  it('answers a bearer token that opens `me`, whatever the case and spaces of the email', async () => {
    const response = await tokenAuth({ email: `  ${owner.email.toUpperCase()} `, password: owner.password });
    expect(response.data.tokenAuth.errors).toEqual([]);
    const me = await t.gql<MeResult>(ME, {}, response.data.tokenAuth.token ?? '');
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toMatchObject({
      id: owner.userId,
      email: owner.email,
      organization: { id: owner.organizationId },
    });
  });

  it('answers INVALID_CREDENTIALS for a wrong password and for an unknown email alike', async () => {
    const wrongPassword = await tokenAuth({ email: owner.email, password: 'not-the-password-1' });
    const unknownEmail = await tokenAuth({ email: uniqueEmail('nobody'), password: owner.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.data.tokenAuth).toEqual({
        token: null,
        errors: [payloadError(ErrorCode.INVALID_CREDENTIALS)],
      });
    }
    expect(wrongPassword.data.tokenAuth.errors[0]?.messages).toEqual([
      "We couldn't find an account matching the email and password you entered. Please check your email and password and try again.",
    ]);
  });

  it('answers ACCOUNT_INACTIVE for a member the owner disabled, and signs them in again once enabled', async () => {
    const member = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    const disabled = await t.gql<{ toggleOrganizationMemberAccount: { errors: PayloadError[] } }>(
      TOGGLE,
      { id: member.id, action: ToggleAction.DISABLE },
      owner.token,
    );
    expect(disabled.data.toggleOrganizationMemberAccount.errors).toEqual([]);

    const refused = await tokenAuth({ email: member.email, password: PASSWORD });
    expect(refused.data.tokenAuth).toEqual({
      token: null,
      errors: [payloadError(ErrorCode.ACCOUNT_INACTIVE)],
    });
    expect(refused.data.tokenAuth.errors[0]?.messages).toEqual([
      'Your account is inactive. Contact the support.',
    ]);

    await t.gql(TOGGLE, { id: member.id, action: ToggleAction.ENABLE }, owner.token);
    const again = await tokenAuth({ email: member.email, password: PASSWORD });
    expect(again.data.tokenAuth.errors).toEqual([]);
    expect(again.data.tokenAuth.token).toEqual(expect.any(String));
  });

  it('answers ACCOUNT_NOT_VERIFIED to an owner who never opened the link, and mails a new link that works', async () => {
    const email = uniqueEmail('unverified');
    await t.gql(REGISTER, {
      user: { name: 'Una Verified', email, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: 'TRIAL',
    });
    const firstLink = await mailedToken(t, email);
    expect(t.mail.to(email)).toHaveLength(1);

    const response = await tokenAuth({ email, password: PASSWORD });
    expect(response.data.tokenAuth).toEqual({
      token: null,
      errors: [payloadError(ErrorCode.ACCOUNT_NOT_VERIFIED)],
    });
    expect(response.data.tokenAuth.errors[0]?.messages).toEqual([
      'Your account has not been verified yet. A new verification email has been sent.',
    ]);

    expect(t.mail.to(email)).toHaveLength(2);
    const newLink = await mailedToken(t, email);
    expect(newLink).not.toBe(firstLink);
    const old = await t.gql<{ createOrganization: { errors: PayloadError[] } }>(CREATE_ORGANIZATION, {
      token: firstLink,
      name: null,
    });
    expect(old.data.createOrganization.errors).toEqual([payloadError(ErrorCode.TOKEN_INVALID, 'token')]);
    const created = await t.gql<{ createOrganization: { errors: PayloadError[] } }>(CREATE_ORGANIZATION, {
      token: newLink,
      name: null,
    });
    expect(created.data.createOrganization.errors).toEqual([]);
    expect((await tokenAuth({ email, password: PASSWORD })).data.tokenAuth.errors).toEqual([]);
  });

  it('answers INVALID_CREDENTIALS, not ACCOUNT_NOT_VERIFIED, to a wrong password of an unverified owner', async () => {
    const email = uniqueEmail('unverified');
    await t.gql(REGISTER, {
      user: { name: 'Una Verified', email, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: 'TRIAL',
    });
    const response = await tokenAuth({ email, password: 'some-other-Password-1' });
    expect(response.data.tokenAuth.errors).toEqual([payloadError(ErrorCode.INVALID_CREDENTIALS)]);
    expect(t.mail.to(email)).toHaveLength(1);
  });

  describe('the same email and password in two organizations', () => {
    let first: Owner;
    let second: Owner;

    beforeAll(async () => {
      first = await registerOwner(t, { organizationName: `First ${uniqueEmail('org')}` });
      second = await registerOwner(t, { organizationName: `Second ${uniqueEmail('org')}` });
      // The first owner's address is invited into the second organization...
      const invited = await t.gql<{ inviteOrganizationMember: { errors: PayloadError[] } }>(
        INVITE,
        { email: first.email, role: OrganizationRole.ORG_ADMIN },
        second.token,
      );
      expect(invited.data.inviteOrganizationMember.errors).toEqual([]);
    });

    it('signs in to the only verified account while the invitation is still open', async () => {
      const response = await tokenAuth({ email: first.email, password: PASSWORD });
      expect(response.data.tokenAuth.errors).toEqual([]);
      const me = await t.gql<MeResult>(ME, {}, response.data.tokenAuth.token ?? '');
      expect(me.data.me.organization.id).toBe(first.organizationId);
    });

    it('answers AMBIGUOUS_LOGIN once both accounts are verified with the same password', async () => {
      // ...and verified there with the same password.
      const verified = await t.gql<{ verifyOrganizationMemberAccount: { errors: PayloadError[] } }>(
        VERIFY_MEMBER,
        {
          token: await mailedToken(t, first.email),
          user: { name: 'Twice Member', password: PASSWORD },
          legal: ACCEPT_ALL,
        },
      );
      expect(verified.data.verifyOrganizationMemberAccount.errors).toEqual([]);

      const response = await tokenAuth({ email: first.email, password: PASSWORD });
      expect(response.data.tokenAuth).toEqual({
        token: null,
        errors: [payloadError(ErrorCode.AMBIGUOUS_LOGIN)],
      });
      expect(response.data.tokenAuth.errors[0]?.messages).toEqual([
        'Multiple organizations found for the provided email and password. Specify an organization you want to log in to.',
      ]);
    });

    it('signs in to the organization named by organizationName (any case)', async () => {
      const response = await tokenAuth({
        email: first.email,
        password: PASSWORD,
        organizationName: second.organizationName.toUpperCase(),
      });
      expect(response.data.tokenAuth.errors).toEqual([]);
      const me = await t.gql<MeResult>(ME, {}, response.data.tokenAuth.token ?? '');
      expect(me.data.me.organization).toMatchObject({
        id: second.organizationId,
        name: second.organizationName,
      });
    });

    it('signs in to the organization given by organizationId', async () => {
      for (const target of [first, second]) {
        const response = await tokenAuth({
          email: first.email,
          password: PASSWORD,
          organizationId: target.organizationId,
        });
        expect(response.data.tokenAuth.errors).toEqual([]);
        const me = await t.gql<MeResult>(ME, {}, response.data.tokenAuth.token ?? '');
        expect(me.data.me.organization.id).toBe(target.organizationId);
      }
    });

    it('answers INVALID_CREDENTIALS for an organization the email has no account in', async () => {
      const byName = await tokenAuth({
        email: first.email,
        password: PASSWORD,
        organizationName: 'No Such Organization',
      });
      const byId = await tokenAuth({
        email: first.email,
        password: PASSWORD,
        organizationId: owner.organizationId,
      });
      const malformedId = await tokenAuth({
        email: first.email,
        password: PASSWORD,
        organizationId: 'not-an-id',
      });
      for (const response of [byName, byId, malformedId]) {
        expect(response.data.tokenAuth.errors).toEqual([payloadError(ErrorCode.INVALID_CREDENTIALS)]);
      }
    });
  });
});

describe('sign-in rate limits (AUTH_RATE_LIMIT=3)', () => {
  let google: FakeGoogle;
  let t: TestApp;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await startTestApp({
      AUTH_RATE_LIMIT: '3',
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_API_BASE: google.apiBase,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('tokenAuth counts only failed attempts: successful sign-ins never lock anyone out', async () => {
    const owner = await registerOwner(t);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await t.gql<TokenAuthResult>(TOKEN_AUTH, {
        email: owner.email,
        password: owner.password,
      });
      expect(response.data.tokenAuth.errors).toEqual([]);
    }
  });

  it('tokenAuth answers RATE_LIMITED from the attempt after the limit', async () => {
    const email = uniqueEmail('attacked');
    const attempts: PayloadError[][] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await t.gql<TokenAuthResult>(TOKEN_AUTH, {
        email,
        password: `guess-number-${attempt}`,
      });
      expect(response.status).toBe(200);
      attempts.push(response.data.tokenAuth.errors);
    }
    expect(attempts.slice(0, 3)).toEqual([
      [payloadError(ErrorCode.INVALID_CREDENTIALS)],
      [payloadError(ErrorCode.INVALID_CREDENTIALS)],
      [payloadError(ErrorCode.INVALID_CREDENTIALS)],
    ]);
    expect(attempts[3]).toEqual([
      { field: null, name: ErrorCode.RATE_LIMITED, messages: [ErrorMessages.RATE_LIMITED] },
    ]);
  });

  it('Google sign-in counts each attempt once and answers 429 RATE_LIMITED after the limit', async () => {
    // Three different Google users from the same address: the address is what runs out.
    const statuses: number[] = [];
    let last: unknown;
    for (let attempt = 1; attempt <= 4; attempt++) {
      google.grant(`token-${attempt}`, { email: uniqueEmail('google'), aud: 'client-1' });
      const response = await t.http.post('/auth/google/').send({ access_token: `token-${attempt}` });
      statuses.push(response.status);
      last = response.body;
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last).toEqual(
      restErrors({ field: null, name: ErrorCode.RATE_LIMITED, messages: [ErrorMessages.RATE_LIMITED] }),
    );
  });
});
