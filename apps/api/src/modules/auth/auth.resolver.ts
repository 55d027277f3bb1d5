import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ClientAddress, Public } from './auth.decorators';
import { AuthService } from './auth.service';
import { PasswordResetPayload, RequestPasswordResetPayload, TokenAuthPayload } from './dtos/auth.payloads';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => TokenAuthPayload, { description: 'Email and password sign-in; answers a bearer token.' })
  async tokenAuth(
    @ClientAddress() address: string,
    @Args('email') email: string,
    @Args('password') password: string,
    @Args('organizationName', { type: () => String, nullable: true }) organizationName?: string | null,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<TokenAuthPayload> {
    const token = await this.auth.tokenAuth(email, password, { organizationName, organizationId }, address);
    return { token, errors: [] };
  }

  @Public()
  @Mutation(() => RequestPasswordResetPayload)
  async requestPasswordReset(
    @ClientAddress() address: string,
    @Args('email') email: string,
    @Args('organizationName', { type: () => String, nullable: true }) organizationName?: string | null,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<RequestPasswordResetPayload> {
    await this.auth.requestPasswordReset(email, { organizationName, organizationId }, address);
    return { ok: true, errors: [] };
  }

  @Public()
  @Mutation(() => PasswordResetPayload)
  async passwordReset(
    @Args('token') token: string,
    @Args('newPassword') newPassword: string,
  ): Promise<PasswordResetPayload> {
    await this.auth.passwordReset(token, newPassword);
    return { ok: true, errors: [] };
  }
}
