import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContextMessages, ErrorCode, validateEmail } from '@framehouse/domain';
// google-auth-library, not the googleapis bundle: the bundle loads every Google API (~100 MB of memory).
import { OAuth2Client } from 'google-auth-library';
import { DataSource } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountsService } from '../accounts/accounts.service';
import { hashPassword, verifyPassword } from '../accounts/password-hasher';
import { RateLimitService } from '../accounts/rate-limit.service';
import { UserTokenPurpose } from '../accounts/user-token-purpose';
import type { User } from '../accounts/user.entity';
import { UsersService } from '../accounts/users.service';
import { UserTokensService } from '../accounts/user-tokens.service';
import { MailService } from '../mail/mail.service';
import { SessionService } from './session.service';

export interface OrganizationChoice {
  organizationName?: string | null;
  organizationId?: string | null;
}

// Checked against when no account matches, so that a miss takes as long as a wrong password.
const TIMING_HASH = hashPassword('framehouse-timing-equalizer');

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly tokens: UserTokensService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /**
   * Email and password sign-in. The same email may have accounts in several organizations; when the
   * password fits more than one, the caller names the organization.
   */
  async tokenAuth(
    email: string,
    password: string,
    choice: OrganizationChoice,
    address: string,
  ): Promise<string> {
    const attempt = { address, email };
    // Counted before the password is checked, so parallel guesses cannot get past the limit; a right
    // password gives the attempt back: only failures count.
    await this.rateLimit.consume('login', attempt);
    const candidates = this.chooseOrganization(await this.users.findAllByEmail(email ?? ''), choice).filter(
      (user) => user.passwordHash,
    );
    if (!candidates.length) await verifyPassword(await TIMING_HASH, password ?? '');
    const matches: User[] = [];
    for (const user of candidates)
      if (await verifyPassword(user.passwordHash, password ?? '')) matches.push(user);
    if (!matches.length) throw contractError(ErrorCode.INVALID_CREDENTIALS);
    await this.rateLimit.refund('login', attempt);
    if (matches.length > 1) throw contractError(ErrorCode.AMBIGUOUS_LOGIN);
    return this.signIn(matches[0], address);
  }

  /** Google sign-in for an existing account: the access token is checked with Google's token-info endpoint. */
  async googleSignIn(accessToken: unknown, choice: OrganizationChoice, address: string): Promise<string> {
    await this.rateLimit.consume('google-sign-in', { address });
    const failed = () =>
      contractError(ErrorCode.AUTH_REQUIRED, {
        field: 'access_token',
        message: ContextMessages.googleAuthorizationFailed,
      });
    const { clientId, clientSecret, apiBase } = this.config.google;
    if (typeof accessToken !== 'string' || !accessToken || !clientId) throw failed();
    const client = new OAuth2Client({
      clientId,
      clientSecret,
      // Node's own fetch: otherwise gaxios imports node-fetch with a dynamic import() on first use,
      // which fails where modules load in a VM context (the Jest integration tests).
      transporterOptions: { fetchImplementation: fetch },
      ...(apiBase ? { endpoints: { tokenInfoUrl: `${apiBase}/tokeninfo` } } : {}),
    });
    let email: string | undefined;
    try {
      const info = await client.getTokenInfo(accessToken);
      if (info.aud !== clientId || !info.email || String(info.email_verified) !== 'true') throw failed();
      email = info.email;
    } catch {
      throw failed();
    }
    // The address was counted above; the email Google vouched for is counted once it is known.
    await this.rateLimit.consume('google-sign-in', { email });
    const accounts = this.chooseOrganization(await this.users.findAllByEmail(email), choice).filter(
      (user) => user.isVerified && user.organizationId,
    );
    if (accounts.length > 1) throw contractError(ErrorCode.AMBIGUOUS_LOGIN);
    if (!accounts.length) throw failed();
    return this.signIn(accounts[0], address);
  }

  /**
   * Mails a reset link to each account of the address (or only the chosen organization's). The answer
   * is the same whether or not an account exists, so the form cannot be used to probe addresses.
   */
  async requestPasswordReset(email: string, choice: OrganizationChoice, address: string): Promise<void> {
    new ErrorList().check('email', validateEmail(email)).throwIfAny();
    // Counted whether or not an account exists, so the answer tells nothing about the address.
    await this.rateLimit.consume('mail', { address, email });
    const accounts = this.chooseOrganization(await this.users.findAllByEmail(email), choice).filter(
      (user) => user.isVerified && user.isActive && user.organizationId,
    );
    for (const user of accounts) {
      const token = await this.dataSource.transaction((manager) =>
        this.tokens.issue(manager, user.id, UserTokenPurpose.PASSWORD_RESET),
      );
      await this.mail.send(user.email, {
        kind: 'password-reset',
        name: user.organization ? `${user.name} (${user.organization.name})` : user.name,
        link: this.mail.link('/reset-password/change', { id: token }),
      });
    }
  }

  async passwordReset(token: string, newPassword: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, [UserTokenPurpose.PASSWORD_RESET]);
      const user = await this.users.lock(manager, used.userId);
      new ErrorList().password('newPassword', newPassword ?? '', user.email).throwIfAny();
      await this.accounts.setPassword(manager, user, newPassword);
    });
  }

  private async signIn(user: User, address: string): Promise<string> {
    if (!user.isVerified) {
      await this.accounts.resendVerification(user, address);
      throw contractError(ErrorCode.ACCOUNT_NOT_VERIFIED);
    }
    if (!user.isActive || !user.organizationId) throw contractError(ErrorCode.ACCOUNT_INACTIVE);
    await this.users.recordSignIn(user.id);
    return this.sessions.issueToken(user);
  }

  private chooseOrganization(accounts: User[], choice: OrganizationChoice): User[] {
    const name = choice.organizationName?.trim().toLowerCase();
    return accounts.filter(
      (user) =>
        (!choice.organizationId || user.organizationId === choice.organizationId) &&
        (!name || user.organization?.name.toLowerCase() === name),
    );
  }
}
