import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { D2CMessages, ErrorCode } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { contractError } from '../../../common/errors/contract-error';
import { BillingService } from '../../billing/billing.service';
import { d2cServiceRefusal } from '../d2c-access';
import { D2CApiKeysService } from '../d2c-api-keys.service';
import type { D2CRequest } from './d2c-caller';

/** The key a request presents: `Authorization: Bearer <key>`, else `X-API-Key: <key>`. */
export function presentedApiKey(req: Pick<D2CRequest, 'headers'>): string | null {
  const authorization = req.headers.authorization?.trim() ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  const header = req.headers['x-api-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value : null;
}

/**
 * Authenticates the plugin's requests by API key: none → 401 with how to send one; unknown or revoked →
 * 401; an organization whose subscription does not (or no longer) include the service → 403.
 */
@Injectable()
export class D2CApiKeyGuard implements CanActivate {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: D2CApiKeysService,
    private readonly billing: BillingService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<D2CRequest>();
    const presented = presentedApiKey(req);
    if (!presented) throw contractError(ErrorCode.AUTH_REQUIRED, { message: D2CMessages.missingApiKey });
    const apiKey = await this.keys.findActive(presented);
    if (!apiKey) throw contractError(ErrorCode.AUTH_REQUIRED, { message: D2CMessages.invalidApiKey });
    const subscription = await this.billing.findForOrganization(
      this.dataSource.manager,
      apiKey.organizationId,
    );
    const refusal = d2cServiceRefusal(subscription);
    if (refusal || !subscription)
      throw contractError(ErrorCode.PERMISSIONS_ERROR, { message: refusal ?? undefined });
    req.d2cCaller = { apiKey, organizationId: apiKey.organizationId, subscription };
    return true;
  }
}
