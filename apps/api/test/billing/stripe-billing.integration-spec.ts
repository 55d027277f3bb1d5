import {
  BillingMessages,
  ContextMessages,
  ErrorCode,
  LimitKind,
  OrganizationRole,
  Permission,
  SubscriptionPlan,
  SubscriptionStatus,
  TranscriptionStatus,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { startFakeStripe, type FakeStripe } from '../../../../tools/fakes/stripe';
import { MeteredUsageReport } from '../../src/modules/billing/metered-usage-report.entity';
import { MeteredUsageService } from '../../src/modules/billing/metered-usage/metered-usage.service';
import { StripeEvent } from '../../src/modules/billing/stripe-event.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { Organization } from '../../src/modules/organizations/organization.entity';
import { payloadError, rowCount, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, ERRORS, login, PASSWORD, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  CREATE_PAID_ORGANIZATION,
  planOf,
  registeredFor,
  type PaymentSessionResult,
} from './billing-support';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import {
  createKey,
  ended,
  makeSpeech,
  submitFile,
  useAllowance,
  waitForJob,
  type JobView,
  type SpeechClips,
} from '../d2c/d2c-support';
import { UsageRecord } from '../../src/modules/limits/usage-record.entity';
import { waitFor } from '../publishing/publishing-support';

const PRICES = { premium: 'price_premium_monthly', d2c: 'price_d2c_monthly', overage: 'price_d2c_overage' };

const CREATE_PAYMENT_SESSION = `mutation Pay($successUrl: String!, $cancelUrl: String!) {
  createPaymentSession(successUrl: $successUrl, cancelUrl: $cancelUrl) { paymentSession { id stripePaymentSessionId url } ${ERRORS} }
}`;
const PORTAL = `mutation Portal($returnUrl: String!) { createCustomerPortalSession(returnUrl: $returnUrl) { url ${ERRORS} } }`;
const CANCEL = `mutation { cancelSubscription { subscription { status endsAt } ${ERRORS} } }`;

describe('billing with Stripe (against a loopback server speaking its API)', () => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripe.addPrice({
      id: PRICES.premium,
      product: 'prod_premium',
      unitAmount: 4900,
      currency: 'usd',
      interval: 'month',
    });
    stripe.addPrice({
      id: PRICES.d2c,
      product: 'prod_d2c',
      unitAmount: 1900,
      currency: 'usd',
      interval: 'month',
    });
    stripe.addPrice({
      id: PRICES.overage,
      product: 'prod_d2c_overage',
      unitAmount: 0,
      currency: 'usd',
      interval: 'month',
      usageType: 'metered',
    });
    t = await startTestApp({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.apiBase,
      STRIPE_PRICE_PREMIUM: PRICES.premium,
      STRIPE_PRICE_D2C_PREMIUM: PRICES.d2c,
      STRIPE_PRICE_D2C_OVERAGE: PRICES.overage,
    });
    stripe.setWebhookUrl(`${t.url}/billing/stripe/webhook`);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  afterEach(() => stripe.setDeliveryMode('immediate'));

  const urls = () => ({
    successUrl: `${t.url}/register/success-payment?successName=Acme`,
    cancelUrl: `${t.url}/pay-now`,
  });
  const plan = (token: string) => planOf(t, token);
  const registered = (subscriptionPlan: SubscriptionPlan) => registeredFor(t, subscriptionPlan);
  const subscriptionRow = (organizationId: string) =>
    t.app.get(DataSource).getRepository(Subscription).findOneByOrFail({ organizationId });

  /** A paid registration taken through the hosted checkout: the organization is premium, its owner signed in. */
  async function paidOwner(
    subscriptionPlan = SubscriptionPlan.PREMIUM,
  ): Promise<Owner & { sessionId: string }> {
    const { email, token } = await registered(subscriptionPlan);
    const name = `Paid ${email}`;
    const created = await t.gql<{
      createOrganization: PaymentSessionResult & { organization: { id: string } };
    }>(CREATE_PAID_ORGANIZATION, { token, name, paymentSession: urls() });
    expect(created.data.createOrganization.errors).toEqual([]);
    const sessionId = created.data.createOrganization.paymentSession?.stripePaymentSessionId ?? '';
    await stripe.pay(sessionId);
    return {
      email,
      password: PASSWORD,
      token: await login(t, email, PASSWORD),
      userId: '',
      organizationId: created.data.createOrganization.organization.id,
      organizationName: name,
      sessionId,
    };
  }

  it('paid registration: the verify link answers a hosted checkout; paying makes the organization PREMIUM', async () => {
    const { email, token } = await registered(SubscriptionPlan.PREMIUM);
    const created = await t.gql<{
      createOrganization: PaymentSessionResult & {
        organization: { id: string; subscription: { status: string } };
      };
    }>(CREATE_PAID_ORGANIZATION, { token, name: `Acme ${email}`, paymentSession: urls() });
    const { organization, paymentSession, errors } = created.data.createOrganization;
    expect(errors).toEqual([]);
    expect(organization.subscription.status).toBe(SubscriptionStatus.INACTIVE);
    expect(paymentSession?.stripePaymentSessionId).toMatch(/^cs_/);
    expect(paymentSession?.url).toBe(`${stripe.apiBase}/checkout/${paymentSession?.stripePaymentSessionId}`);
    const checkout = stripe.checkoutSessions.find((session) => session.id === paymentSession?.id);
    expect(checkout).toMatchObject({
      mode: 'subscription',
      client_reference_id: organization.id,
      success_url: urls().successUrl,
      cancel_url: urls().cancelUrl,
    });

    // Before the payment, the owner signs in to a deactivated organization (pay-now only).
    const before = await plan(await login(t, email, PASSWORD));
    expect(before.organization.subscription.status).toBe(SubscriptionStatus.INACTIVE);
    expect(before.permissions).toContain(Permission.CREATE_PAYMENT_SESSION);
    expect(before.permissions).not.toContain(Permission.UPLOAD_VIDEO);

    await stripe.pay(paymentSession?.id ?? '');
    const after = await plan(await login(t, email, PASSWORD));
    expect(after.organization.subscription).toMatchObject({
      plan: SubscriptionPlan.PREMIUM,
      status: SubscriptionStatus.PREMIUM,
      endsAt: null,
      cost: 49,
      currency: 'usd',
      paymentFailed: false,
      paymentsEnabled: true,
      billingPortalAvailable: true,
    });
    expect(after.permissions).toContain(Permission.UPLOAD_VIDEO);
    const row = await subscriptionRow(organization.id);
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    expect(stripe.customer(row.stripeCustomerId ?? '')?.email).toBe(email);
  });

  it('a D2C premium registration buys the D2C price with its metered overage', async () => {
    const owner = await paidOwner(SubscriptionPlan.D2C_PREMIUM);
    const checkout = stripe.checkoutSessions.find((session) => session.id === owner.sessionId);
    expect(checkout?.line_items.map((item) => item.price)).toEqual([PRICES.d2c, PRICES.overage]);
    expect((await plan(owner.token)).organization.subscription.status).toBe(SubscriptionStatus.D2C_PREMIUM);
  });

  describe('open redirects', () => {
    const offSite = [
      'https://evil.example/register/success-payment',
      '//evil.example/pay-now',
      `https://evil.example/${'x'.repeat(100 * 1024)}`,
      'javascript:alert(1)',
      'http://user:pass@127.0.0.1/x',
      '',
    ];

    it('refuses a checkout returning anywhere but this site, and the link still works after', async () => {
      const { token } = await registered(SubscriptionPlan.PREMIUM);
      const organizations = await rowCount(t, Organization);
      for (const successUrl of offSite) {
        const refused = await t.gql<{ createOrganization: PaymentSessionResult }>(CREATE_PAID_ORGANIZATION, {
          token,
          name: null,
          paymentSession: { ...urls(), successUrl },
        });
        expect(refused.data.createOrganization.errors).toEqual([
          validationFailure('successUrl', BillingMessages.returnUrlOffSite),
        ]);
      }
      expect(await rowCount(t, Organization)).toBe(organizations);
      const accepted = await t.gql<{ createOrganization: PaymentSessionResult }>(CREATE_PAID_ORGANIZATION, {
        token,
        name: null,
        paymentSession: urls(),
      });
      expect(accepted.data.createOrganization.errors).toEqual([]);
    });

    it('refuses an off-site cancel or portal return address', async () => {
      const trial = await registerOwner(t);
      const pay = await t.gql<{ createPaymentSession: PaymentSessionResult }>(
        CREATE_PAYMENT_SESSION,
        { ...urls(), cancelUrl: 'https://evil.example/' },
        trial.token,
      );
      expect(pay.data.createPaymentSession.errors).toEqual([
        validationFailure('cancelUrl', BillingMessages.returnUrlOffSite),
      ]);
      const owner = await paidOwner();
      for (const returnUrl of offSite) {
        const portal = await t.gql<{
          createCustomerPortalSession: { url: string | null; errors: PayloadError[] };
        }>(PORTAL, { returnUrl }, owner.token);
        expect(portal.data.createCustomerPortalSession).toEqual({
          url: null,
          errors: [validationFailure('returnUrl', BillingMessages.returnUrlOffSite)],
        });
      }
    });
  });

  it('trial expiry → pay-now → payment → access back', async () => {
    const owner = await registerOwner(t);
    await t.app
      .get(DataSource)
      .getRepository(Subscription)
      .update({ organizationId: owner.organizationId }, { endsAt: new Date(Date.now() - 1000) });
    const expired = await plan(owner.token);
    expect(expired.organization.subscription.status).toBe(SubscriptionStatus.INACTIVE);
    expect(expired.permissions).not.toContain(Permission.VIEW_VIDEO_DASHBOARD);

    const paying = await t.gql<{ createPaymentSession: PaymentSessionResult }>(
      CREATE_PAYMENT_SESSION,
      { successUrl: `${t.url}/organization/payment-plan`, cancelUrl: `${t.url}/pay-now` },
      owner.token,
    );
    expect(paying.data.createPaymentSession.errors).toEqual([]);
    await stripe.pay(paying.data.createPaymentSession.paymentSession?.id ?? '');

    const back = await plan(owner.token);
    expect(back.organization.subscription).toMatchObject({
      plan: SubscriptionPlan.PREMIUM,
      status: SubscriptionStatus.PREMIUM,
      endsAt: null,
    });
    expect(back.permissions).toContain(Permission.VIEW_VIDEO_DASHBOARD);

    const again = await t.gql<{ createPaymentSession: PaymentSessionResult }>(
      CREATE_PAYMENT_SESSION,
      urls(),
      owner.token,
    );
    expect(again.data.createPaymentSession.errors).toEqual([
      payloadError(ErrorCode.ORGANIZATION_ALREADY_HAS_PREMIUM_SUBSCRIPTION),
    ]);
  });

  it('cancel → an end date, the plan kept until then → INACTIVE when the period ends', async () => {
    const owner = await paidOwner();
    const cancelled = await t.gql<{
      cancelSubscription: { subscription: { status: string; endsAt: string } | null; errors: PayloadError[] };
    }>(CANCEL, {}, owner.token);
    expect(cancelled.data.cancelSubscription.errors).toEqual([]);
    const row = await subscriptionRow(owner.organizationId);
    const providerSubscription = stripe.subscription(row.stripeSubscriptionId ?? '');
    expect(providerSubscription?.cancel_at_period_end).toBe(true);
    const periodEnd = new Date((providerSubscription?.items.data[0]?.current_period_end ?? 0) * 1000);
    expect(cancelled.data.cancelSubscription.subscription).toEqual({
      status: SubscriptionStatus.PREMIUM,
      endsAt: periodEnd.toISOString(),
    });
    expect(ContextMessages.subscriptionCanceled).toBe('Subscription has been canceled.');

    const twice = await t.gql<{ cancelSubscription: { errors: PayloadError[] } }>(CANCEL, {}, owner.token);
    expect(twice.data.cancelSubscription.errors).toEqual([
      payloadError(ErrorCode.ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION),
    ]);

    await stripe.endPeriod(row.stripeSubscriptionId ?? '');
    const ended = await plan(owner.token);
    expect(ended.organization.subscription.status).toBe(SubscriptionStatus.INACTIVE);
    expect(ended.permissions).not.toContain(Permission.UPLOAD_VIDEO);
  });

  it('cancel and portal refuse an organization without a paid subscription; the portal opens for a paying one', async () => {
    const trial = await registerOwner(t);
    const cancel = await t.gql<{ cancelSubscription: { errors: PayloadError[] } }>(CANCEL, {}, trial.token);
    expect(cancel.data.cancelSubscription.errors).toEqual([
      payloadError(ErrorCode.ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION),
    ]);
    const noPortal = await t.gql<{ createCustomerPortalSession: { errors: PayloadError[] } }>(
      PORTAL,
      { returnUrl: `${t.url}/organization/payment-plan` },
      trial.token,
    );
    expect(noPortal.data.createCustomerPortalSession.errors).toEqual([
      payloadError(ErrorCode.ORGANIZATION_HAS_NO_PAID_SUBSCRIPTION),
    ]);
    const owner = await paidOwner();
    const portal = await t.gql<{ createCustomerPortalSession: { url: string; errors: PayloadError[] } }>(
      PORTAL,
      { returnUrl: `${t.url}/organization/payment-plan` },
      owner.token,
    );
    expect(portal.data.createCustomerPortalSession.errors).toEqual([]);
    expect(portal.data.createCustomerPortalSession.url).toMatch(new RegExp(`^${stripe.apiBase}/portal/bps_`));
  });

  it("answers the provider's refusal as SERVER_ERROR with billing's message", async () => {
    const owner = await paidOwner();
    // A customer the provider no longer knows (deleted in its dashboard): the portal call is refused.
    await t.app
      .get(DataSource)
      .getRepository(Subscription)
      .update({ organizationId: owner.organizationId }, { stripeCustomerId: 'cus_deleted' });
    const portal = await t.gql<{
      createCustomerPortalSession: { url: string | null; errors: PayloadError[] };
    }>(PORTAL, { returnUrl: `${t.url}/organization/payment-plan` }, owner.token);
    expect(portal.data.createCustomerPortalSession).toEqual({
      url: null,
      errors: [payloadError(ErrorCode.SERVER_ERROR, null, BillingMessages.paymentProviderFailed)],
    });
  });

  it('only the owner pays, opens the portal or cancels', async () => {
    const owner = await paidOwner();
    const admin = await addMember(t, owner, OrganizationRole.ORG_ADMIN);
    for (const [query, variables] of [
      [CREATE_PAYMENT_SESSION, urls()],
      [PORTAL, { returnUrl: `${t.url}/organization` }],
      [CANCEL, {}],
    ] as const) {
      const response = await t.gql<Record<string, { errors: PayloadError[] }>>(query, variables, admin.token);
      expect(Object.values(response.data)[0]?.errors.map((error) => error.name)).toEqual([
        ErrorCode.PERMISSIONS_ERROR,
      ]);
    }
  });

  describe('webhooks', () => {
    it('applies each event once: a replayed event changes nothing', async () => {
      const owner = await paidOwner();
      const row = await subscriptionRow(owner.organizationId);
      const completed = stripe.events.find(
        (event) => event.type === 'checkout.session.completed' && event.data.object.id === owner.sessionId,
      );
      expect(completed?.deliveries.map((delivery) => delivery.status)).toEqual([200]);
      const stored = await rowCount(t, StripeEvent);
      const replay = await stripe.deliver(completed?.id ?? '');
      expect(replay.status).toBe(200);
      expect(await rowCount(t, StripeEvent)).toBe(stored);
      expect(await subscriptionRow(owner.organizationId)).toMatchObject({
        status: row.status,
        stripeSubscriptionId: row.stripeSubscriptionId,
        endsAt: row.endsAt,
      });
    });

    it('events out of order leave the right state', async () => {
      const { email, token } = await registered(SubscriptionPlan.PREMIUM);
      const created = await t.gql<{
        createOrganization: PaymentSessionResult & { organization: { id: string } };
      }>(CREATE_PAID_ORGANIZATION, { token, name: `Late ${email}`, paymentSession: urls() });
      const organizationId = created.data.createOrganization.organization.id;
      stripe.setDeliveryMode('hold');
      await stripe.pay(created.data.createOrganization.paymentSession?.id ?? '');
      const paid = stripe.heldEvents();
      expect(paid.map((event) => event.type)).toEqual([
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
      ]);
      // The newest first: the invoice, then the subscription, then the checkout that began it.
      for (const event of [...paid].reverse()) expect((await stripe.deliver(event.id)).status).toBe(200);
      expect(await subscriptionRow(organizationId)).toMatchObject({
        status: SubscriptionStatus.PREMIUM,
        endsAt: null,
      });

      // A payment that fails, then the subscription ends; the failure's events arrive after the end's.
      const subscriptionId = (await subscriptionRow(organizationId)).stripeSubscriptionId ?? '';
      await stripe.failPayment(subscriptionId);
      const failed = stripe.heldEvents().slice(paid.length);
      const ownerToken = await login(t, email, PASSWORD);
      await stripe.cancelNow(subscriptionId);
      const all = stripe.heldEvents();
      const deleted = all.slice(paid.length + failed.length);
      for (const event of [...deleted, ...failed]) expect((await stripe.deliver(event.id)).status).toBe(200);
      const ended = await plan(ownerToken);
      expect(ended.organization.subscription.status).toBe(SubscriptionStatus.INACTIVE);
      expect(ended.organization.subscription.endsAt).not.toBeNull();
    });

    it('a past-due payment keeps the plan and says the payment failed', async () => {
      const owner = await paidOwner();
      const row = await subscriptionRow(owner.organizationId);
      await stripe.failPayment(row.stripeSubscriptionId ?? '');
      expect((await plan(owner.token)).organization.subscription).toMatchObject({
        status: SubscriptionStatus.PREMIUM,
        paymentFailed: true,
      });
    });

    it('a forged, unsigned or stale delivery answers 400 and changes nothing', async () => {
      const owner = await paidOwner();
      const before = await subscriptionRow(owner.organizationId);
      const stored = await rowCount(t, StripeEvent);
      const forgedEvent = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'customer.subscription.deleted',
        data: { object: { id: before.stripeSubscriptionId, object: 'subscription', status: 'canceled' } },
      });
      const now = Math.floor(Date.now() / 1000);
      for (const signature of [
        `t=${now},v1=${'0'.repeat(64)}`,
        stripe.sign(forgedEvent, { secret: 'whsec_someone_else' }),
        stripe.sign(forgedEvent, { timestamp: now - 3600 }),
        '',
      ]) {
        const response = await t.http
          .post('/billing/stripe/webhook')
          .set('content-type', 'application/json')
          .set(signature ? { 'stripe-signature': signature } : {})
          .send(forgedEvent);
        expect(response.status).toBe(400);
      }
      // Signed but not an event, and too large to read: refused before anything is applied.
      const notJson = 'not json';
      const garbled = await t.http
        .post('/billing/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', stripe.sign(notJson))
        .send(notJson);
      expect(garbled.status).toBe(400);
      const huge = await t.http
        .post('/billing/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', stripe.sign('{}'))
        .send(`{"id":"${'x'.repeat(2 * 1024 * 1024)}"}`);
      expect(huge.status).toBe(413);
      expect(await rowCount(t, StripeEvent)).toBe(stored);
      expect(await subscriptionRow(owner.organizationId)).toMatchObject({
        status: before.status,
        endsAt: null,
      });
    });
  });

  describe('D2C overage end to end, with the real transcoder', () => {
    let transcoder: TranscoderProcess;
    let clips: SpeechClips;
    beforeAll(async () => {
      [transcoder, clips] = await Promise.all([startTranscoder(t.config), makeSpeech()]);
    });
    afterAll(async () => {
      await transcoder?.stop();
      await clips?.remove();
    });

    it("a transcription beyond the plan's hours is reported to Stripe as that many seconds", async () => {
      const owner = await paidOwner(SubscriptionPlan.D2C_PREMIUM);
      const key = (await createKey(t, owner.token, 'plugin')).key as string;
      // The month's included hours are used up: every second from here is overage.
      await useAllowance(t, owner.organizationId, 20 * 60 * 60);
      const submitted = await submitFile(t, key, clips.speechMp3, 'speech.mp3', {
        contentType: 'audio/mpeg',
      });
      expect(submitted.status).toBe(201);
      const id = (submitted.body as JobView).id;
      const job = await waitForJob(t, key, id, ended).catch((error: unknown) => {
        throw new Error(`${String(error)}\nworker output:\n${transcoder.output()}`);
      });
      expect(job.status).toBe(TranscriptionStatus.COMPLETED);
      const report = await waitFor(
        () => t.app.get(DataSource).getRepository(MeteredUsageReport).findOneByOrFail({ subjectId: id }),
        (found) => found.reportedAt !== null,
      );
      const metered = await t.app
        .get(DataSource)
        .getRepository(UsageRecord)
        .findOneByOrFail({ subjectId: id, kind: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT });
      expect(report.quantity).toBe(metered.quantity);
      const customer = (await subscriptionRow(owner.organizationId)).stripeCustomerId;
      expect(
        stripe.meterEvents
          .filter((event) => event.payload.stripe_customer_id === customer)
          .map((event) => [event.event_name, event.identifier, event.payload.value]),
      ).toEqual([['d2c_transcription_seconds', report.id, String(metered.quantity)]]);
    });
  });

  describe('D2C overage', () => {
    it('is reported to Stripe once per unit, surviving a retry, and only when the use completes', async () => {
      const owner = await paidOwner(SubscriptionPlan.D2C_PREMIUM);
      const row = await subscriptionRow(owner.organizationId);
      const service = t.app.get(MeteredUsageService);
      const dataSource = t.app.get(DataSource);
      const completedId = '00000000-0000-4000-8000-000000000001';
      const failedId = '00000000-0000-4000-8000-000000000002';
      await dataSource.transaction(async (manager) => {
        await service.record(manager, row, LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT, completedId, 42);
        await service.record(manager, row, LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT, failedId, 7);
      });
      await dataSource.transaction((manager) =>
        service.cancel(manager, LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT, failedId),
      );
      await service.confirm(LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT, completedId);
      const report = await waitFor(
        () => dataSource.getRepository(MeteredUsageReport).findOneByOrFail({ subjectId: completedId }),
        (found) => found.reportedAt !== null,
      );
      expect(await dataSource.getRepository(MeteredUsageReport).countBy({ subjectId: failedId })).toBe(0);
      // A retry of the job (its answer lost) and a restart's re-queue report nothing more.
      expect(await service.report(report.id)).toBe('already reported');
      await dataSource.getRepository(MeteredUsageReport).update(report.id, { reportedAt: null });
      expect(await service.report(report.id)).toBe('reported');
      const events = stripe.meterEvents.filter(
        (event) => event.payload.stripe_customer_id === row.stripeCustomerId,
      );
      expect(events.map((event) => [event.identifier, event.payload.value])).toEqual([[report.id, '42']]);
    });
  });
});
