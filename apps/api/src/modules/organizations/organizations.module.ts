import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { BillingModule } from '../billing/billing.module';
import { OrganizationHooks } from './organization-hooks';
import { Organization } from './organization.entity';
import { OrganizationsResolver } from './organizations.resolver';
import { OrganizationsService } from './organizations.service';

@Module({
  imports: [TypeOrmModule.forFeature([Organization]), AccountsModule, BillingModule],
  providers: [OrganizationsService, OrganizationsResolver, OrganizationHooks],
  exports: [OrganizationsService, OrganizationHooks],
})
export class OrganizationsModule {}
