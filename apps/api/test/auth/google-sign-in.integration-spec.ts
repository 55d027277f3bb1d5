import { ErrorCode, OrganizationRole, ToggleAction } from '@framehouse/domain';
import { startFakeGoogle, type FakeGoogle } from '../../../../tools/fakes/google-token-info';
import { payloadError, restErrors } from '../support/fixtures';
import {
  ACCEPT_ALL,
  ERRORS,
  ME,
  PASSWORD,
  REGISTER,
  addMember,
  registerOwner,
  uniqueEmail,
  type Owner,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const GOOGLE_FAILED = payloadError(
  ErrorCode.AUTH_REQUIRED,
  'access_token',
  'Google authorization failed. Try again.',
);

describe('Google sign-in (POST /auth/google/)', () => {
  let google: FakeGoogle;
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await startTestApp({ GOOGLE_CLIENT_ID: 'client-1', GOOGLE_API_BASE: google.apiBase });
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const signIn = (body?: object | string) => {
    const call = t.http.post('/auth/google/');
    return body === undefined ? call : call.send(body);
  };

  const expectRefused = async (body?: object | string) => {
    const response = await signIn(body);
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(restErrors(GOOGLE_FAILED));
  };

  it("answers a token for the account of the Google user's verified email, which opens `me`", async () => {
    google.grant('token-of-owner', { email: owner.email, aud: 'client-1' });
    const response = await signIn({ access_token: 'token-of-owner' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ token: expect.any(String) });
    const me = await t.gql<{ me: { id: string } }>(ME, {}, response.body.token);
    expect(me.errors).toBeUndefined();
    expect(me.data.me.id).toBe(owner.userId);
  });

  it('refuses a token Google does not know', async () => {
    await expectRefused({ access_token: 'never-granted' });
  });

  it('refuses a token issued to another OAuth client', async () => {
    google.grant('token-for-other-client', { email: owner.email, aud: 'client-2' });
    await expectRefused({ access_token: 'token-for-other-client' });
  });

  it('refuses a Google account whose email is not verified', async () => {
    google.grant('token-unverified-email', { email: owner.email, aud: 'client-1', emailVerified: false });
    await expectRefused({ access_token: 'token-unverified-email' });
  });

  it('refuses an email with no account, and one whose owner never opened the verification link', async () => {
    google.grant('token-of-stranger', { email: uniqueEmail('stranger'), aud: 'client-1' });
    await expectRefused({ access_token: 'token-of-stranger' });

    const pending = uniqueEmail('pending');
    await t.gql(REGISTER, {
      user: { name: 'Pending Paul', email: pending, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: 'TRIAL',
    });
    google.grant('token-of-pending', { email: pending, aud: 'client-1' });
    await expectRefused({ access_token: 'token-of-pending' });
  });

  it('refuses a missing, empty or malformed body', async () => {
    await expectRefused();
    await expectRefused({});
    await expectRefused({ access_token: '' });
    await expectRefused({ access_token: 42 });
    await expectRefused({ access_token: ['token-of-owner'] });
    await expectRefused({ token: 'token-of-owner' });
  });

  it('answers ACCOUNT_INACTIVE (not a 500) for a member the owner disabled', async () => {
    const member = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    await t.gql(
      `mutation($id: ID!) { toggleOrganizationMemberAccount(id: $id, action: ${ToggleAction.DISABLE}) { ${ERRORS} } }`,
      { id: member.id },
      owner.token,
    );
    google.grant('token-of-disabled', { email: member.email, aud: 'client-1' });
    const response = await signIn({ access_token: 'token-of-disabled' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(restErrors(payloadError(ErrorCode.ACCOUNT_INACTIVE)));
  });

  it('answers AMBIGUOUS_LOGIN for an email in two organizations, and signs in to the one named', async () => {
    const other = await registerOwner(t);
    const twice = await addMember(t, other, OrganizationRole.CURATOR, owner.email);
    google.grant('token-of-twice', { email: owner.email, aud: 'client-1' });

    const ambiguous = await signIn({ access_token: 'token-of-twice' });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body).toEqual(restErrors(payloadError(ErrorCode.AMBIGUOUS_LOGIN)));

    const chosen = await signIn({ access_token: 'token-of-twice', organizationId: other.organizationId });
    expect(chosen.status).toBe(200);
    const me = await t.gql<{ me: { id: string } }>(ME, {}, chosen.body.token);
    expect(me.data.me.id).toBe(twice.id);

    const byName = await signIn({ access_token: 'token-of-twice', organizationName: owner.organizationName });
    expect(byName.status).toBe(200);
    expect((await t.gql<{ me: { id: string } }>(ME, {}, byName.body.token)).data.me.id).toBe(owner.userId);
  });
});
