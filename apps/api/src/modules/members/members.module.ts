import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MembersResolver } from './members.resolver';
import { MembersService } from './members.service';

@Module({ imports: [AccountsModule], providers: [MembersService, MembersResolver] })
export class MembersModule {}
