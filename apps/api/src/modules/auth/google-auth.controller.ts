import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ClientAddress, Public } from './auth.decorators';
import { AuthService } from './auth.service';

interface GoogleSignInBody {
  access_token?: unknown;
  organizationId?: string | null;
  organizationName?: string | null;
}

/** Google sign-in (platform.md §7): `{ access_token }` in, `{ token }` out. */
@Controller('auth')
export class GoogleAuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('google')
  @HttpCode(200)
  async signIn(
    @ClientAddress() address: string,
    @Body() body: GoogleSignInBody | undefined,
  ): Promise<{ token: string }> {
    const choice = {
      organizationId: typeof body?.organizationId === 'string' ? body.organizationId : null,
      organizationName: typeof body?.organizationName === 'string' ? body.organizationName : null,
    };
    return { token: await this.auth.googleSignIn(body?.access_token, choice, address) };
  }
}
