import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ErrorCode, hasPermissions, type Permission } from '@framehouse/domain';
import type { Request } from 'express';
import { contractError } from '../../common/errors/contract-error';
import { PERMISSIONS_KEY, PUBLIC_KEY, requestOf } from './auth.decorators';
import type { Session } from './session';

/**
 * The one guard of every operation: a session is required unless the operation is @Public, and the
 * permissions it declares with @RequirePermissions must all be held.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    await super.canActivate(context);
    const session = requestOf(context).user as Session;
    const required = this.reflector.getAllAndOverride<Permission[]>(PERMISSIONS_KEY, targets) ?? [];
    if (!hasPermissions(session.permissions, required)) throw contractError(ErrorCode.PERMISSIONS_ERROR);
    return true;
  }

  override handleRequest<T>(error: unknown, session: T | false): T {
    if (error || !session) throw contractError(ErrorCode.AUTH_REQUIRED);
    return session;
  }
}
