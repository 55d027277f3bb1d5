import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LimitsModule } from '../limits/limits.module';
import { BillingService } from './billing.service';
import { SubscriptionResolver } from './subscription.resolver';
import { Subscription } from './subscription.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Subscription]), LimitsModule],
  providers: [BillingService, SubscriptionResolver],
  exports: [BillingService],
})
export class BillingModule {}
