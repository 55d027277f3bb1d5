import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { parse as parseQs, type ParsedQs } from 'qs';
import Stripe from 'stripe';

/**
 * A loopback server speaking the parts of Stripe's HTTP API that billing calls through the official SDK
 * (customers, checkout sessions, billing portal sessions, subscriptions, billing meter events) on its wire
 * protocol: bearer-key auth, form-encoded bracket-notation requests, idempotency keys, JSON objects in the
 * shapes of the SDK's API version and Stripe's error bodies. It also serves the hosted checkout and portal
 * pages a browser visits, and sends webhooks signed with Stripe's scheme (the SDK's own test header:
 * `t=…,v1=HMAC-SHA256(secret, "t.payload")`). Test controls are the returned object, and the same as JSON
 * endpoints under `/__fake/…` for scripts in another process.
 */

/** A price the fake sells (`addPrice` or the `prices` option); checkout refuses any other. */
export interface FakePrice {
  id: string;
  product: string;
  /** In the currency's smallest unit (cents). */
  unitAmount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount?: number;
  usageType?: 'licensed' | 'metered';
}

export type DeliveryMode = 'immediate' | 'hold';

export interface FakeStripeOptions {
  /** The key the SDK must present (default: a fresh `sk_test_…`). */
  secretKey?: string;
  /** The endpoint secret webhooks are signed with (default: a fresh `whsec_…`). */
  webhookSecret?: string;
  webhookUrl?: string;
  prices?: FakePrice[];
  /** Default: any free port. */
  port?: number;
  /** Every billing period lasts this long instead of its price's interval. */
  periodSeconds?: number;
  deliveryMode?: DeliveryMode;
  /** The wait before the one retry of a delivery that was not acknowledged (default 250 ms). */
  retryDelayMs?: number;
}

/**
 * Stripe's own type for the fields named in K, plus `Own`: the fields whose wire form differs from the SDK's
 * type (ids where the SDK allows an expanded object, strings where it makes a Decimal, this fake's
 * objects). A key of `Own` that is not a field of T does not compile, so a field renamed or dropped by a
 * new API version breaks the build here rather than the tests.
 */
type StripeShape<
  T,
  K extends keyof T,
  Own extends { [P in keyof Own]: P extends keyof T ? unknown : never } = Record<never, never>,
> = Pick<T, Exclude<K, keyof Own>> & Own;

export interface FakeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export type FakePriceObject = StripeShape<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'custom_unit_amount'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'recurring'
  | 'tax_behavior'
  | 'tiers_mode'
  | 'transform_quantity'
  | 'type'
  | 'unit_amount',
  { product: string; unit_amount_decimal: string | null }
>;

export type FakePlanObject = StripeShape<
  Stripe.Plan,
  | 'id'
  | 'object'
  | 'active'
  | 'amount'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'interval'
  | 'interval_count'
  | 'livemode'
  | 'metadata'
  | 'meter'
  | 'nickname'
  | 'tiers_mode'
  | 'transform_usage'
  | 'trial_period_days'
  | 'usage_type',
  { product: string; amount_decimal: string | null }
>;

export type FakeCustomer = StripeShape<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'address'
  | 'balance'
  | 'created'
  | 'currency'
  | 'default_source'
  | 'delinquent'
  | 'description'
  | 'email'
  | 'invoice_prefix'
  | 'invoice_settings'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'next_invoice_sequence'
  | 'phone'
  | 'preferred_locales'
  | 'shipping'
  | 'tax_exempt'
>;

/** This API version keeps the billing period on each item, not on the subscription. */
export type FakeSubscriptionItem = StripeShape<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'billing_thresholds'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'current_trial'
  | 'discounts'
  | 'metadata'
  | 'quantity'
  | 'subscription'
  | 'tax_rates',
  { price: FakePriceObject; plan: FakePlanObject }
>;

export type FakeSubscription = StripeShape<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'application'
  | 'application_fee_percent'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer_account'
  | 'days_until_due'
  | 'default_payment_method'
  | 'default_source'
  | 'description'
  | 'discounts'
  | 'ended_at'
  | 'livemode'
  | 'metadata'
  | 'next_pending_invoice_item_invoice'
  | 'on_behalf_of'
  | 'pause_collection'
  | 'pending_setup_intent'
  | 'pending_update'
  | 'schedule'
  | 'start_date'
  | 'status'
  | 'test_clock'
  | 'transfer_data'
  | 'trial_end'
  | 'trial_start',
  { customer: string; items: FakeList<FakeSubscriptionItem>; latest_invoice: string | null }
>;

export type FakeInvoiceLine = StripeShape<
  Stripe.InvoiceLineItem,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'description'
  | 'discount_amounts'
  | 'discountable'
  | 'discounts'
  | 'livemode'
  | 'metadata'
  | 'parent'
  | 'period'
  | 'pretax_credit_amounts'
  | 'quantity'
  | 'subtotal'
  | 'taxes',
  {
    invoice: string;
    subscription: string;
    pricing: {
      type: 'price_details';
      price_details: { price: string; product: string };
      unit_amount_decimal: string;
    };
  }
>;

/** The subscription an invoice bills is under `parent.subscription_details` in this API version. */
export type FakeInvoice = StripeShape<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'account_country'
  | 'account_name'
  | 'amount_due'
  | 'amount_overpaid'
  | 'amount_paid'
  | 'amount_remaining'
  | 'amount_shipping'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'customer_name'
  | 'description'
  | 'due_date'
  | 'effective_at'
  | 'ending_balance'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'number'
  | 'period_end'
  | 'period_start'
  | 'starting_balance'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
  | 'webhooks_delivered_at',
  {
    customer: string;
    lines: FakeList<FakeInvoiceLine>;
    parent: {
      type: 'subscription_details';
      quote_details: null;
      subscription_details: { subscription: string; metadata: Stripe.Metadata };
    };
  }
>;

export type FakeLineItem = StripeShape<
  Stripe.LineItem,
  | 'id'
  | 'object'
  | 'amount_discount'
  | 'amount_subtotal'
  | 'amount_tax'
  | 'amount_total'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'quantity',
  { price: FakePriceObject }
