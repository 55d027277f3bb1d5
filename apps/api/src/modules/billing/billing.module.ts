import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { LimitsModule } from '../limits/limits.module';
import { BillingService } from './billing.service';
import { MeteredUsageReport } from './metered-usage-report.entity';
import { MeteredUsageProcessor } from './metered-usage/metered-usage.processor';
import { MeteredUsageService } from './metered-usage/metered-usage.service';
import { PaymentProvider } from './payments/payment-provider';
import { PaymentsResolver } from './payments/payments.resolver';
import { PaymentsService } from './payments/payments.service';
import { StripeWebhookController } from './payments/stripe-webhook.controller';
import { StripeWebhooksService } from './payments/stripe-webhooks.service';
import { StripeEvent } from './stripe-event.entity';
import { SubscriptionResolver } from './subscription.resolver';
import { Subscription } from './subscription.entity';

/**
 * Subscriptions and their payment: plans, card payments through the provider (checkout, portal,
 * cancelling, webhooks) and the metered overage reported to it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Subscription, StripeEvent, MeteredUsageReport]),
    BullModule.registerQueue({ name: QueueName.BILLING }),
    LimitsModule,
  ],
  controllers: [StripeWebhookController],
  providers: [
    BillingService,
    SubscriptionResolver,
    PaymentProvider,
    PaymentsService,
    PaymentsResolver,
    StripeWebhooksService,
    MeteredUsageService,
    MeteredUsageProcessor,
  ],
  exports: [BillingService, PaymentsService, MeteredUsageService],
})
export class BillingModule {}
