import {
  ErrorCode,
  ErrorMessages,
  OrganizationRole,
  Permission,
  SubscriptionPlan,
  SubscriptionStatus,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/accounts/user.entity';
import { payloadError, rowCount, validationFailure, type PayloadError } from '../support/fixtures';
import {
  ACCEPT_ALL,
  CREATE_ORGANIZATION,
  ME,
  PASSWORD,
  REGISTER,
  TOKEN_AUTH,
  addMember,
  login,
  mailedToken,
  registerOwner,
  uniqueEmail,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('registration and organization creation', () => {
  it('registers an owner, mails the link, creates the organization with a trial and signs in', async () => {
    const owner = await registerOwner(t, { organizationName: 'Acme Video' });
    const me = await t.gql<{
      me: {
        email: string;
        permissions: string[];
        organization: { name: string; ownerId: string; subscription: { plan: string; status: string } };
      };
    }>(ME, {}, owner.token);
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
    const response = await t.gql<{
      registerOrganizationOwner: {
        user: null;
        errors: Array<{ field: string; name: string; messages: string[] }>;
      };
    }>(REGISTER, {
      user: { name: '  ', email: 'not-an-email', password: '1234' },
      legal: { acceptsPrivacyPolicy: false, acceptsTermsOfUse: false },
      plan: SubscriptionPlan.TRIAL,
    });
    const errors = response.data.registerOrganizationOwner.errors;
    expect(response.data.registerOrganizationOwner.user).toBeNull();
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', name: ErrorCode.VALIDATION_ERROR, messages: ['Full name cannot be empty'] },
        { field: 'email', name: ErrorCode.VALIDATION_ERROR, messages: ['Incorrect email format'] },
        {
          field: 'password',
          name: ErrorCode.PASSWORD_TOO_SHORT,
          messages: [ErrorMessages.PASSWORD_TOO_SHORT],
        },
        {
          field: 'password',
          name: ErrorCode.PASSWORD_ENTIRELY_NUMERIC,
          messages: [ErrorMessages.PASSWORD_ENTIRELY_NUMERIC],
        },
        {
          field: 'acceptsTermsOfUse',
          name: ErrorCode.TERMS_OF_USE_NOT_ACCEPTED,
          messages: ['You must accept the Terms of Use.'],
        },
        {
          field: 'acceptsPrivacyPolicy',
          name: ErrorCode.PRIVACY_POLICY_NOT_ACCEPTED,
          messages: ['You must accept the Privacy Policy.'],
        },
      ]),
    );
  });

  it('refuses a reused verification link', async () => {
    const email = uniqueEmail();
    await t.gql(REGISTER, {
      user: { name: 'Rita', email, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: 'TRIAL',
    });
    const token = await mailedToken(t, email);
    const first = await t.gql<{ createOrganization: { errors: unknown[] } }>(CREATE_ORGANIZATION, {
      token,
      name: null,
    });
    expect(first.data.createOrganization.errors).toEqual([]);
    const again = await t.gql<{ createOrganization: { errors: unknown[] } }>(CREATE_ORGANIZATION, {
      token,
      name: null,
    });
    expect(again.data.createOrganization.errors).toEqual([
      { field: 'token', name: ErrorCode.TOKEN_INVALID, messages: ['Your link is invalid, try again.'] },
    ]);
  });
});

