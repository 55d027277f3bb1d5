import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AccountsResolver } from './accounts.resolver';
import { AccountsService } from './accounts.service';
import { RateLimitService } from './rate-limit.service';
import { UserToken } from './user-token.entity';
import { User } from './user.entity';
import { UserTokensService } from './user-tokens.service';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserToken]), MailModule],
  providers: [AccountsService, AccountsResolver, UsersService, UserTokensService, RateLimitService],
  exports: [AccountsService, UsersService, UserTokensService, RateLimitService],
})
export class AccountsModule {}
