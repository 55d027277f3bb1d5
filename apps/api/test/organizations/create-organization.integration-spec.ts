import { ErrorCode, OrganizationRole } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/accounts/user.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { Organization } from '../../src/modules/organizations/organization.entity';
import {
  expireMailedToken,
  payloadError,
  rowCount,
  validationFailure,
  type PayloadError,
} from '../support/fixtures';
import {
  ACCEPT_ALL,
  CREATE_ORGANIZATION,
  INVITE,
  ME,
  PASSWORD,
  REGISTER,
  login,
  mailedToken,
  registerOwner,
  uniqueEmail,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

interface CreateResult {
  createOrganization: {
    organization: { id: string; name: string; ownerId: string; widgetApiKey: { key: string } } | null;
    paymentSession: unknown;
    errors: PayloadError[];
  };
}

describe('createOrganization (the mailed verification link)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A registered, unverified owner and the token of the mailed link. */
  async function registered(name = 'Rita Reg'): Promise<{ email: string; token: string }> {
    const email = uniqueEmail('reg');
    const response = await t.gql<{ registerOrganizationOwner: { errors: PayloadError[] } }>(REGISTER, {
      user: { name, email, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: 'TRIAL',
    });
    expect(response.data.registerOrganizationOwner.errors).toEqual([]);
    return { email, token: await mailedToken(t, email) };
  }

  const create = (token: string, name: string | null) =>
    t.gql<CreateResult>(CREATE_ORGANIZATION, { token, name });

  /** Runs a failing call and checks that no organization, subscription or membership was written. */
  async function expectNothingWritten(
    call: () => Promise<CreateResult['createOrganization']>,
  ): Promise<PayloadError[]> {
    const before = await Promise.all([rowCount(t, Organization), rowCount(t, Subscription)]);
    const payload = await call();
    expect(payload.organization).toBeNull();
    expect(await Promise.all([rowCount(t, Organization), rowCount(t, Subscription)])).toEqual(before);
    return payload.errors;
  }

  it('creates the named organization with the owner as its verified owner member', async () => {
    const { email, token } = await registered();
    const response = await create(token, '  Named Studio  ');
    expect(response.data.createOrganization.errors).toEqual([]);
    expect(response.data.createOrganization.paymentSession).toBeNull();
    const organization = response.data.createOrganization.organization;
    expect(organization).toMatchObject({ name: 'Named Studio', widgetApiKey: { key: expect.any(String) } });
    const me = await t.gql<{ me: { id: string; organization: { id: string; ownerId: string } } }>(
      ME,
      {},
      await login(t, email, PASSWORD),
    );
    expect(me.data.me.organization).toMatchObject({ id: organization?.id, ownerId: me.data.me.id });
    expect(await t.app.get(DataSource).getRepository(User).findOneByOrFail({ email })).toMatchObject({
      isVerified: true,
      isActive: true,
      organizationId: organization?.id,
      role: OrganizationRole.ORG_OWNER,
    });
  });

  it('uses "{owner}\'s organization" when no name is given, numbered when that is taken', async () => {
    const first = await registered('Dana Default');
    const second = await registered('Dana Default');
    const third = await registered('Dana Default');
    expect((await create(first.token, null)).data.createOrganization.organization?.name).toBe(
      "Dana Default's organization",
    );
    expect((await create(second.token, '')).data.createOrganization.organization?.name).toBe(
      "Dana Default's organization 2",
    );
    const withoutInput = await t.gql<CreateResult>(
      `mutation Create($token: String!) { createOrganization(token: $token) { organization { name } errors { field messages name } } }`,
      { token: third.token },
    );
    expect(withoutInput.data.createOrganization).toEqual({
      organization: { name: "Dana Default's organization 3" },
      errors: [],
    });
  });

  it('refuses a name of spaces only', async () => {
    const { token } = await registered();
    const errors = await expectNothingWritten(
      async () => (await create(token, '   ')).data.createOrganization,
    );
    expect(errors).toEqual([validationFailure('name', 'Organization name cannot be empty')]);
  });

  it('answers ORGANIZATION_NAME_TAKEN regardless of case; the link stays usable with another name', async () => {
    const taken = await registered();
    expect((await create(taken.token, 'Taken Pictures')).data.createOrganization.errors).toEqual([]);

    const { email, token } = await registered();
    const errors = await expectNothingWritten(
      async () => (await create(token, '  tAKEN pictures ')).data.createOrganization,
    );
    expect(errors).toEqual([payloadError(ErrorCode.ORGANIZATION_NAME_TAKEN, 'name')]);
    expect(errors[0]?.messages).toEqual(['Organization name is already taken.']);
    // All or nothing: the owner is still unverified and outside any organization, the link still works.
    expect(await t.app.get(DataSource).getRepository(User).findOneByOrFail({ email })).toMatchObject({
      isVerified: false,
      organizationId: null,
      role: null,
    });
    expect((await create(token, 'Free Pictures')).data.createOrganization.errors).toEqual([]);
    expect(await login(t, email, PASSWORD)).toEqual(expect.any(String));
  });

  it('answers TOKEN_EXPIRED for a link opened too late, and writes nothing', async () => {
    const { token } = await registered();
    await expireMailedToken(t, token);
    const errors = await expectNothingWritten(
      async () => (await create(token, null)).data.createOrganization,
    );
    expect(errors).toEqual([payloadError(ErrorCode.TOKEN_EXPIRED, 'token')]);
    expect(errors[0]?.messages).toEqual(['Your link has expired, try again.']);
  });

  it('answers TOKEN_INVALID for a reused link, and writes nothing', async () => {
    const { token } = await registered();
    expect((await create(token, null)).data.createOrganization.errors).toEqual([]);
    const errors = await expectNothingWritten(
      async () => (await create(token, null)).data.createOrganization,
    );
    expect(errors).toEqual([payloadError(ErrorCode.TOKEN_INVALID, 'token')]);
    expect(errors[0]?.messages).toEqual(['Your link is invalid, try again.']);
  });

  it('answers TOKEN_INVALID for a garbage, empty or other-purpose token, and writes nothing', async () => {
    const owner = await registerOwner(t);
    const invited = uniqueEmail('invited');
    await t.gql(INVITE, { email: invited, role: OrganizationRole.CURATOR }, owner.token);
    const invitation = await mailedToken(t, invited);
    for (const token of ['garbage', '', 'x'.repeat(5000), invitation]) {
      const errors = await expectNothingWritten(
        async () => (await create(token, null)).data.createOrganization,
      );
      expect(errors).toEqual([payloadError(ErrorCode.TOKEN_INVALID, 'token')]);
    }
  });
});
