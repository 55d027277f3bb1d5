import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { AccessGuard } from './access.guard';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { GoogleAuthController } from './google-auth.controller';
import { JwtStrategy } from './jwt.strategy';
import { SessionService } from './session.service';

@Global()
@Module({
  imports: [
    AccountsModule,
    MailModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [GoogleAuthController],
  providers: [
    AuthService,
    AuthResolver,
    SessionService,
    JwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionService],
})
export class AuthModule {}