>;

/** A checkout session as the API answers it; `line_items` only when asked for with `expand[]=line_items`. */
export type FakeCheckoutSessionObject = StripeShape<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'allow_promotion_codes'
  | 'amount_subtotal'
  | 'amount_total'
  | 'billing_address_collection'
  | 'cancel_url'
  | 'client_reference_id'
  | 'client_secret'
  | 'created'
  | 'currency'
  | 'customer_creation'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_link'
  | 'payment_method_collection'
  | 'payment_method_types'
  | 'payment_status'
  | 'recovered_from'
  | 'setup_intent'
  | 'status'
  | 'submit_type'
  | 'success_url'
  | 'ui_mode'
  | 'url',
  {
    customer: string | null;
    invoice: string | null;
    subscription: string | null;
    line_items?: FakeList<FakeLineItem>;
  }
>;

/** A checkout session as the fake keeps it: what it was created with and where it stands. */
export interface FakeCheckoutSession {
  id: string;
  mode: 'subscription';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  customer_email: string | null;
  /** 'always' when checkout makes the customer (only an email was given). */
  customer_creation: 'always' | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  /** As requested; a licensed price's quantity defaults to 1, a metered one has none. */
  line_items: Array<{ id: string; price: string; quantity?: number }>;
  metadata: Record<string, string>;
  /** `subscription_data[metadata]`: given to the subscription that paying creates. */
  subscription_metadata: Record<string, string>;
  subscription: string | null;
  invoice: string | null;
  created: number;
  expires_at: number;
  /** The hosted checkout page. */
  url: string;
}

export type FakePortalSession = StripeShape<
  Stripe.BillingPortal.Session,
  | 'id'
  | 'object'
  | 'created'
  | 'customer'
  | 'customer_account'
  | 'flow'
  | 'livemode'
  | 'locale'
  | 'on_behalf_of'
  | 'return_url'
  | 'url',
  { configuration: string }
>;

export type FakeMeterEvent = Stripe.Billing.MeterEvent;

export type FakeEventType = Extract<
  Stripe.Event.Type,
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed'
>;

export type FakeEventObject = FakeCheckoutSessionObject | FakeSubscription | FakeInvoice;

/** An event as it is sent (the webhook's body). */
export type FakeEventPayload = StripeShape<
  Stripe.Event,
  'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request',
  {
    type: FakeEventType;
    /** `previous_attributes`: the changed top-level fields' values before an update. */
    data: { object: FakeEventObject; previous_attributes?: Record<string, unknown> };
  }
>;

/** One POST of an event to the webhook URL: its HTTP status, or 0 with the error when there was none. */
export interface FakeDelivery {
  status: number;
  at: number;
  error?: string;
}

export type FakeEvent = FakeEventPayload & {
  deliveries: FakeDelivery[];
  /** Emitted while delivery was on hold (it stays true once `deliver` has sent it). */
  held: boolean;
};

export interface FakeStripe {
  /** The fake's address: hosted pages (`/checkout/:id`, `/portal/:id`) and controls (`/__fake/…`). */
  baseUrl: string;
  /** Give to STRIPE_API_BASE (the SDK's host/port/protocol); the same server as `baseUrl`. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  readonly webhookUrl: string | undefined;
  readonly deliveryMode: DeliveryMode;
  addPrice(price: FakePrice): FakePriceObject;
  setWebhookUrl(url: string | undefined): void;
  /** 'hold' keeps new events for the test to `deliver`; 'immediate' (default) sends each as it happens. */
  setDeliveryMode(mode: DeliveryMode): void;
  /**
   * Completes a checkout as its Pay button does (without the redirect): a customer if there was only an
   * email, an active subscription, a paid invoice, and checkout.session.completed,
   * customer.subscription.created and invoice.paid delivered in that order.
   */
  pay(sessionId: string): Promise<FakeCheckoutSessionObject>;
  /**
   * The current period ends: a subscription set to cancel at period end is cancelled
   * (customer.subscription.deleted); any other renews for a new period with a paid invoice (invoice.paid,
   * customer.subscription.updated).
   */
  endPeriod(subscriptionId: string): Promise<FakeSubscription>;
  /**
   * The renewal's charge fails: a new period with an open invoice (invoice.payment_failed) and the
   * subscription past due (customer.subscription.updated); on a past-due subscription, another failed
   * attempt at its open invoice.
   */
  failPayment(subscriptionId: string): Promise<FakeSubscription>;
  /** Cancels now, as DELETE /v1/subscriptions/:id does (customer.subscription.deleted). */
  cancelNow(subscriptionId: string): Promise<FakeSubscription>;
  /** Copies of the current state. */
  subscription(id: string): FakeSubscription | undefined;
  customer(id: string): FakeCustomer | undefined;
  invoice(id: string): FakeInvoice | undefined;
  readonly checkoutSessions: FakeCheckoutSession[];
  /** Every event emitted, oldest first, with its deliveries (live records). */
  readonly events: FakeEvent[];
  /** The events emitted in 'hold' mode, oldest first, including those `deliver` has sent since. */
  heldEvents(): FakeEvent[];
  /** Sends an event (held or already sent) to the webhook again, without retrying. */
  deliver(eventId: string): Promise<FakeDelivery>;
  /** POSTs any body with any Stripe-Signature header to the webhook (forgery tests); not recorded. */
  sendRaw(body: string, signatureHeader: string): Promise<{ status: number; body: string }>;
  /** A Stripe-Signature header for `payload` (another secret or time for forgeries). */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  /** The meter events accepted, oldest first (a refused duplicate is not among them). */
  readonly meterEvents: FakeMeterEvent[];
  close(): Promise<void>;
}

const DAY = 86_400;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Currencies Stripe counts in whole units. */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const now = () => Math.floor(Date.now() / 1000);

/** An id in Stripe's form: a prefix and base-62 characters. */
function stripeId(prefix: string, length = 24): string {
  return `${prefix}_${[...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % 62]).join('')}`;
}

