import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Subscription } from '../../billing/subscription.entity';
import type { D2CApiKey } from '../d2c-api-key.entity';

/** Who calls the D2C REST API: the organization behind the API key the request presented. */
export interface D2CCaller {
  apiKey: D2CApiKey;
  organizationId: string;
  subscription: Subscription;
}

export type D2CRequest = Request & { d2cCaller?: D2CCaller };

/** The caller the D2CApiKeyGuard found; only on routes the guard protects. */
export const CurrentD2CCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<D2CRequest>().d2cCaller,
);
