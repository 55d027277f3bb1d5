// tools/tsconfig.json type-checks this file with Node's types only: the jest API comes from its module.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startFakeStripe, type FakePrice, type FakeStripe } from './stripe';

const PREMIUM: FakePrice = {
  id: 'price_premium',
  product: 'prod_premium',
  unitAmount: 4900,
  currency: 'usd',
  interval: 'month',
};
const OVERAGE: FakePrice = {
  id: 'price_overage',
  product: 'prod_overage',
  unitAmount: 2,
  currency: 'usd',
  interval: 'month',
  usageType: 'metered',
};
const SITE = 'http://127.0.0.1:9';

type EventOf<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>;

describe('the Stripe fake, driven by the official SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let receiver: Server;
  let webhookUrl: string;
  /** Each delivery the receiver got, with its event when the SDK verified the signature (else null). */
  const received: Array<{ event: Stripe.Event | null; raw: string }> = [];
  /** Statuses the receiver answers next (then 200). */
  const answers: number[] = [];

  const sdk = (key: string) =>
    new Stripe(key, {
      host: '127.0.0.1',
      port: Number(new URL(fake.apiBase).port),
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
  const types = () => received.map(({ event }) => event?.type);
  const receivedOf = <T extends Stripe.Event.Type>(type: T): EventOf<T> => {
    const event = received.find((delivery) => delivery.event?.type === type)?.event;
    if (!event) throw new Error(`no ${type} received; got ${types().join(', ')}`);
    return event as EventOf<T>;
  };

  beforeAll(async () => {
    fake = await startFakeStripe({ prices: [PREMIUM], retryDelayMs: 10 });
    fake.addPrice(OVERAGE);
    receiver = createServer((request, response) => {
      let raw = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (raw += chunk));
      request.on('end', () => {
        let event: Stripe.Event | null = null;
        try {
          event = stripe.webhooks.constructEvent(
            raw,
            request.headers['stripe-signature'] ?? '',
            fake.webhookSecret,
          );
        } catch {
          event = null;
        }
        received.push({ event, raw });
        response.writeHead(event ? (answers.shift() ?? 200) : 400).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
    fake.setWebhookUrl(webhookUrl);
    stripe = sdk(fake.secretKey);
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => receiver.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    answers.length = 0;
    fake.setDeliveryMode('immediate');
  });

  /** A customer with an open checkout for the premium price and its metered overage. */
  async function openCheckout(organizationId: string) {
    const customer = await stripe.customers.create({
      email: `${organizationId}@example.com`,
      name: organizationId,
      metadata: { organizationId },
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: organizationId,
      line_items: [{ price: PREMIUM.id, quantity: 1 }, { price: OVERAGE.id }],
      success_url: `${SITE}/done?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/back`,
      metadata: { organizationId },
      subscription_data: { metadata: { organizationId, plan: 'PREMIUM' } },
    });
    return { customer, session };
  }

  /** A paid checkout: its subscription's id, the webhooks delivered and cleared. */
  async function subscribed(organizationId: string): Promise<string> {
    const { session } = await openCheckout(organizationId);
    const paid = await fake.pay(session.id);
    received.length = 0;
    return paid.subscription ?? '';
  }

  it('sells a subscription through the hosted checkout, signing and delivering its webhooks before the redirect', async () => {
    const { customer, session } = await openCheckout('org-1');
    expect(customer.id).toMatch(/^cus_/);
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({
      email: 'org-1@example.com',
      metadata: { organizationId: 'org-1' },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'org-1',
      amount_total: 4900,
      url: `${fake.baseUrl}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);

    const checkoutPage = await (await fetch(session.url ?? '')).text();
    expect(checkoutPage).toContain('49.00 USD / month');
    expect(checkoutPage).toContain(`action="/checkout/${session.id}/pay"`);
    expect(checkoutPage).toContain(`href="${SITE}/back"`);

    const pay = () =>
      fetch(`${fake.baseUrl}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    const paid = await pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SITE}/done?session=${session.id}`);
    expect(types()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    for (const { event } of received) {
      expect(event).toMatchObject({ object: 'event', api_version: Stripe.API_VERSION, livemode: false });
      expect(event?.id).toMatch(/^evt_/);
    }
    expect((await pay()).status).toBe(400);

    const completed = receivedOf('checkout.session.completed').data.object;
    const subscriptionId = String(completed.subscription);
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'org-1',
    });
    expect(receivedOf('customer.subscription.created').data.object.id).toBe(subscriptionId);
    const invoice = receivedOf('invoice.paid').data.object;
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscriptionId);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 4900,
      billing_reason: 'subscription_create',
    });

    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(subscription).toMatchObject({
      status: 'active',
      customer: customer.id,
      metadata: { organizationId: 'org-1', plan: 'PREMIUM' },
      cancel_at_period_end: false,
      latest_invoice: invoice.id,
    });
    const [base, overage] = subscription.items.data;
    expect(base?.id).toMatch(/^si_/);
    expect(base?.quantity).toBe(1);
    // The SDK turns the wire's decimal string into its Decimal.
    expect(String(base?.price.unit_amount_decimal)).toBe('4900');
    expect(overage?.price.recurring?.usage_type).toBe('metered');
    expect(overage?.quantity).toBeUndefined();
    const days = ((base?.current_period_end ?? 0) - (base?.current_period_start ?? 0)) / 86_400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    expect(await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] })).toMatchObject({
      status: 'complete',
      url: null,
      subscription: subscriptionId,
      line_items: { data: [{ price: { id: PREMIUM.id }, quantity: 1 }, { price: { id: OVERAGE.id } }] },
    });
    expect(fake.events.slice(-3).map((event) => event.deliveries.map((delivery) => delivery.status))).toEqual(
      [[200], [200], [200]],
    );
  });

  it('cancels at the period end, then ends with customer.subscription.deleted', async () => {
    const id = await subscribed('org-2');
    const cancelled = await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    expect(cancelled.cancel_at_period_end).toBe(true);
    expect(cancelled.cancel_at).toBe(cancelled.items.data[0]?.current_period_end);
    const updated = receivedOf('customer.subscription.updated');
    expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    await fake.endPeriod(id);
    expect(types()).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    const ended = await stripe.subscriptions.retrieve(id);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).not.toBeNull();
    await expect(stripe.subscriptions.update(id, { cancel_at_period_end: false })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('renews, fails a renewal payment, and cancels at once', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'new@example.com',
      line_items: [{ price: PREMIUM.id, quantity: 2 }],
      success_url: `${SITE}/done`,
      cancel_url: `${SITE}/back`,
    });
    const id = (await fake.pay(session.id)).subscription ?? '';
    const customer = await stripe.customers.retrieve(fake.subscription(id)?.customer ?? '');
    expect(customer).toMatchObject({ email: 'new@example.com' });
    const first = fake.subscription(id)?.items.data[0];
    received.length = 0;

    await fake.endPeriod(id);
    expect(types()).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(receivedOf('invoice.paid').data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 9800,
    });
    const renewed = await stripe.subscriptions.retrieve(id);
    expect(renewed.items.data[0]?.current_period_start).toBe(first?.current_period_end);

    received.length = 0;
    await fake.failPayment(id);
    expect(types()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(receivedOf('invoice.payment_failed').data.object).toMatchObject({
      status: 'open',
      attempt_count: 1,
    });
    expect(receivedOf('customer.subscription.updated').data.object.status).toBe('past_due');

    received.length = 0;
    const cancelled = await stripe.subscriptions.cancel(id);
    expect(cancelled).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number) });
    expect(types()).toEqual(['customer.subscription.deleted']);
  });

  it('counts a meter event once: a repeated identifier is refused as Stripe refuses it', async () => {
    const report = {
      event_name: 'd2c_transcription_seconds',
      identifier: 'report-1',
      payload: { stripe_customer_id: 'cus_meter', value: '42' },
    };
    expect(await stripe.billing.meterEvents.create(report)).toMatchObject({
      object: 'billing.meter_event',
      identifier: 'report-1',
      payload: report.payload,
    });
    const again = stripe.billing.meterEvents.create(report);
    await expect(again).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(again).rejects.toMatchObject({ message: expect.stringMatching(/identifier report-1/) });
    expect(fake.meterEvents.filter((event) => event.identifier === 'report-1')).toHaveLength(1);
  });

  it("answers Stripe's errors: a wrong key, an unknown price, parameter or object", async () => {
    await expect(sdk('sk_test_wrong').customers.create({ email: 'x@example.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const unknownPrice = stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_nope', quantity: 1 }],
      success_url: `${SITE}/done`,
      cancel_url: `${SITE}/back`,
    });
    await expect(unknownPrice).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(unknownPrice).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
      message: "No such price: 'price_nope'",
    });
    await expect(
      stripe.customers.create({ email: 'x@example.com', phone: '+1' } as Stripe.CustomerCreateParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'phone' });
    await expect(stripe.subscriptions.retrieve('sub_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('honours Idempotency-Key: the same request answers the same, other parameters are refused', async () => {
    const key = `key-${Date.now()}`;
    const first = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: key });
    const second = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: key });
    expect(second.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: key }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('retries an unacknowledged delivery once, holds events for the test, replays and sends forgeries', async () => {
    const { session } = await openCheckout('org-3');
    answers.push(500);
    await fake.pay(session.id);
    const completed = fake.events.find((event) => event.data.object.id === session.id);
    expect(completed?.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);

    const id = fake.checkoutSessions.find((candidate) => candidate.id === session.id)?.subscription ?? '';
    fake.setDeliveryMode('hold');
    received.length = 0;
    await fake.failPayment(id);
    expect(received).toEqual([]);
    const held = fake.heldEvents().slice(-2);
    expect(held.map((event) => [event.type, event.deliveries.length])).toEqual([
      ['invoice.payment_failed', 0],
      ['customer.subscription.updated', 0],
    ]);
    expect((await fake.deliver(held[1]?.id ?? '')).status).toBe(200);
    expect((await fake.deliver(held[1]?.id ?? '')).status).toBe(200);
    expect(types()).toEqual(['customer.subscription.updated', 'customer.subscription.updated']);
    expect(received[0]?.raw).toBe(received[1]?.raw);

    const forged = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid' });
    expect((await fake.sendRaw(forged, fake.sign(forged, { secret: 'whsec_other' }))).status).toBe(400);
    expect((await fake.sendRaw(forged, fake.sign(forged))).status).toBe(200);
  });

  it('opens the billing portal, whose Cancel plan cancels at the period end and returns', async () => {
    const id = await subscribed('org-4');
    const customer = fake.subscription(id)?.customer ?? '';
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${SITE}/plan` });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer, return_url: `${SITE}/plan` });
    expect(portal.url).toBe(`${fake.baseUrl}/portal/${portal.id}`);
    const portalPage = await (await fetch(portal.url)).text();
    expect(portalPage).toContain(`<a href="${SITE}/plan">Return to 127.0.0.1:9</a>`);
    expect(portalPage).toContain('Cancel plan');

    const cancel = await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${SITE}/plan`);
    expect(types()).toEqual(['customer.subscription.updated']);
    expect(fake.subscription(id)?.cancel_at_period_end).toBe(true);
  });

  it('offers its controls as JSON endpoints under /__fake', async () => {
    const control = async (path: string, body?: unknown) => {
      const response = await fetch(`${fake.baseUrl}/__fake${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await control('')).body).toMatchObject({ apiBase: fake.apiBase, webhookUrl });
    const { session } = await openCheckout('org-5');
    const paid = await control(`/checkout-sessions/${session.id}/pay`, {});
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(types()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const subscription = await control(`/subscriptions/${String(paid.body.subscription)}`);
    expect(subscription.body).toMatchObject({ object: 'subscription', status: 'active' });
    expect((await control('/subscriptions/sub_nope')).status).toBe(404);
  });
});
