import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { GqlArgumentsHost, GqlContextType, GqlExceptionFilter } from '@nestjs/graphql';
import { ErrorCode, ErrorMessages } from '@framehouse/domain';
import type { Response } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import { requestIdOf } from '../request-id/request-id';
import { ContractError, contractError, graphQLErrorOf, type PayloadError } from './contract-error';

const HTTP_STATUS: Partial<Record<string, number>> = {
  [ErrorCode.AUTH_REQUIRED]: HttpStatus.UNAUTHORIZED,
  [ErrorCode.PERMISSIONS_ERROR]: HttpStatus.FORBIDDEN,
  [ErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [ErrorCode.RATE_LIMITED]: HttpStatus.TOO_MANY_REQUESTS,
  [ErrorCode.PLAN_LIMIT_EXCEEDED]: HttpStatus.PAYMENT_REQUIRED,
  [ErrorCode.TRANSCRIPTION_NOT_READY]: HttpStatus.CONFLICT,
  [ErrorCode.SERVER_ERROR]: HttpStatus.INTERNAL_SERVER_ERROR,
};

/**
 * Maps every exception onto the error contract, once for the whole API: a mutation answers its payload
 * with `errors`, a query a GraphQL error carrying the code, a REST call a JSON body (with the request's
 * id). Anything unexpected is logged and answered as SERVER_ERROR without internals.
 */
@Catch()
export class ErrorContractFilter implements GqlExceptionFilter {
  private readonly logger = new Logger('ErrorContract');

  catch(exception: unknown, host: ArgumentsHost) {
    const error = this.toContractError(exception);
    if (host.getType<GqlContextType>() === 'graphql') {
      const info = GqlArgumentsHost.create(host).getInfo<GraphQLResolveInfo>();
      if (info.parentType.name === 'Mutation') return { errors: error.errors };
      throw graphQLErrorOf(error);
    }
    const http = host.switchToHttp();
    http
      .getResponse<Response>()
      .status(HTTP_STATUS[error.code] ?? HttpStatus.BAD_REQUEST)
      .json({ errors: error.errors, requestId: requestIdOf(http.getRequest()) });
  }

  private toContractError(exception: unknown): ContractError {
    if (exception instanceof ContractError) return exception;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.UNAUTHORIZED) return contractError(ErrorCode.AUTH_REQUIRED);
      if (status === HttpStatus.FORBIDDEN) return contractError(ErrorCode.PERMISSIONS_ERROR);
      if (status === HttpStatus.NOT_FOUND) return contractError(ErrorCode.NOT_FOUND);
      if (status === HttpStatus.PAYLOAD_TOO_LARGE || status < 500) {
        return contractError(ErrorCode.VALIDATION_ERROR, { message: httpMessage(exception) });
      }
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return contractError(ErrorCode.SERVER_ERROR, { message: ErrorMessages[ErrorCode.SERVER_ERROR] });
  }
}

function httpMessage(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (Array.isArray(message)) return message.join(', ');
    if (typeof message === 'string') return message;
  }
  return exception.message;
}

export type { PayloadError };
