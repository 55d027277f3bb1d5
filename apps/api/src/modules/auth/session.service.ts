import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isActiveSubscriptionStatus, sessionPermissions } from '@framehouse/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UsersService } from '../accounts/users.service';
import type { User } from '../accounts/user.entity';
import { effectiveStatus } from '../billing/subscription-status';
import type { Session, TokenClaims } from './session';

@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  issueToken(user: User): string {
    return this.jwt.sign(
      { sub: user.id, ver: user.sessionVersion },
      { expiresIn: this.config.jwtExpiresInSeconds, algorithm: 'HS256' },
    );
  }

  /**
   * The session of a valid token, or undefined when its user is gone, deactivated, unverified, outside
   * an organization, or whose sessions were ended (password change, deactivation) after it was issued.
   */
  async load(claims: TokenClaims): Promise<Session | undefined> {
    const user = await this.users.findWithOrganization(claims.sub);
    const organization = user?.organization;
    if (!user || !organization || !user.isActive || !user.isVerified) return undefined;
    if (claims.ver !== user.sessionVersion) return undefined;
    const subscription = organization.subscription ?? null;
    const active = isActiveSubscriptionStatus(effectiveStatus(subscription));
    return {
      user,
      organization,
      subscription,
      permissions: sessionPermissions(user.role, subscription?.plan, active),
    };
  }
}
