import { BadRequestException, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../auth/auth.decorators';
import { StripeWebhooksService } from './stripe-webhooks.service';

/** Where the payment provider sends its events: `POST /billing/stripe/webhook`, the raw body signed. */
@Controller('billing/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() request: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: string }> {
    // The body stays the bytes the provider signed (configure-http parses this path raw).
    const body: unknown = request.body;
    const outcome = Buffer.isBuffer(body) ? await this.webhooks.handle(body, signature) : 'refused';
    if (outcome === 'refused') throw new BadRequestException('Invalid webhook signature');
    return { received: true, outcome };
  }
}