/** `count` calendar months on, the day kept within the month (Jan 31 + 1 month = Feb 28/29), as Stripe bills. */
function addMonths(seconds: number, count: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/** A refusal in Stripe's error shape; 400 and 404 make the SDK raise StripeInvalidRequestError. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    const { type = 'invalid_request_error', code, param } = this.details;
    return {
      error: {
        type,
        message: this.message,
        ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
        ...(param ? { param } : {}),
      },
    };
  }
}

const invalid = (message: string, details: { code?: string; param?: string } = {}) =>
  new StripeApiError(400, message, details);
const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
const noSuch = (status: 400 | 404, kind: string, id: string, param = 'id') =>
  new StripeApiError(status, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

type Param = ParsedQs[string];

const text = (value: Param): string | undefined => (typeof value === 'string' ? value : undefined);
const nested = (value: Param): ParsedQs | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
/** qs makes `a[0]=…` an array, but an object with numeric keys past its array limit. */
const entries = (value: Param): Param[] =>
  Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];

/** Stripe refuses a parameter it does not know rather than ignoring it: so does the fake. */
function onlyParams(form: ParsedQs, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(form)) {
    if (allowed.includes(key)) continue;
    const param = prefix ? `${prefix}[${key}]` : key;
    throw invalid(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });
  }
}

function metadataParam(value: Param, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  const fields = nested(value);
  if (!fields) throw invalid('Invalid object', { param });
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(fields)) {
    if (typeof entry !== 'string') throw invalid('Invalid string', { param: `${param}[${key}]` });
    metadata[key] = entry;
  }
  return metadata;
}

function integerParam(value: Param, param: string): number {
  const number = Number(text(value));
  if (!Number.isInteger(number)) throw invalid(`Invalid integer: ${String(value)}`, { param });
  return number;
}

function booleanParam(value: Param, param: string): boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalid(`Invalid boolean: ${String(value)}`, { param });
}

function urlParam(value: Param, param: string, required: boolean): string | null {
  const url = text(value);
  if (!url) {
    if (required) throw missingParam(param);
    return null;
  }
  if (!URL.canParse(url)) throw invalid('Not a valid URL', { code: 'url_invalid', param });
  return url;
}

/** What an update changed: each changed top-level field's value before, as `previous_attributes`. */
function changedFields(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(value)) previous[key] = old[key];
  }
  return previous;
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

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:sans-serif;max-width:480px;margin:48px auto"><h1>${escapeHtml(title)}</h1>` +
      `${body}</body></html>`,
  );
}

function formatAmount(amount: number, currency: string): string {
  const units = ZERO_DECIMAL.has(currency.toLowerCase()) ? String(amount) : (amount / 100).toFixed(2);
  return `${units} ${currency.toUpperCase()}`;
}

