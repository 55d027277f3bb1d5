import { ErrorCode, ErrorMessages, OrganizationRole, Permission, SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';
import { ACCEPT_ALL, CREATE_ORGANIZATION, ME, PASSWORD, REGISTER, mailedToken, registerOwner, uniqueEmail } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

describe('registration and organization creation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('registers an owner, mails the link, creates the organization with a trial and signs in', async () => {
    const owner = await registerOwner(t, { organizationName: 'Acme Video' });
    const me = await t.gql<{ me: { email: string; permissions: string[]; organization: { name: string; ownerId: string; subscription: { plan: string; status: string } } } }>(
      ME,
      {},
      owner.token,
    );
    expect(me.errors).toBeUndefined();
    expect(me.data.me.email).toBe(owner.email);
    expect(me.data.me.organization).toMatchObject({
      name: 'Acme Video',
      ownerId: owner.userId,
      subscription: { plan: SubscriptionPlan.TRIAL, status: SubscriptionStatus.TRIAL },
    });
    expect(me.data.me.permissions).toContain(Permission.VIEW_VIDEO_DASHBOARD);
    expect(me.data.me.permissions).toContain(Permission.INVITE_ORGANIZATION_MEMBERS);
    expect(OrganizationRole.ORG_OWNER).toBeDefined();
  });

  it('reports every invalid field at once with the catalogue codes', async () => {
    const response = await t.gql<{ registerOrganizationOwner: { user: null; errors: Array<{ field: string; name: string; messages: string[] }> } }>(
      REGISTER,
      {
        user: { name: '  ', email: 'not-an-email', password: '1234' },
        legal: { acceptsPrivacyPolicy: false, acceptsTermsOfUse: false },
        plan: SubscriptionPlan.TRIAL,
      },
    );
    const errors = response.data.registerOrganizationOwner.errors;
    expect(response.data.registerOrganizationOwner.user).toBeNull();
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', name: ErrorCode.VALIDATION_ERROR, messages: ['Full name cannot be empty'] },
        { field: 'email', name: ErrorCode.VALIDATION_ERROR, messages: ['Incorrect email format'] },
        { field: 'password', name: ErrorCode.PASSWORD_TOO_SHORT, messages: [ErrorMessages.PASSWORD_TOO_SHORT] },
        { field: 'password', name: ErrorCode.PASSWORD_ENTIRELY_NUMERIC, messages: [ErrorMessages.PASSWORD_ENTIRELY_NUMERIC] },
        { field: 'acceptsTermsOfUse', name: ErrorCode.TERMS_OF_USE_NOT_ACCEPTED, messages: ['You must accept the Terms of Use.'] },
        { field: 'acceptsPrivacyPolicy', name: ErrorCode.PRIVACY_POLICY_NOT_ACCEPTED, messages: ['You must accept the Privacy Policy.'] },
      ]),
    );
  });

  it('refuses a reused verification link', async () => {
    const email = uniqueEmail();
    await t.gql(REGISTER, { user: { name: 'Rita', email, password: PASSWORD }, legal: ACCEPT_ALL, plan: 'TRIAL' });
    const token = await mailedToken(t, email);
    const first = await t.gql<{ createOrganization: { errors: unknown[] } }>(CREATE_ORGANIZATION, { token, name: null });
    expect(first.data.createOrganization.errors).toEqual([]);
    const again = await t.gql<{ createOrganization: { errors: unknown[] } }>(CREATE_ORGANIZATION, { token, name: null });
    expect(again.data.createOrganization.errors).toEqual([
      { field: 'token', name: ErrorCode.TOKEN_INVALID, messages: ['Your link is invalid, try again.'] },
    ]);
  });
});
