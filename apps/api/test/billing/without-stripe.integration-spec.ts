import { ErrorCode, Permission, SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { payloadError, type PayloadError } from '../support/fixtures';
import { buildOnce, REPO_ROOT } from '../support/built-project';
import { ERRORS, login, PASSWORD, registerOwner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { CREATE_PAID_ORGANIZATION, planOf, registeredFor } from './billing-support';

const run = promisify(execFile);
const ADMIN_CLI = join(REPO_ROOT, 'apps/api/dist/cli/admin-cli.js');

/** A self-hosted server that sells nothing: paid plans wait for the operator's `set-plan`. */
describe('billing without a payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    buildOnce('apps/api/tsconfig.app.json');
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const plan = (token: string) => planOf(t, token);

  /** `npm run admin -- set-plan …` against the test's own database. */
  const setPlan = (...args: string[]) =>
    run(process.execPath, [ADMIN_CLI, 'set-plan', ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: t.config.redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
      },
    });

  it('creates a paid registration deactivated, with no checkout, and pay-now cannot take a card', async () => {
    const { email, token: link } = await registeredFor(t, SubscriptionPlan.PREMIUM);
    const created = await t.gql<{
      createOrganization: {
        organization: { subscription: { status: string } };
        paymentSession: null;
        errors: PayloadError[];
      };
    }>(CREATE_PAID_ORGANIZATION, {
      token: link,
      name: `Self ${email}`,
      paymentSession: { successUrl: `${t.url}/register/success-payment`, cancelUrl: `${t.url}/register` },
    });
    expect(created.data.createOrganization).toMatchObject({
      organization: { subscription: { status: SubscriptionStatus.INACTIVE } },
      paymentSession: null,
      errors: [],
    });

    const token = await login(t, email, PASSWORD);
    expect((await plan(token)).organization.subscription).toMatchObject({
      status: SubscriptionStatus.INACTIVE,
      paymentsEnabled: false,
      billingPortalAvailable: false,
    });
    const pay = await t.gql<{ createPaymentSession: { paymentSession: null; errors: PayloadError[] } }>(
      `mutation { createPaymentSession(successUrl: "${t.url}/organization/payment-plan", cancelUrl: "${t.url}/pay-now") { paymentSession { id } ${ERRORS} } }`,
      {},
      token,
    );
    expect(pay.data.createPaymentSession.errors).toEqual([payloadError(ErrorCode.PAYMENTS_NOT_CONFIGURED)]);
    const portal = await t.gql<{ createCustomerPortalSession: { errors: PayloadError[] } }>(
      `mutation { createCustomerPortalSession(returnUrl: "${t.url}/organization") { url ${ERRORS} } }`,
      {},
      token,
    );
    expect(portal.data.createCustomerPortalSession.errors).toEqual([
      payloadError(ErrorCode.PAYMENTS_NOT_CONFIGURED),
    ]);
  });

  it("the operator's set-plan gives an expired organization its plan back, until a date or without end", async () => {
    const owner = await registerOwner(t);
    await t.app
      .get(DataSource)
      .getRepository(Subscription)
      .update({ organizationId: owner.organizationId }, { endsAt: new Date(Date.now() - 1000) });
    expect((await plan(owner.token)).permissions).not.toContain(Permission.UPLOAD_VIDEO);

    const { stdout } = await setPlan(
      '--organization',
      owner.organizationName,
      '--plan',
      'PREMIUM',
      '--until',
      '2099-12-31',
    );
    expect(stdout).toContain(
      `"${owner.organizationName}" is on plan PREMIUM (PREMIUM) until 2099-12-31T23:59:59.999Z`,
    );
    const granted = await plan(owner.token);
    expect(granted.organization.subscription).toMatchObject({
      plan: SubscriptionPlan.PREMIUM,
      status: SubscriptionStatus.PREMIUM,
      endsAt: '2099-12-31T23:59:59.999Z',
    });
    expect(granted.permissions).toContain(Permission.UPLOAD_VIDEO);

    await setPlan('--organization', owner.organizationId, '--plan', 'UNLIMITED');
    expect((await plan(owner.token)).organization.subscription).toMatchObject({
      plan: SubscriptionPlan.UNLIMITED,
      status: SubscriptionStatus.UNLIMITED,
      endsAt: null,
    });
  });

  it('set-plan refuses an unknown organization, plan or date, and changes nothing', async () => {
    const owner = await registerOwner(t);
    const before = await plan(owner.token);
    for (const args of [
      ['--organization', 'No such organization', '--plan', 'PREMIUM'],
      ['--organization', owner.organizationName, '--plan', 'GOLD'],
      ['--organization', owner.organizationName, '--plan', 'PREMIUM', '--until', 'someday'],
      ['--organization', owner.organizationName, '--plan', 'PREMIUM', '--until', '2001-01-01'],
    ]) {
      await expect(setPlan(...args)).rejects.toMatchObject({ code: 1 });
    }
    expect(await plan(owner.token)).toEqual(before);
  });
});