describe('registration plans', () => {
  interface MeResult {
    me: {
      permissions: Permission[];
      organization: {
        subscription: {
          plan: SubscriptionPlan;
          status: SubscriptionStatus;
          endsAt: string | null;
          cost: number | null;
        };
      };
    };
  }

  /** Registers for a plan, opens the mailed link and signs in; answers the link's path and `me`. */
  async function registerFor(plan: SubscriptionPlan): Promise<{ linkPath: string; me: MeResult['me'] }> {
    const email = uniqueEmail(plan.toLowerCase());
    const registered = await t.gql<{
      registerOrganizationOwner: { errors: unknown[]; user: { email: string } };
    }>(REGISTER, {
      user: { name: 'Paula Plan', email, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan,
    });
    expect(registered.data.registerOrganizationOwner).toEqual({
      errors: [],
      user: expect.objectContaining({ email }),
    });
    const mail = await t.mail.latest(email);
    const link = new URL(mail.links.find((candidate) => candidate.startsWith(t.url)) ?? '');
    const created = await t.gql<{ createOrganization: { errors: unknown[] } }>(CREATE_ORGANIZATION, {
      token: link.searchParams.get('id'),
      name: null,
    });
    expect(created.data.createOrganization.errors).toEqual([]);
    const me = await t.gql<MeResult>(ME, {}, await login(t, email, PASSWORD));
    expect(me.errors).toBeUndefined();
    return { linkPath: link.pathname, me: me.data.me };
  }

  const DAY = 24 * 60 * 60 * 1000;
  const expectEndsInTrialLength = (endsAt: string | null) => {
    expect(endsAt).not.toBeNull();
    const days = (new Date(endsAt ?? 0).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
  };
  const BILLING_ONLY = [
    Permission.CANCEL_SUBSCRIPTION,
    Permission.CREATE_PAYMENT_SESSION,
    Permission.CREATE_CUSTOMER_PORTAL_SESSION,
    Permission.MANAGE_ORGANIZATION,
  ];

  it('TRIAL: /verify link, a 14-day trial, the creator suite and no D2C', async () => {
    const { linkPath, me } = await registerFor(SubscriptionPlan.TRIAL);
    expect(linkPath).toBe('/verify');
    expect(me.organization.subscription).toMatchObject({
      plan: SubscriptionPlan.TRIAL,
      status: SubscriptionStatus.TRIAL,
      cost: null,
    });
    expectEndsInTrialLength(me.organization.subscription.endsAt);
    expect(me.permissions).toContain(Permission.VIEW_VIDEO_DASHBOARD);
    expect(me.permissions).not.toContain(Permission.VIEW_D2C_DASHBOARD);
  });

  it('PREMIUM: /verify link, INACTIVE until paid, only billing and the organization screen meanwhile', async () => {
    const { linkPath, me } = await registerFor(SubscriptionPlan.PREMIUM);
    expect(linkPath).toBe('/verify');
    expect(me.organization.subscription).toMatchObject({
      plan: SubscriptionPlan.PREMIUM,
      status: SubscriptionStatus.INACTIVE,
      endsAt: null,
    });
    expect([...me.permissions].sort()).toEqual([...BILLING_ONLY].sort());
  });

  it('D2C_TRIAL: /verify/d2c link, a 14-day D2C trial, the D2C dashboard and no video dashboard', async () => {
    const { linkPath, me } = await registerFor(SubscriptionPlan.D2C_TRIAL);
    expect(linkPath).toBe('/verify/d2c');
    expect(me.organization.subscription).toMatchObject({
      plan: SubscriptionPlan.D2C_TRIAL,
      status: SubscriptionStatus.D2C_TRIAL,
    });
    expectEndsInTrialLength(me.organization.subscription.endsAt);
    expect(me.permissions).toContain(Permission.VIEW_D2C_DASHBOARD);
    expect(me.permissions).not.toContain(Permission.VIEW_VIDEO_DASHBOARD);
    expect(me.permissions).not.toContain(Permission.UPLOAD_VIDEO);
  });

  it('D2C_PREMIUM: /verify/d2c link, INACTIVE until paid, only billing and the organization screen meanwhile', async () => {
    const { linkPath, me } = await registerFor(SubscriptionPlan.D2C_PREMIUM);
    expect(linkPath).toBe('/verify/d2c');
    expect(me.organization.subscription).toMatchObject({
      plan: SubscriptionPlan.D2C_PREMIUM,
      status: SubscriptionStatus.INACTIVE,
      endsAt: null,
    });
    expect([...me.permissions].sort()).toEqual([...BILLING_ONLY].sort());
  });

  it('refuses the UNLIMITED plans, which only an operator grants, and writes nothing', async () => {
    for (const plan of [SubscriptionPlan.UNLIMITED, SubscriptionPlan.D2C_UNLIMITED]) {
      const email = uniqueEmail('unlimited');
      const usersBefore = await rowCount(t, User);
      const response = await t.gql<{ registerOrganizationOwner: { user: unknown; errors: PayloadError[] } }>(
        REGISTER,
        {
          user: { name: 'Ursula', email, password: PASSWORD },
          legal: ACCEPT_ALL,
          plan,
        },
      );
      expect(response.data.registerOrganizationOwner).toEqual({
        user: null,
        errors: [validationFailure('subscriptionPlan', 'This plan cannot be chosen at registration.')],
      });
      expect(await rowCount(t, User)).toBe(usersBefore);
      expect(t.mail.to(email)).toEqual([]);
    }
  });

  /** Registers an address and answers the link mailed for this registration. */
  async function registerPending(
    email: string,
    name: string,
    password: string,
    plan: SubscriptionPlan,
  ): Promise<string> {
    const mailsBefore = t.mail.to(email).length;
    const registered = await t.gql<{
      registerOrganizationOwner: { errors: unknown[]; user: { email: string; name: string } };
    }>(REGISTER, { user: { name, email, password }, legal: ACCEPT_ALL, plan });
    // The answer is that of a first registration, whatever else is pending for the address.
    expect(registered.data.registerOrganizationOwner).toEqual({
      errors: [],
      user: expect.objectContaining({ email: email.toLowerCase(), name }),
    });
    expect(t.mail.to(email)).toHaveLength(mailsBefore + 1);
    return mailedToken(t, email);
  }

  const createOrganization = (token: string) =>
    t.gql<{
      createOrganization: {
        errors: PayloadError[];
        organization: { name: string; subscription: { plan: string } } | null;
      };
    }>(CREATE_ORGANIZATION, { token, name: null });

  const loginErrors = async (email: string, password: string) =>
    (await t.gql<{ tokenAuth: { errors: PayloadError[] } }>(TOKEN_AUTH, { email, password })).data.tokenAuth
      .errors;

  it("pre-account takeover: a second registration of a pending address cannot take over the victim's account", async () => {
    const email = uniqueEmail('victim');
    const victimLink = await registerPending(email, 'Victor Victim', PASSWORD, SubscriptionPlan.TRIAL);
    // The attacker registers the same address with a password of their own before the victim verifies.
    await registerPending(email, 'Victor Victim', 'attacker-Secret-66', SubscriptionPlan.PREMIUM);

    const created = await createOrganization(victimLink);
    expect(created.data.createOrganization.errors).toEqual([]);
    expect(created.data.createOrganization.organization).toMatchObject({
      name: "Victor Victim's organization",
      subscription: { plan: SubscriptionPlan.TRIAL },
    });
    expect(await loginErrors(email, 'attacker-Secret-66')).toEqual([
      payloadError(ErrorCode.INVALID_CREDENTIALS),
    ]);
    expect(await login(t, email, PASSWORD)).toEqual(expect.any(String));
    expect(await t.app.get(DataSource).getRepository(User).countBy({ email })).toBe(1);
  });

  it('keeps registrations of a pending address apart: the link opened first wins with its own name, plan and password', async () => {
    const email = uniqueEmail('again');
    const firstLink = await registerPending(email, 'First Try', PASSWORD, SubscriptionPlan.TRIAL);
    const secondLink = await registerPending(
      email.toUpperCase(),
      'Second Try',
      'another-Secret-77',
      SubscriptionPlan.D2C_TRIAL,
    );
    expect(secondLink).not.toBe(firstLink);

    const created = await createOrganization(secondLink);
    expect(created.data.createOrganization.errors).toEqual([]);
    expect(created.data.createOrganization.organization).toMatchObject({
      name: "Second Try's organization",
      subscription: { plan: SubscriptionPlan.D2C_TRIAL },
    });
    expect(await login(t, email, 'another-Secret-77')).toEqual(expect.any(String));
    expect(await loginErrors(email, PASSWORD)).toEqual([payloadError(ErrorCode.INVALID_CREDENTIALS)]);
    // The other registration was discarded with its link.
    expect((await createOrganization(firstLink)).data.createOrganization.errors).toEqual([
      payloadError(ErrorCode.TOKEN_INVALID, 'token'),
    ]);
    expect(await t.app.get(DataSource).getRepository(User).countBy({ email })).toBe(1);
  });

  it('two links of one address opened at once make one organization; the other link is invalid', async () => {
    const email = uniqueEmail('race');
    const links = [
      await registerPending(email, 'Ann One', PASSWORD, SubscriptionPlan.TRIAL),
      await registerPending(email, 'Ann Two', 'another-Secret-78', SubscriptionPlan.TRIAL),
    ];
    const results = await Promise.all(links.map(createOrganization));
    const errors = results.map((result) => result.data.createOrganization.errors);
    expect(errors).toEqual(expect.arrayContaining([[], [payloadError(ErrorCode.TOKEN_INVALID, 'token')]]));
    const users = await t.app.get(DataSource).getRepository(User).findBy({ email });
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ isVerified: true, organizationId: expect.any(String) });
  });

  it('answers ACCOUNT_FOR_EMAIL_EXISTS for an email with a verified account in an organization', async () => {
    const owner = await registerOwner(t);
    const member = await addMember(t, owner, OrganizationRole.CURATOR);
    for (const email of [owner.email, member.email.toUpperCase()]) {
      const usersBefore = await rowCount(t, User);
      const response = await t.gql<{ registerOrganizationOwner: { user: unknown; errors: PayloadError[] } }>(
        REGISTER,
        {
          user: { name: 'Copy Cat', email, password: PASSWORD },
          legal: ACCEPT_ALL,
          plan: 'TRIAL',
        },
      );
      expect(response.data.registerOrganizationOwner).toEqual({
        user: null,
        errors: [payloadError(ErrorCode.ACCOUNT_FOR_EMAIL_EXISTS, 'email')],
      });
      expect(response.data.registerOrganizationOwner.errors[0]?.messages).toEqual([
        'Another verified account with this email already exists, try using email alias.',
      ]);
      expect(await rowCount(t, User)).toBe(usersBefore);
    }
  });
});
