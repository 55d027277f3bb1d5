import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { GqlArgumentsHost, GqlContextType, GqlExceptionFilter } from '@nestjs/graphql';
import { ErrorCode, ErrorMessages } from '@framehouse/domain';
import type { Response } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../graphql/request-loaders';
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
    if (host.getType<GqlContextType>() === 'graphql') {
      const graphQLHost = GqlArgumentsHost.create(host);
      const error = this.toContractError(
        exception,
        requestIdOf(graphQLHost.getContext<GraphQLContext>().req),
      );
      if (graphQLHost.getInfo<GraphQLResolveInfo>().parentType.name === 'Mutation')
        return { errors: error.errors };
      throw graphQLErrorOf(error);
    }
    const http = host.switchToHttp();
    const requestId = requestIdOf(http.getRequest());
    const error = this.toContractError(exception, requestId);
    http
      .getResponse<Response>()
      .status(HTTP_STATUS[error.code] ?? HttpStatus.BAD_REQUEST)
      .json({ errors: error.errors, requestId });
  }

  /** `requestId` goes on the line of an unexpected error, which an operator looks up by it. */
  private toContractError(exception: unknown, requestId: string | undefined): ContractError {
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
    this.logger.error({
      requestId,
      msg: exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    });
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
