import { Inject, Injectable } from '@nestjs/common';
import { BillingMessages, ErrorCode, SubscriptionPlan, type PaidPlan } from '@framehouse/domain';
import type Stripe from 'stripe';
import { contractError } from '../../../common/errors/contract-error';
import { APP_CONFIG, type AppConfig, type StripeConfig } from '../../../config/app-config';
import type { ProviderSubscription } from './provider-subscription';

export interface CheckoutRequest {
  organizationId: string;
  customerId: string;
  plan: PaidPlan;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The payment provider (Stripe) as billing uses it; null methods' callers check `enabled` first. */
@Injectable()
export class PaymentProvider {
  private readonly config: StripeConfig;
  private readonly client: Stripe | null;

  constructor(@Inject(APP_CONFIG) appConfig: AppConfig) {
    this.config = appConfig.stripe;
    this.client = this.config.secretKey ? createClient(this.config.secretKey, this.config.apiBase) : null;
  }

  /** Whether this server sells `plan` by card: a provider key and the plan's price are configured. */
  sells(plan: PaidPlan): boolean {
    return this.client !== null && Boolean(this.config.prices[plan]);
  }

  /** Whether this server takes card payments at all (the portal, cancelling, webhooks). */
  get enabled(): boolean {
    return this.client !== null;
  }

  planOfPrice = (priceId: string): PaidPlan | undefined =>
    (Object.entries(this.config.prices) as Array<[PaidPlan, string | undefined]>).find(
      ([, price]) => price === priceId,
    )?.[0];

  async createCustomer(input: { organizationId: string; name: string; email: string }): Promise<string> {
    const customer = await this.call((stripe) =>
      stripe.customers.create(
        { name: input.name, email: input.email, metadata: { organizationId: input.organizationId } },
        // One customer per organization even when the call is retried after a lost answer.
        { idempotencyKey: `customer-${input.organizationId}` },
      ),
    );
    return customer.id;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const price = this.config.prices[request.plan];
    if (!price) throw contractError(ErrorCode.PAYMENTS_NOT_CONFIGURED);
    const metadata = { organizationId: request.organizationId, plan: request.plan };
    const overage =
      request.plan === SubscriptionPlan.D2C_PREMIUM && this.config.d2cOveragePrice
        ? [{ price: this.config.d2cOveragePrice }]
        : [];
    const session = await this.call((stripe) =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.organizationId,
        line_items: [{ price, quantity: 1 }, ...overage],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata,
        subscription_data: { metadata },
      }),
    );
    if (!session.url)
      throw contractError(ErrorCode.SERVER_ERROR, { message: BillingMessages.paymentProviderFailed });
    return { id: session.id, url: session.url };
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call((stripe) =>
      stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  async subscription(id: string): Promise<ProviderSubscription> {
    return providerSubscription(await this.call((stripe) => stripe.subscriptions.retrieve(id)));
  }

  async cancelAtPeriodEnd(id: string): Promise<ProviderSubscription> {
    return providerSubscription(
      await this.call((stripe) => stripe.subscriptions.update(id, { cancel_at_period_end: true })),
    );
  }

  /** Reports metered units; the identifier makes a repeated report of the same units count once. */
  async reportMeterEvent(input: { customerId: string; value: number; identifier: string }): Promise<void> {
    try {
      await this.call((stripe) =>
        stripe.billing.meterEvents.create({
          event_name: this.config.d2cOverageMeterEvent,
          identifier: input.identifier,
          payload: { stripe_customer_id: input.customerId, value: String(input.value) },
        }),
      );
    } catch (error) {
      // Already taken by the provider (an earlier attempt whose answer was lost): reported.
      if (
        error instanceof stripePackage().errors.StripeInvalidRequestError &&
        /identifier/i.test(error.message)
      )
        return;
      throw error;
    }
  }

  /** The event of a webhook delivery, or null when its signature is not the provider's. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!this.client || !this.config.webhookSecret || !signature) return null;
    try {
      return this.client.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      return null;
    }
  }

  private async call<T>(operation: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.client) throw contractError(ErrorCode.PAYMENTS_NOT_CONFIGURED);
    return operation(this.client);
  }
}

/**
 * stripe's package, loaded with the first client: some 16 MB of memory that an API selling nothing by
 * card (no STRIPE_SECRET_KEY) does not carry (bench:upload's memory target).
 */
let loadedStripe: typeof Stripe | undefined;
function stripePackage(): typeof Stripe {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (loadedStripe ??= require('stripe') as typeof Stripe);
}

/** A refusal or outage the provider reported (never one without a client: the package is not loaded). */
export function isProviderError(error: unknown): error is Stripe.errors.StripeError {
  return loadedStripe !== undefined && error instanceof loadedStripe.errors.StripeError;
}

function createClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  const StripeClient = stripePackage();
  return new StripeClient(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Framehouse' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const fromSeconds = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : new Date(seconds * 1000);

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Stripe's subscription in our terms: its licensed item is the plan, a metered one the overage. */
export function providerSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const items = subscription.items.data;
  const base = items.find((item) => item.price.recurring?.usage_type !== 'metered') ?? items[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    state: subscription.status,
    organizationId: subscription.metadata?.organizationId ?? null,
    metadataPlan: subscription.metadata?.plan ?? null,
    basePrice: base
      ? { id: base.price.id, unitAmount: base.price.unit_amount, currency: base.price.currency }
      : null,
    currentPeriodEnd: fromSeconds(base?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: fromSeconds(subscription.cancel_at),
    endedAt: fromSeconds(subscription.ended_at),
  };
}

/** The subscription an event is about, if any: where each event type keeps it. */
export function eventSubscriptionId(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

/** The organization an event names itself (the checkout's reference), when it does. */
export function eventOrganizationId(event: Stripe.Event): string | null {
  return event.type === 'checkout.session.completed'
    ? (event.data.object.client_reference_id ?? event.data.object.metadata?.organizationId ?? null)
    : null;
}
