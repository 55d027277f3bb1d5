import { ErrorCode } from '@framehouse/domain';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the SDK's end-to-end test: the generated client against this API, from source as Jest runs it
import {
  createFramehouseClient,
  GraphQLRequestError,
  OrganizationRole,
  SubscriptionPlan,
  SubscriptionStatus,
  type FramehouseSdk,
} from '../../../../libs/sdk/src';
import { PASSWORD, mailedToken, uniqueEmail } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

describe('the typed SDK against the real API', () => {
  let t: TestApp;
  let token: string | null = null;
  let sdk: FramehouseSdk;

  beforeAll(async () => {
    t = await startTestApp();
    sdk = createFramehouseClient({ url: `${t.url}/graphql/`, getToken: () => token });
  });
  afterAll(() => t.close());

  it('registers, verifies, signs in, reads me and invites through the generated functions', async () => {
    const email = uniqueEmail('sdk');
    const registered = await sdk.RegisterOrganizationOwner({
      user: { name: 'Sam Sdk', email, password: PASSWORD },
      legalAgreements: { acceptsPrivacyPolicy: true, acceptsTermsOfUse: true },
      subscriptionPlan: SubscriptionPlan.Trial,
    });
    expect(registered.registerOrganizationOwner).toEqual({
      user: { id: expect.any(String), email, name: 'Sam Sdk' },
      errors: [],
    });

    const created = await sdk.CreateOrganization({
      token: await mailedToken(t, email),
      organization: { name: 'Sdk Studio' },
    });
    expect(created.createOrganization.errors).toEqual([]);
    expect(created.createOrganization.organization?.name).toBe('Sdk Studio');

    const refused = await sdk.TokenAuth({ email, password: 'wrong-Password-1' });
    expect(refused.tokenAuth.errors.map((error) => error.name)).toEqual([ErrorCode.INVALID_CREDENTIALS]);
    const login = await sdk.TokenAuth({ email, password: PASSWORD });
    expect(login.tokenAuth.errors).toEqual([]);
    token = login.tokenAuth.token;

    const { me } = await sdk.Me();
    expect(me).toMatchObject({
      id: registered.registerOrganizationOwner.user?.id,
      email,
      organization: {
        name: 'Sdk Studio',
        subscription: { plan: SubscriptionPlan.Trial, status: SubscriptionStatus.Trial },
      },
    });

    const invitee = uniqueEmail('sdk-invitee');
    const invited = await sdk.InviteOrganizationMember({ email: invitee, role: OrganizationRole.Curator });
    expect(invited.inviteOrganizationMember.errors).toEqual([]);
    expect(invited.inviteOrganizationMember.member).toMatchObject({
      email: invitee,
      role: OrganizationRole.Curator,
      isVerified: false,
    });
    expect((await t.mail.latest(invitee)).links.some((link) => link.includes('/verify?'))).toBe(true);

    const members = await sdk.OrganizationMembers({ isVerified: false });
    expect(members.organizationMembers.nodes.map((node) => node.email)).toEqual([invitee]);
  });

  it('throws a GraphQLRequestError carrying the code when a query fails', async () => {
    token = null;
    const failure = await sdk.Me().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).code).toBe(ErrorCode.AUTH_REQUIRED);
  });
});