/** POSTs a webhook body; a connection failure or timeout is status 0 with its error. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<FakeDelivery & { body: string }> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const at = now();
    // agent: false: one connection per delivery, so nothing is left open when a test ends.
    const request = send(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, at, body: answer }));
        response.on('error', (error) => resolve({ status: 0, at, error: String(error), body: answer }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ status: 0, at, error: String(error), body: '' }));
    request.end(body);
  });
}

const acknowledged = (status: number) => status >= 200 && status < 300;

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? stripeId('sk_test', 32);
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const retryDelayMs = options.retryDelayMs ?? 250;
  let webhookUrl = options.webhookUrl;
  let deliveryMode: DeliveryMode = options.deliveryMode ?? 'immediate';
  let closed = false;
  let baseUrl = '';
  const portalConfiguration = stripeId('bpc');

  const prices = new Map<string, FakePrice>();
  const customers = new Map<string, FakeCustomer>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const portals = new Map<string, FakePortalSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const events: FakeEvent[] = [];
  const meterEvents: FakeMeterEvent[] = [];
  const idempotent = new Map<string, { fingerprint: string; answer: Promise<ApiAnswer> }>();

  const priceOf = (id: string): FakePrice => {
    const price = prices.get(id);
    if (!price) throw noSuch(404, 'price', id);
    return price;
  };

  function priceObject(price: FakePrice): FakePriceObject {
    const metered = price.usageType === 'metered';
    return {
      id: price.id,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: price.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: price.product,
      recurring: {
        interval: price.interval,
        interval_count: price.intervalCount ?? 1,
        meter: null,
        trial_period_days: null,
        usage_type: price.usageType ?? 'licensed',
      },
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'recurring',
      unit_amount: price.unitAmount,
      unit_amount_decimal: metered ? null : String(price.unitAmount),
    };
  }

  function planObject(price: FakePrice): FakePlanObject {
    return {
      id: price.id,
      object: 'plan',
      active: true,
      amount: price.unitAmount,
      amount_decimal: String(price.unitAmount),
      billing_scheme: 'per_unit',
      created: now(),
      currency: price.currency,
      interval: price.interval,
      interval_count: price.intervalCount ?? 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: null,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: price.usageType ?? 'licensed',
    };
  }

  const periodEnd = (start: number, price: FakePrice): number => {
    if (options.periodSeconds) return start + options.periodSeconds;
    const count = price.intervalCount ?? 1;
    switch (price.interval) {
      case 'day':
        return start + count * DAY;
      case 'week':
        return start + count * 7 * DAY;
      case 'month':
        return addMonths(start, count);
      case 'year':
        return addMonths(start, 12 * count);
    }
  };

  const lineAmount = (line: { price: string; quantity?: number }) => {
    const price = priceOf(line.price);
    // Metered usage is billed at the end of the period, from the meter's events.
    return price.usageType === 'metered' ? 0 : price.unitAmount * (line.quantity ?? 1);
  };

  // ---- webhooks ----

  const sign = (payload: string, signOptions: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signOptions.secret ?? webhookSecret,
      timestamp: signOptions.timestamp ?? now(),
    });

  const payloadOf = (event: FakeEvent): string => {
    const { deliveries: _deliveries, held: _held, ...payload } = event;
    return JSON.stringify(payload);
  };

  async function sendOnce(event: FakeEvent): Promise<FakeDelivery> {
    if (!webhookUrl) throw new Error('The fake Stripe has no webhook URL (setWebhookUrl)');
    const payload = payloadOf(event);
    const { body: _body, ...delivery } = await post(webhookUrl, payload, {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      // Signed at each attempt, as Stripe does: a retry carries a fresh timestamp.
      'stripe-signature': sign(payload),
    });
    event.deliveries.push(delivery);
    return delivery;
  }

  /**
   * Records an event holding a copy of its object as it is now, and unless events are held delivers it:
   * awaited, so the caller (the Pay button, an API call, a control) returns once the webhook has
   * answered. Stripe retries an unacknowledged delivery; the fake retries once, shortly after.
   */
  async function emit(type: FakeEventType, object: FakeEventObject, previous?: Record<string, unknown>) {
    const event: FakeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      deliveries: [],
      held: deliveryMode === 'hold',
    };
    events.push(event);
    if (event.held || !webhookUrl) return;
    const first = await sendOnce(event);
    if (acknowledged(first.status) || closed) return;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    if (!closed && webhookUrl) await sendOnce(event);
  }

  // ---- objects and what happens to them ----

  function subscriptionOf(id: string): FakeSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw noSuch(404, 'subscription', id);
    return subscription;
  }

  function sessionOf(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw noSuch(404, 'checkout.session', id);
    return session;
  }

  function createCustomer(fields: {
    email: string | null;
    name: string | null;
    description?: string | null;
  }) {
    const customer: FakeCustomer = {
      id: stripeId('cus', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: fields.description ?? null,
      email: fields.email,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: {},
      name: fields.name,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function sessionObject(session: FakeCheckoutSession, expand: string[] = []): FakeCheckoutSessionObject {
    const total = session.line_items.reduce((sum, line) => sum + lineAmount(line), 0);
    const currency = priceOf(session.line_items[0]?.price ?? '').currency;
    const object: FakeCheckoutSessionObject = {
      id: session.id,
      object: 'checkout.session',
      allow_promotion_codes: null,
      amount_subtotal: total,
      amount_total: total,
      billing_address_collection: null,
      cancel_url: session.cancel_url,
      client_reference_id: session.client_reference_id,
      client_secret: null,
      created: session.created,
      currency,
      customer: session.customer,
      customer_creation: session.customer_creation,
      customer_email: session.customer_email,
      expires_at: session.expires_at,
      invoice: session.invoice,
      livemode: false,
      locale: null,
      metadata: { ...session.metadata },
      mode: session.mode,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'always',
      payment_method_types: ['card'],
      payment_status: session.payment_status,
      recovered_from: null,
      setup_intent: null,
      status: session.status,
      submit_type: null,
      subscription: session.subscription,
      success_url: session.success_url,
      ui_mode: 'hosted_page',
      // Stripe clears the address once the session is complete.
      url: session.status === 'open' ? session.url : null,
    };
    if (expand.includes('line_items')) {
      object.line_items = {
        object: 'list',
        data: session.line_items.map((line): FakeLineItem => {
          const price = priceOf(line.price);
          return {
            id: line.id,
            object: 'item',
            amount_discount: 0,
            amount_subtotal: lineAmount(line),
            amount_tax: 0,
            amount_total: lineAmount(line),
            currency: price.currency,
            description: price.product,
            metadata: {},
            price: priceObject(price),
            quantity: line.quantity ?? null,
          };
        }),
        has_more: false,
        url: `/v1/checkout/sessions/${session.id}/line_items`,
      };
    }
    return object;
  }

  function createInvoice(
    subscription: FakeSubscription,
    paid: boolean,
    billingReason: 'subscription_create' | 'subscription_cycle',
    period: { start: number; end: number },
  ): FakeInvoice {
    const customer = customers.get(subscription.customer);
    const created = now();
    const id = stripeId('in');
    const lines = subscription.items.data.map((item): FakeInvoiceLine => {
      const amount = lineAmount({ price: item.price.id, quantity: item.quantity });
      return {
        id: stripeId('il'),
        object: 'line_item',
        amount,
        currency: item.price.currency,
        description: `${item.quantity ?? 1} × ${item.price.product}`,
        discount_amounts: [],
        discountable: true,
        discounts: [],
        invoice: id,
        livemode: false,
        metadata: {},
        parent: {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: subscription.id,
            subscription_item: item.id,
          },
        },
        period: { start: item.current_period_start, end: item.current_period_end },
        pretax_credit_amounts: [],
        pricing: {
          type: 'price_details',
          price_details: { price: item.price.id, product: item.price.product },
          unit_amount_decimal: item.price.unit_amount_decimal ?? '0',
        },
        quantity: item.quantity ?? null,
        subscription: subscription.id,
        subtotal: amount,
        taxes: [],
      };
    });
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const sequence = customer?.next_invoice_sequence ?? 1;
    if (customer) customer.next_invoice_sequence = sequence + 1;
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      account_country: null,
      account_name: null,
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      amount_shipping: 0,
      attempt_count: 1,
      attempted: true,
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      created,
      currency: subscription.currency,
      customer: subscription.customer,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      description: null,
      due_date: null,
      effective_at: created,
      ending_balance: 0,
      lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: {},
      // Stripe retries a failed charge on its schedule; three days is its first smart retry, roughly.
      next_payment_attempt: paid ? null : created + 3 * DAY,
      number: `${customer?.invoice_prefix ?? 'FAKE'}-${String(sequence).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      period_end: period.end,
      period_start: period.start,
      starting_balance: 0,
      status: paid ? 'paid' : 'open',
      status_transitions: {
        finalized_at: created,
        marked_uncollectible_at: null,
        paid_at: paid ? created : null,
        voided_at: null,
      },
      subtotal: amount,
      total: amount,
      webhooks_delivered_at: created,
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function createSubscription(session: FakeCheckoutSession, customerId: string): FakeSubscription {
    const start = now();
    const id = stripeId('sub');
    const items = session.line_items.map((line): FakeSubscriptionItem => {
      const price = priceOf(line.price);
      return {
        id: stripeId('si', 14),
        object: 'subscription_item',
        billing_thresholds: null,
        created: start,
        current_period_end: periodEnd(start, price),
        current_period_start: start,
        current_trial: null,
        discounts: [],
        metadata: {},
        plan: planObject(price),
        price: priceObject(price),
        ...(line.quantity === undefined ? {} : { quantity: line.quantity }),
        subscription: id,
        tax_rates: [],
      };
    });
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      currency: priceOf(session.line_items[0]?.price ?? '').currency,
      customer: customerId,
      customer_account: null,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      description: null,
      discounts: [],
      ended_at: null,
      items: {
        object: 'list',
        data: items,
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: { ...session.subscription_metadata },
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: start,
      status: 'active',
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_start: null,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  async function pay(sessionId: string): Promise<FakeCheckoutSessionObject> {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') throw invalid('This Checkout Session is no longer active.');
    // Everything up to the first delivery happens at once, so a second Pay finds the session complete.
    session.status = 'complete';
    session.payment_status = 'paid';
    const customerId = session.customer ?? createCustomer({ email: session.customer_email, name: null }).id;
    const subscription = createSubscription(session, customerId);
    const start = subscription.start_date;
    const invoice = createInvoice(subscription, true, 'subscription_create', { start, end: start });
    Object.assign(session, { customer: customerId, subscription: subscription.id, invoice: invoice.id });
    await emit('checkout.session.completed', sessionObject(session));
    await emit('customer.subscription.created', subscription);
    await emit('invoice.paid', invoice);
    return sessionObject(session);
  }

  /** Applies `change` and sends customer.subscription.updated with what changed, if anything did. */
  async function update(subscription: FakeSubscription, change: () => void): Promise<void> {
    const before = structuredClone(subscription);
    change();
    const previous = changedFields(before, subscription);
    if (Object.keys(previous).length) await emit('customer.subscription.updated', subscription, previous);
  }

  function setCancelAtPeriodEnd(subscription: FakeSubscription, cancel: boolean): void {
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? (subscription.items.data[0]?.current_period_end ?? null) : null;
    // Stripe dates a scheduled cancellation from the request, not from the period's end.
    subscription.canceled_at = cancel ? now() : null;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: cancel ? 'cancellation_requested' : null,
    };
  }

  function refuseIfCanceled(subscription: FakeSubscription): void {
    if (subscription.status === 'canceled') {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
  }

  async function cancelNow(subscription: FakeSubscription): Promise<FakeSubscription> {
    refuseIfCanceled(subscription);
    const at = now();
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at = at;
    subscription.cancellation_details = {
      comment: subscription.cancellation_details?.comment ?? null,
      feedback: subscription.cancellation_details?.feedback ?? null,
      feedback_option: null,
      reason: 'cancellation_requested',
    };
    await emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /** A new period for every item, from the end of the current one. */
  function renew(subscription: FakeSubscription): { start: number; end: number } {
    const ended = {
      start: subscription.items.data[0]?.current_period_start ?? now(),
      end: subscription.items.data[0]?.current_period_end ?? now(),
    };
    for (const item of subscription.items.data) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodEnd(item.current_period_start, priceOf(item.price.id));
    }
    return ended;
  }

  async function endPeriod(subscription: FakeSubscription): Promise<FakeSubscription> {
    refuseIfCanceled(subscription);
    if (subscription.cancel_at_period_end) return cancelNow(subscription);
    const before = structuredClone(subscription);
    const invoice = createInvoice(subscription, true, 'subscription_cycle', renew(subscription));
    subscription.status = 'active';
    await emit('invoice.paid', invoice);
    await emit('customer.subscription.updated', subscription, changedFields(before, subscription));
    return subscription;
  }

  async function failPayment(subscription: FakeSubscription): Promise<FakeSubscription> {
    refuseIfCanceled(subscription);
    const open = subscription.latest_invoice ? invoices.get(subscription.latest_invoice) : undefined;
    if (subscription.status === 'past_due' && open?.status === 'open') {
      open.attempt_count += 1;
      open.next_payment_attempt = now() + 3 * DAY;
      await emit('invoice.payment_failed', open);
      return subscription;
    }
    if (subscription.cancel_at_period_end) {
      throw new Error(`${subscription.id} is set to cancel at its period end: it does not renew`);
    }
    const before = structuredClone(subscription);
    const invoice = createInvoice(subscription, false, 'subscription_cycle', renew(subscription));
    subscription.status = 'past_due';
    await emit('invoice.payment_failed', invoice);
    await emit('customer.subscription.updated', subscription, changedFields(before, subscription));
    return subscription;
  }

  // ---- the API ----

  const expandOf = (form: ParsedQs): string[] => entries(form.expand).filter((v) => typeof v === 'string');

  function createCheckoutSession(form: ParsedQs): FakeCheckoutSession {
    onlyParams(form, [
      'mode',
      'customer',
      'customer_email',
      'client_reference_id',
      'line_items',
      'success_url',
      'cancel_url',
      'metadata',
      'subscription_data',
      'expand',
    ]);
    const mode = text(form.mode);
    if (!mode) throw missingParam('mode');
    if (mode !== 'subscription') {
      throw invalid(`The fake Stripe sells subscriptions only, not mode=${mode}.`, { param: 'mode' });
    }
    const customer = text(form.customer) ?? null;
    const customerEmail = text(form.customer_email) ?? null;
    if (customer && customerEmail) {
      throw invalid('You may only specify one of these parameters: customer, customer_email.', {
        param: 'customer_email',
      });
    }
    if (customer && !customers.has(customer)) throw noSuch(400, 'customer', customer, 'customer');
    const lines = entries(form.line_items);
    if (!lines.length) throw missingParam('line_items');
    const lineItems = lines.map((entry, index) => {
      const param = `line_items[${index}]`;
      const line = nested(entry) ?? {};
      onlyParams(line, ['price', 'quantity'], param);
      const priceId = text(line.price);
      if (!priceId) throw missingParam(`${param}[price]`);
      const price = prices.get(priceId);
      if (!price) throw noSuch(400, 'price', priceId, `${param}[price]`);
      const quantity =
        line.quantity === undefined ? undefined : integerParam(line.quantity, `${param}[quantity]`);
      const id = stripeId('li');
      if (price.usageType !== 'metered') return { id, price: priceId, quantity: quantity ?? 1 };
      if (quantity !== undefined) {
        throw invalid(
          `Quantity should not be specified where usage_type is \`metered\`. Remove \`quantity\` from \`${param}\`.`,
          { param: `${param}[quantity]` },
        );
      }
      return { id, price: priceId };
    });
    const subscriptionData = form.subscription_data === undefined ? {} : nested(form.subscription_data);
    if (!subscriptionData) throw invalid('Invalid object', { param: 'subscription_data' });
    onlyParams(subscriptionData, ['metadata'], 'subscription_data');
    const id = stripeId('cs_test', 58);
    const created = now();
    const session: FakeCheckoutSession = {
      id,
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      customer_email: customerEmail,
      customer_creation: customer ? null : 'always',
      client_reference_id: text(form.client_reference_id) ?? null,
      success_url: urlParam(form.success_url, 'success_url', true) ?? '',
      cancel_url: urlParam(form.cancel_url, 'cancel_url', true) ?? '',
      line_items: lineItems,
      metadata: metadataParam(form.metadata, 'metadata'),
      subscription_metadata: metadataParam(subscriptionData.metadata, 'subscription_data[metadata]'),
      subscription: null,
      invoice: null,
      created,
      expires_at: created + DAY,
      url: `${baseUrl}/checkout/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  function createPortalSession(form: ParsedQs): FakePortalSession {
    onlyParams(form, ['customer', 'return_url', 'expand']);
    const customer = text(form.customer);
    if (!customer) throw missingParam('customer');
    if (!customers.has(customer)) throw noSuch(400, 'customer', customer, 'customer');
    const id = stripeId('bps');
    const portal: FakePortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: portalConfiguration,
      created: now(),
      customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: urlParam(form.return_url, 'return_url', false),
      url: `${baseUrl}/portal/${id}`,
    };
    portals.set(id, portal);
    return portal;
  }

  async function updateSubscription(id: string, form: ParsedQs): Promise<FakeSubscription> {
    onlyParams(form, ['cancel_at_period_end', 'metadata', 'cancellation_details', 'expand']);
    const subscription = subscriptionOf(id);
    const cancel =
      form.cancel_at_period_end === undefined
        ? undefined
        : booleanParam(form.cancel_at_period_end, 'cancel_at_period_end');
    if (cancel !== undefined) refuseIfCanceled(subscription);
    const details = form.cancellation_details === undefined ? {} : nested(form.cancellation_details);
    if (!details) throw invalid('Invalid object', { param: 'cancellation_details' });
    onlyParams(details, ['comment', 'feedback'], 'cancellation_details');
    const metadata = metadataParam(form.metadata, 'metadata');
    await update(subscription, () => {
      if (cancel !== undefined) setCancelAtPeriodEnd(subscription, cancel);
      // Stripe merges metadata; an empty value removes the key.
      for (const [key, value] of Object.entries(metadata)) {
        if (value) subscription.metadata[key] = value;
        else delete subscription.metadata[key];
      }
      if (form.cancellation_details !== undefined) {
        subscription.cancellation_details = {
          comment: text(details.comment) || null,
          feedback: text(details.feedback) || null,
          feedback_option: null,
          reason: subscription.cancellation_details?.reason ?? null,
        };
      }
    });
    return subscription;
  }

  function createMeterEvent(form: ParsedQs): FakeMeterEvent {
    onlyParams(form, ['event_name', 'payload', 'identifier', 'timestamp', 'expand']);
    const eventName = text(form.event_name);
    if (!eventName) throw missingParam('event_name');
    if (form.payload === undefined) throw missingParam('payload');
    const payload = metadataParam(form.payload, 'payload');
    const created = now();
    const timestamp = form.timestamp === undefined ? created : integerParam(form.timestamp, 'timestamp');
    if (timestamp < created - 35 * DAY || timestamp > created + 300) {
      throw invalid('Timestamp must be within the past 35 calendar days or up to 5 minutes in the future.', {
        param: 'timestamp',
      });
    }
    const identifier = text(form.identifier) ?? randomUUID();
    if (meterEvents.some((event) => event.identifier === identifier)) {
      // What Stripe answers a repeated identifier (v1 carries no error code for it), marked not to retry.
      throw new StripeApiError(400, `An event already exists with identifier ${identifier}.`, {
        headers: { 'stripe-should-retry': 'false' },
      });
    }
    const event: FakeMeterEvent = {
      object: 'billing.meter_event',
      created,
      event_name: eventName,
      identifier,
      livemode: false,
      payload,
      timestamp,
    };
    meterEvents.push(event);
    return event;
  }

  type Route = [method: string, path: RegExp, handle: (id: string, form: ParsedQs) => unknown];
  const routes: Route[] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_id, form) => {
        onlyParams(form, ['email', 'name', 'description', 'metadata', 'expand']);
        const customer = createCustomer({
          email: text(form.email) ?? null,
          name: text(form.name) ?? null,
          description: text(form.description) ?? null,
        });
        customer.metadata = metadataParam(form.metadata, 'metadata');
        return customer;
      },
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)$/,
      (id, form) => {
        onlyParams(form, ['expand']);
        const customer = customers.get(id);
        if (!customer) throw noSuch(404, 'customer', id);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_id, form) => sessionObject(createCheckoutSession(form), expandOf(form)),
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (id, form) => {
        onlyParams(form, ['expand']);
        return sessionObject(sessionOf(id), expandOf(form));
      },
    ],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_id, form) => createPortalSession(form)],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, form) => {
        // Expanding (latest_invoice, customer) is not modelled: the ids stay ids.
        onlyParams(form, ['expand']);
        return subscriptionOf(id);
      },
    ],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (id, form) => updateSubscription(id, form)],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, form) => {
        onlyParams(form, ['expand', 'invoice_now', 'prorate', 'cancellation_details']);
        return cancelNow(subscriptionOf(id));
      },
    ],
    ['POST', /^\/v1\/billing\/meter_events$/, (_id, form) => createMeterEvent(form)],
  ];

  interface ApiAnswer {
    status: number;
    body: string;
    headers: Record<string, string>;
  }

  async function answer(method: string, url: URL, body: string): Promise<ApiAnswer> {
    const headers = { 'request-id': stripeId('req', 14), 'stripe-version': Stripe.API_VERSION };
    try {
      for (const [routeMethod, pattern, handle] of routes) {
        const match = pattern.exec(url.pathname);
        if (!match || routeMethod !== method) continue;
        // The SDK sends a GET's or DELETE's parameters in the query, a POST's in the body.
        const form = parseQs(method === 'POST' ? body : url.search.slice(1));
        const result = await handle(decodeURIComponent(match[1] ?? ''), form);
        return { status: 200, body: JSON.stringify(result), headers };
      }
      throw new StripeApiError(
        404,
        `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return {
        status: error.status,
        body: JSON.stringify(error.body()),
        headers: { ...headers, ...error.details.headers },
      };
    }
  }

  function sendAnswer(response: ServerResponse, result: ApiAnswer, extra: Record<string, string> = {}) {
    response.writeHead(result.status, { 'content-type': 'application/json', ...result.headers, ...extra });
    response.end(result.body);
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL, body: string) {
    const method = request.method ?? 'GET';
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${secretKey}`) {
      const key = /^Bearer (.*)$/.exec(authorization ?? '')?.[1];
      const error = new StripeApiError(
        401,
        key
          ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
      sendJson(response, 401, error.body(), { 'www-authenticate': 'Bearer realm="Stripe"' });
      return;
    }
    const key = request.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') {
      sendAnswer(response, await answer(method, url, body));
      return;
    }
    // Same key, same request → the first answer again; same key, other parameters → refused, as Stripe does.
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const known = idempotent.get(key);
    if (known && known.fingerprint !== fingerprint) {
      const error = new StripeApiError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        { type: 'idempotency_error' },
      );
      sendJson(response, 400, error.body());
      return;
    }
    if (known) {
      sendAnswer(response, await known.answer, { 'idempotent-replayed': 'true' });
      return;
    }
    const pending = answer(method, url, body);
    idempotent.set(key, { fingerprint, answer: pending });
    const result = await pending.catch((error: unknown) => {
      idempotent.delete(key);
      throw error;
    });
    // Stripe saves no result for a request refused in validation (every refusal of this fake): the key is free again.
    if (result.status !== 200) idempotent.delete(key);
    sendAnswer(response, result);
  }

  // ---- hosted pages ----

  function checkoutPage(response: ServerResponse, session: FakeCheckoutSession): void {
    if (session.status !== 'open') {
      page(response, 200, 'Checkout complete', '<p>This checkout has been paid.</p>');
      return;
    }
    const lines = session.line_items
      .map((line) => {
        const price = priceOf(line.price);
        const amount =
          price.usageType === 'metered'
            ? `${formatAmount(price.unitAmount, price.currency)} per unit used`
            : `${formatAmount(price.unitAmount, price.currency)} / ${price.interval}`;
        const quantity = (line.quantity ?? 1) > 1 ? ` × ${line.quantity}` : '';
        return `<li>${escapeHtml(price.product)}: ${escapeHtml(amount + quantity)}</li>`;
      })
      .join('');
    page(
      response,
      200,
      'Test checkout',
      `<ul>${lines}</ul>` +
        `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>` +
        `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`,
    );
  }

  /** The customer's subscription the portal manages: the newest one not yet cancelled. */
  const liveSubscriptionOf = (customer: string) =>
    [...subscriptions.values()].reverse().find((s) => s.customer === customer && s.status !== 'canceled');

  function portalPage(response: ServerResponse, portal: FakePortalSession): void {
    const live = liveSubscriptionOf(portal.customer);
    const returnUrl = portal.return_url ?? '/';
    const site = URL.canParse(returnUrl) ? new URL(returnUrl).host : returnUrl;
    const end = live?.items.data[0]?.current_period_end;
    const plan = !live
      ? '<p>No active plan.</p>'
      : live.cancel_at_period_end
        ? `<p>Your plan ends on ${new Date((end ?? 0) * 1000).toISOString().slice(0, 10)}.</p>`
        : `<p>Your plan renews on ${new Date((end ?? 0) * 1000).toISOString().slice(0, 10)}.</p>` +
          `<form method="post" action="/portal/${escapeHtml(portal.id)}/cancel"><button type="submit">Cancel plan</button></form>`;
    page(
      response,
      200,
      'Test billing portal',
      `${plan}<p><a href="${escapeHtml(returnUrl)}">Return to ${escapeHtml(site)}</a></p>`,
    );
  }

  function redirect(response: ServerResponse, location: string): void {
    response.writeHead(303, { location });
    response.end();
  }

  async function hosted(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    const session = checkout ? sessions.get(decodeURIComponent(checkout[1] ?? '')) : undefined;
    if (checkout && session) {
      if (!checkout[2] && request.method === 'GET') return checkoutPage(response, session);
      if (checkout[2] && request.method === 'POST') {
        if (session.status !== 'open') {
          return page(response, 400, 'Checkout closed', '<p>This checkout has already been paid.</p>');
        }
        // The webhooks are delivered before the browser is sent back, so the site knows of the payment.
        await pay(session.id);
        return redirect(response, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
      }
    }
    const portalPath = /^\/portal\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    const portal = portalPath ? portals.get(decodeURIComponent(portalPath[1] ?? '')) : undefined;
    if (portalPath && portal) {
      if (!portalPath[2] && request.method === 'GET') return portalPage(response, portal);
      if (portalPath[2] && request.method === 'POST') {
        const live = liveSubscriptionOf(portal.customer);
        if (!live) return page(response, 400, 'Nothing to cancel', '<p>There is no active plan.</p>');
        await update(live, () => setCancelAtPeriodEnd(live, true));
        return redirect(response, portal.return_url ?? `/portal/${portal.id}`);
      }
    }
    page(response, 404, 'Not found', '<p>There is no such page on the fake Stripe.</p>');
  }

  // ---- test controls ----

  function addPrice(price: FakePrice): FakePriceObject {
    prices.set(price.id, price);
    return priceObject(price);
  }

  const heldEvents = () => events.filter((event) => event.held);

  async function deliver(eventId: string): Promise<FakeDelivery> {
    const event = events.find((candidate) => candidate.id === eventId);
    if (!event) throw noSuch(404, 'event', eventId);
    return sendOnce(event);
  }

  async function sendRaw(body: string, signatureHeader: string): Promise<{ status: number; body: string }> {
    if (!webhookUrl) throw new Error('The fake Stripe has no webhook URL (setWebhookUrl)');
    const result = await post(webhookUrl, body, {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signatureHeader,
    });
    return { status: result.status, body: result.body };
  }

  const found = <T>(value: T | undefined, kind: string, id: string): T => {
    if (value === undefined) throw noSuch(404, kind, id);
    return value;
  };

  /** The controls as loopback JSON endpoints, for browser scripts running in another process. */
  async function control(request: IncomingMessage, response: ServerResponse, url: URL, body: string) {
    const [resource = '', id = '', action] = url.pathname.split('/').slice(2).map(decodeURIComponent);
    const route = `${request.method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    try {
      const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      const textInput = (name: string) =>
        typeof input[name] === 'string' ? (input[name] as string) : undefined;
      const run = async (): Promise<unknown> => {
        switch (route) {
          case 'GET ':
            return { baseUrl, apiBase: baseUrl, secretKey, webhookSecret, webhookUrl, deliveryMode };
          case 'POST prices':
            return addPrice(input as unknown as FakePrice);
          case 'POST webhook-url':
            webhookUrl = textInput('url');
            return { webhookUrl };
          case 'POST delivery-mode':
            if (input.mode !== 'immediate' && input.mode !== 'hold')
              throw new Error('mode: immediate or hold');
            deliveryMode = input.mode;
            return { deliveryMode };
          case 'GET checkout-sessions':
            return [...sessions.values()];
          case 'GET checkout-sessions/:id':
            return sessionOf(id);
          case 'POST checkout-sessions/:id/pay':
            return pay(id);
          case 'GET customers/:id':
            return found(customers.get(id), 'customer', id);
          case 'GET invoices/:id':
            return found(invoices.get(id), 'invoice', id);
          case 'GET subscriptions/:id':
            return subscriptionOf(id);
          case 'POST subscriptions/:id/end-period':
            return endPeriod(subscriptionOf(id));
          case 'POST subscriptions/:id/fail-payment':
            return failPayment(subscriptionOf(id));
          case 'POST subscriptions/:id/cancel-now':
            return cancelNow(subscriptionOf(id));
          case 'GET meter-events':
            return meterEvents;
          case 'GET events':
            return url.searchParams.get('held') === 'true' ? heldEvents() : events;
          case 'POST events/:id/deliver':
            return deliver(id);
          case 'POST send-raw':
            return sendRaw(textInput('body') ?? '', textInput('signature') ?? '');
          case 'POST sign':
            return {
              signature: sign(textInput('payload') ?? '', {
                secret: textInput('secret'),
                timestamp: typeof input.timestamp === 'number' ? input.timestamp : undefined,
              }),
            };
          default:
            throw new StripeApiError(404, `No control ${route} (see tools/fakes/stripe.ts)`);
        }
      };
      sendJson(response, 200, await run());
    } catch (error) {
      const status = error instanceof StripeApiError ? error.status : 400;
      sendJson(response, status, {
        error: { message: error instanceof Error ? error.message : String(error) },
      });
    }
  }

  // ---- the server ----

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      if (url.pathname.startsWith('/v1/')) await api(request, response, url, body);
      else if (url.pathname === '/__fake' || url.pathname.startsWith('/__fake/'))
        await control(request, response, url, body);
      else await hosted(request, response, url);
    })().catch((error: unknown) => {
      // A fault of the fake itself: Stripe's 500 shape, so the SDK raises StripeAPIError with the cause.
      if (response.headersSent) return response.destroy();
      sendJson(response, 500, { error: { type: 'api_error', message: `Fake Stripe: ${String(error)}` } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const price of options.prices ?? []) addPrice(price);

  return {
    baseUrl,
    apiBase: baseUrl,
    secretKey,
    webhookSecret,
    get webhookUrl() {
      return webhookUrl;
    },
    get deliveryMode() {
      return deliveryMode;
    },
    addPrice,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    setDeliveryMode: (mode) => {
      deliveryMode = mode;
    },
    pay,
    endPeriod: (subscriptionId) => endPeriod(subscriptionOf(subscriptionId)),
    failPayment: (subscriptionId) => failPayment(subscriptionOf(subscriptionId)),
    cancelNow: (subscriptionId) => cancelNow(subscriptionOf(subscriptionId)),
    subscription: (id) => structuredClone(subscriptions.get(id)),
    customer: (id) => structuredClone(customers.get(id)),
    invoice: (id) => structuredClone(invoices.get(id)),
    get checkoutSessions() {
      return structuredClone([...sessions.values()]);
    },
    get events() {
      return [...events];
    },
    heldEvents,
    deliver,
    sendRaw,
    sign,
    get meterEvents() {
      return structuredClone(meterEvents);
    },
    close: async () => {
      closed = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
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

// Standalone: `node tools/dist/fakes/stripe.js` sells BROWSER_TEST_PRICES, prints one JSON line
// ({"baseUrl","apiBase","controlUrl","secretKey","webhookSecret","prices"}) and runs until stopped.
// STRIPE_FAKE_PORT, STRIPE_FAKE_WEBHOOK_URL, STRIPE_FAKE_SECRET_KEY and STRIPE_FAKE_WEBHOOK_SECRET set it up.
if (require.main === module) {
  startFakeStripe({
    prices: BROWSER_TEST_PRICES,
    port: Number(process.env.STRIPE_FAKE_PORT ?? 0),
    webhookUrl: process.env.STRIPE_FAKE_WEBHOOK_URL || undefined,
    secretKey: process.env.STRIPE_FAKE_SECRET_KEY || undefined,
    webhookSecret: process.env.STRIPE_FAKE_WEBHOOK_SECRET || undefined,
  }).then((fake) => {
    console.log(
      JSON.stringify({
        baseUrl: fake.baseUrl,
        apiBase: fake.apiBase,
        controlUrl: `${fake.baseUrl}/__fake`,
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
        prices: BROWSER_TEST_PRICES.map((price) => price.id),
      }),
    );
  });
}
