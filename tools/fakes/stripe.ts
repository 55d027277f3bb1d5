import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseForm } from 'qs';
import Stripe from 'stripe';

/**
 * A loopback server speaking the parts of Stripe's HTTP API that billing calls through the official SDK
 * (customers, checkout sessions, billing portal sessions, subscriptions, billing meter events), with the
 * hosted checkout and portal pages a browser visits, and webhooks signed with Stripe's own scheme (the
 * SDK's test header: `t=…,v1=HMAC-SHA256(secret, "t.payload")`).
 */

type Json = Record<string, unknown>;

export interface FakePrice {
  id: string;
  product: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  usageType?: 'licensed' | 'metered';
}

export interface FakeCheckoutSession extends Json {
  id: string;
  mode: string;
  status: 'open' | 'complete';
  customer: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  line_items: Array<{ price: string; quantity?: number }>;
  metadata: Record<string, string>;
  subscription: string | null;
  url: string;
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Json & { id: string };
  quantity?: number;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeSubscription extends Json {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: FakeSubscriptionItem[] };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  ended_at: number | null;
}

export interface FakeEvent {
  id: string;
  type: string;
  data: { object: Json & { id: string } };
  /** Each delivery to the webhook, with the status it answered. */
  deliveries: Array<{ status: number }>;
  held: boolean;
}

export interface FakeMeterEvent {
  event_name: string;
  identifier: string;
  payload: Record<string, string>;
  timestamp: number;
}

export type DeliveryMode = 'immediate' | 'hold';

export interface FakeStripe {
  /** Give to STRIPE_API_BASE; the hosted pages are under it too. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  addPrice(price: FakePrice): void;
  setWebhookUrl(url: string): void;
  setDeliveryMode(mode: DeliveryMode): void;
  /** Completes a checkout as its Pay button does: subscription, paid invoice, and their webhooks. */
  pay(sessionId: string): Promise<void>;
  /** The period ends: a subscription cancelled at its end ends, any other renews. */
  endPeriod(subscriptionId: string): Promise<void>;
  /** The renewal's charge fails: the invoice stays open and the subscription is past due. */
  failPayment(subscriptionId: string): Promise<void>;
  /** Cancels now, as a DELETE of the subscription does. */
  cancelNow(subscriptionId: string): Promise<void>;
  subscription(id: string): FakeSubscription | undefined;
  customer(id: string): (Json & { email?: string }) | undefined;
  checkoutSessions: FakeCheckoutSession[];
  events: FakeEvent[];
  heldEvents(): FakeEvent[];
  /** Sends an event (held or already sent) to the webhook again. */
  deliver(eventId: string): Promise<{ status: number }>;
  /** A Stripe-Signature header for `payload` (another secret or time for forgeries). */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  meterEvents: FakeMeterEvent[];
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const PERIOD_SECONDS: Record<FakePrice['interval'], number> = { month: 30 * 86_400, year: 365 * 86_400 };

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function record(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string; prices?: FakePrice[] } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let webhookUrl = options.webhookUrl;
  let deliveryMode: DeliveryMode = 'immediate';
  const prices = new Map<string, FakePrice>();
  const customers = new Map<string, Json & { id: string; email?: string }>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, Json & { id: string }>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const events: FakeEvent[] = [];
  const meterEvents: FakeMeterEvent[] = [];
  const signer = new Stripe(secretKey);
  let baseUrl = '';

  for (const price of options.prices ?? []) prices.set(price.id, price);

  const priceObject = (price: FakePrice) => ({
    id: price.id,
    object: 'price',
    active: true,
    currency: price.currency,
    product: price.product,
    type: 'recurring',
    unit_amount: price.usageType === 'metered' ? null : price.unitAmount,
    recurring: { interval: price.interval, interval_count: 1, usage_type: price.usageType ?? 'licensed' },
  });

