import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StripeEvent } from '../stripe-event.entity';
import { eventOrganizationId, eventSubscriptionId, PaymentProvider } from './payment-provider';
import { PaymentsService } from './payments.service';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

/**
 * The provider's events: verified by signature, applied once each (their ids are stored in the same
 * transaction as the change), and applied from the subscription's latest state read back from the
 * provider, so an event that arrives twice, late or out of order leaves the row right.
 */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
  ) {}

  async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.provider.verifyEvent(rawBody, signature);
    if (!event) return 'refused';
    const events = this.dataSource.getRepository(StripeEvent);
    if (await events.existsBy({ id: event.id })) return 'duplicate';
    const subscriptionId = eventSubscriptionId(event);
    // Read before the transaction: a provider outage answers 500 and the provider delivers it again.
    const subscription = subscriptionId ? await this.provider.subscription(subscriptionId) : null;
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "stripe_events" ("id", "type") VALUES ($1, $2) ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
        [event.id, event.type],
      );
      if (!inserted.length) return 'duplicate';
      if (!subscription) return 'ignored';
      const applied = await this.payments.applyProviderSubscription(
        manager,
        subscription,
        eventOrganizationId(event),
      );
      if (!applied) {
        this.logger.warn(`Event ${event.id} (${event.type}) names no current subscription of ours`);
        return 'ignored';
      }
      return 'applied';
    });
  }
}
