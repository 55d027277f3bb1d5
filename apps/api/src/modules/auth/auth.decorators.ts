import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Permission } from '@framehouse/domain';
import type { Request } from 'express';
import type { Session } from './session';

export const PUBLIC_KEY = 'framehouse:public';
export const PERMISSIONS_KEY = 'framehouse:permissions';

/** Open without a session (sign-in, registration, mailed links). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Every listed permission must be held; without the decorator a session is still required. */
export const RequirePermissions = (...permissions: Permission[]) => SetMetadata(PERMISSIONS_KEY, permissions);

export function requestOf(context: ExecutionContext): Request {
  return context.getType<string>() === 'graphql'
    ? GqlExecutionContext.create(context).getContext<{ req: Request }>().req
    : context.switchToHttp().getRequest<Request>();
}

/** The caller's session; only on operations that require one. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => requestOf(context).user as Session,
);

/** The caller's address, for rate limits. */
export const ClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => requestOf(context).ip ?? 'unknown',
);