  const sign = (payload: string, signOptions: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: signOptions.secret ?? webhookSecret,
      timestamp: signOptions.timestamp ?? now(),
    });

  async function send(event: FakeEvent): Promise<{ status: number }> {
    if (!webhookUrl) throw new Error('The fake Stripe has no webhook URL');
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: event.type,
      data: event.data,
    });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    await response.arrayBuffer();
    event.deliveries.push({ status: response.status });
    return { status: response.status };
  }

  /** Records an event with a copy of its object as it is now, and delivers it unless events are held. */
  async function emit(type: string, object: Json & { id: string }): Promise<void> {
    const event: FakeEvent = {
      id: newId('evt'),
      type,
      data: { object: structuredClone(object) },
      deliveries: [],
      held: deliveryMode === 'hold',
    };
    events.push(event);
    if (event.held) return;
    const { status } = await send(event);
    // Stripe retries a delivery that was not acknowledged.
    if (status >= 300) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await send(event);
    }
  }

  function subscriptionOf(id: string): FakeSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
    return subscription;
  }

  function invoiceFor(subscription: FakeSubscription, status: 'paid' | 'open'): Json & { id: string } {
    const amount = subscription.items.data.reduce(
      (sum, item) => sum + (Number(item.price.unit_amount) || 0) * (item.quantity ?? 1),
      0,
    );
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      currency: String(subscription.items.data[0]?.price.currency ?? 'usd'),
      attempt_count: 1,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      created: now(),
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  async function pay(sessionId: string): Promise<FakeCheckoutSession> {
    const session = sessions.get(sessionId);
    if (!session) throw new StripeError(404, `No such checkout.session: '${sessionId}'`, 'resource_missing');
    if (session.status !== 'open') throw new StripeError(400, 'This Checkout Session is no longer active.');
    let customerId = session.customer;
    if (!customerId) {
      customerId = newId('cus');
      customers.set(customerId, { id: customerId, object: 'customer', email: text(session.customer_email) });
    }
    const start = now();
    const items = session.line_items.map((line): FakeSubscriptionItem => {
      const price = prices.get(line.price) as FakePrice;
      return {
        id: newId('si'),
        object: 'subscription_item',
        price: priceObject(price),
        ...(price.usageType === 'metered' ? {} : { quantity: line.quantity ?? 1 }),
        current_period_start: start,
        current_period_end: start + PERIOD_SECONDS[price.interval],
      };
    });
    const subscription: FakeSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: customerId,
      status: 'active',
      metadata: record(session.subscription_data_metadata),
      items: { object: 'list', data: items },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      livemode: false,
    };
    subscriptions.set(subscription.id, subscription);
    const invoice = invoiceFor(subscription, 'paid');
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customerId,
      subscription: subscription.id,
      invoice: invoice.id,
    });
    await emit('checkout.session.completed', session);
    await emit('customer.subscription.created', subscription);
    await emit('invoice.paid', invoice);
    return session;
  }

  async function setCancelAtPeriodEnd(subscription: FakeSubscription, cancel: boolean): Promise<void> {
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? (subscription.items.data[0]?.current_period_end ?? null) : null;
    subscription.canceled_at = cancel ? now() : null;
    await emit('customer.subscription.updated', subscription);
  }

  async function cancelNow(subscription: FakeSubscription): Promise<void> {
    subscription.status = 'canceled';
    subscription.ended_at = now();
    subscription.canceled_at ??= now();
    await emit('customer.subscription.deleted', subscription);
  }

  function requireSession(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new StripeError(404, `No such checkout.session: '${id}'`, 'resource_missing');
    return session;
  }

  /** The API's endpoints: form-encoded requests from the SDK, JSON answers in Stripe's shapes. */
  async function api(method: string, path: string, form: Json): Promise<Json> {
    const [, , resource, id, action] = path.split('/');
    const key = `${method} /${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST /customers': {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: text(form.email),
          name: text(form.name),
          metadata: record(form.metadata),
        };
        customers.set(customer.id, customer);
        return customer;
      }
      case 'GET /customers/:id': {
        const customer = customers.get(id as string);
        if (!customer) throw new StripeError(404, `No such customer: '${id}'`, 'resource_missing');
        return customer;
      }
      case 'POST /checkout_sessions': {
        const lines = Array.isArray(form.line_items) ? (form.line_items as Json[]) : [];
        const lineItems = lines.map((line) => ({
          price: text(line.price) ?? '',
          ...(line.quantity ? { quantity: Number(line.quantity) } : {}),
        }));
        for (const line of lineItems) {
          if (!prices.has(line.price))
            throw new StripeError(400, `No such price: '${line.price}'`, 'resource_missing');
        }
        if (!lineItems.length) throw new StripeError(400, 'line_items is required');
        const successUrl = text(form.success_url);
        const cancelUrl = text(form.cancel_url);
        if (!successUrl) throw new StripeError(400, 'Missing required param: success_url.');
        const customer = text(form.customer) ?? null;
        if (customer && !customers.has(customer))
          throw new StripeError(400, `No such customer: '${customer}'`);
        const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
        const subscriptionData = (form.subscription_data ?? {}) as Json;
        const session: FakeCheckoutSession = {
          id: sessionId,
          object: 'checkout.session',
          mode: text(form.mode) ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          customer,
          customer_email: text(form.customer_email) ?? null,
          client_reference_id: text(form.client_reference_id) ?? null,
          success_url: successUrl,
          cancel_url: cancelUrl ?? '',
          line_items: lineItems,
          metadata: record(form.metadata),
          subscription_data_metadata: record(subscriptionData.metadata),
          subscription: null,
          expires_at: now() + 86_400,
          url: `${baseUrl}/checkout/${sessionId}`,
        };
        sessions.set(sessionId, session);
        return session;
      }
      case 'POST /billing_portal_sessions': {
        const customer = text(form.customer);
        if (!customer || !customers.has(customer))
          throw new StripeError(400, `No such customer: '${customer}'`);
        const portal = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer,
          return_url: text(form.return_url) ?? null,
          url: '',
        };
        portal.url = `${baseUrl}/portal/${portal.id}`;
        portals.set(portal.id, portal);
        return portal;
      }
      case 'GET /subscriptions/:id':
        return subscriptionOf(id as string);
      case 'POST /subscriptions/:id': {
        const subscription = subscriptionOf(id as string);
        if (form.cancel_at_period_end !== undefined) {
          await setCancelAtPeriodEnd(subscription, form.cancel_at_period_end === 'true');
        }
        return subscription;
      }
      case 'DELETE /subscriptions/:id': {
        const subscription = subscriptionOf(id as string);
        await cancelNow(subscription);
        return subscription;
      }
      case 'POST /billing_meter_events': {
        const identifier = text(form.identifier) ?? newId('mtr');
        if (meterEvents.some((event) => event.identifier === identifier)) {
          throw new StripeError(
            400,
            `An event already exists with identifier ${identifier}.`,
            'duplicate_meter_event',
          );
        }
        const event = {
          event_name: text(form.event_name) ?? '',
          identifier,
          payload: record(form.payload),
          timestamp: Number(form.timestamp) || now(),
        };
        meterEvents.push(event);
        return { object: 'billing.meter_event', created: now(), livemode: false, ...event };
      }
      default:
        throw new StripeError(404, `Unrecognized request URL (${method}: ${path})`);
    }
  }

  const portals = new Map<string, { id: string; customer: string; return_url: string | null; url: string }>();

  function page(response: ServerResponse, status: number, title: string, body: string): void {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:sans-serif;max-width:480px;margin:48px auto"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
  }

  function redirect(response: ServerResponse, to: string): void {
    response.writeHead(303, { location: to });
    response.end();
  }

  /** The hosted checkout and billing portal, as a browser sees them. */
  async function hosted(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const [, kind, id, action] = path.split('/');
    if (kind === 'checkout' && id) {
      const session = sessions.get(id);
      if (!session) return false;
      if (request.method === 'POST' && action === 'pay') {
        if (session.status !== 'open') {
          page(response, 400, 'Checkout closed', '<p>This checkout has already been paid.</p>');
          return true;
        }
        await pay(id);
        redirect(response, session.success_url.replace('{CHECKOUT_SESSION_ID}', id));
        return true;
      }
      const lines = session.line_items
        .map((line) => {
          const price = prices.get(line.price);
          const amount =
            price?.usageType === 'metered'
              ? 'per use'
              : `${((price?.unitAmount ?? 0) / 100).toFixed(2)} ${price?.currency.toUpperCase()} / ${price?.interval}`;
          return `<li>${escapeHtml(price?.product ?? line.price)}: ${escapeHtml(amount)}</li>`;
        })
        .join('');
      page(
        response,
        200,
        'Test checkout',
        `<ul>${lines}</ul><form method="post" action="/checkout/${escapeHtml(id)}/pay"><button type="submit">Pay</button></form>` +
          `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`,
      );
      return true;
    }
    if (kind === 'portal' && id) {
      const portal = portals.get(id);
      if (!portal) return false;
      const live = [...subscriptions.values()].find(
        (subscription) => subscription.customer === portal.customer && subscription.status !== 'canceled',
      );
      if (request.method === 'POST' && action === 'cancel' && live) {
        await setCancelAtPeriodEnd(live, true);
        redirect(response, portal.return_url ?? '/');
        return true;
      }
      page(
        response,
        200,
        'Test billing portal',
        (live && !live.cancel_at_period_end
          ? `<form method="post" action="/portal/${escapeHtml(id)}/cancel"><button type="submit">Cancel plan</button></form>`
          : '') + `<p><a href="${escapeHtml(portal.return_url ?? '/')}">Return</a></p>`,
      );
      return true;
    }
    return false;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = await readBody(request);
      try {
        if (!url.pathname.startsWith('/v1/')) {
          if (!(await hosted(request, response, url.pathname))) page(response, 404, 'Not found', '');
          return;
        }
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          throw Object.assign(new StripeError(401, 'Invalid API Key provided.'), {
            type: 'authentication_error',
          });
        }
        const idempotencyKey = request.headers['idempotency-key'];
        const remembered = typeof idempotencyKey === 'string' ? idempotent.get(idempotencyKey) : undefined;
        if (remembered) {
          response.writeHead(remembered.status, { 'content-type': 'application/json' });
          response.end(remembered.body);
          return;
        }
        const form = parseForm(body) as Json;
        // GET /v1/checkout/sessions/:id: the one resource two segments deep that is read by id.
        const checkoutRead = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
        const result =
          request.method === 'GET' && checkoutRead
            ? requireSession(checkoutRead[1] as string)
            : await api(
                request.method ?? 'GET',
                url.pathname.replace(/^\/v1\/(checkout|billing_portal|billing)\//, '/v1/$1_'),
                form,
              );
        const answer = JSON.stringify(result);
        if (typeof idempotencyKey === 'string' && request.method === 'POST') {
          idempotent.set(idempotencyKey, { status: 200, body: answer });
        }
        response.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(answer);
      } catch (error) {
        if (!(error instanceof StripeError)) {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
          return;
        }
        const type = (error as StripeError & { type?: string }).type ?? 'invalid_request_error';
        response.writeHead(error.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type, message: error.message, code: error.code } }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const heldEvents = () => events.filter((event) => event.held);
  return {
    apiBase: baseUrl,
    secretKey,
    webhookSecret,
    addPrice: (price) => prices.set(price.id, price),
    setWebhookUrl: (url) => (webhookUrl = url),
    setDeliveryMode: (mode) => (deliveryMode = mode),
    pay: async (sessionId) => {
      await pay(sessionId);
    },
    endPeriod: async (subscriptionId) => {
      const subscription = subscriptionOf(subscriptionId);
      if (subscription.cancel_at_period_end) {
        await cancelNow(subscription);
        return;
      }
      for (const item of subscription.items.data) {
        const length = item.current_period_end - item.current_period_start;
        item.current_period_start = item.current_period_end;
        item.current_period_end += length;
      }
      subscription.status = 'active';
      await emit('invoice.paid', invoiceFor(subscription, 'paid'));
      await emit('customer.subscription.updated', subscription);
    },
    failPayment: async (subscriptionId) => {
      const subscription = subscriptionOf(subscriptionId);
      subscription.status = 'past_due';
      await emit('invoice.payment_failed', invoiceFor(subscription, 'open'));
      await emit('customer.subscription.updated', subscription);
    },
    cancelNow: (subscriptionId) => cancelNow(subscriptionOf(subscriptionId)),
    subscription: (id) => subscriptions.get(id),
    customer: (id) => customers.get(id),
    get checkoutSessions() {
      return [...sessions.values()];
    },
    events,
    heldEvents,
    deliver: async (eventId) => {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      return send(event);
    },
    sign,
    meterEvents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The prices the browser test's server sells (serve.mjs configures the API with their ids). */
export const BROWSER_TEST_PRICES: FakePrice[] = [
  {
    id: 'price_premium_monthly',
    product: 'Framehouse Premium',
    unitAmount: 4900,
    currency: 'usd',
    interval: 'month',
  },
  {
    id: 'price_d2c_monthly',
    product: 'Framehouse D2C Premium',
    unitAmount: 1900,
    currency: 'usd',
    interval: 'month',
  },
];
