import { BadRequestException, Logger, type LoggerService } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { ErrorCode } from '@framehouse/domain';
import { ErrorContractFilter } from './error-contract.filter';

/** What Nest's loggers were given to write while `run` ran (each line's message). */
function logged(run: () => void): unknown[] {
  const lines: unknown[] = [];
  const record = (message: unknown) => void lines.push(message);
  const capture: LoggerService = { log: record, error: record, warn: record };
  Logger.overrideLogger(capture);
  try {
    run();
  } finally {
    Logger.overrideLogger(false);
  }
  return lines;
}

function restCall(requestId: string) {
  const answer: { status?: number; body?: unknown } = {};
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: unknown) {
      answer.body = body;
    },
  };
  const host = new ExecutionContextHost([{ id: requestId }, response]);
  host.setType('http');
  return { host, answer };
}

function graphQLCall(requestId: string, parentType: string) {
  const host = new ExecutionContextHost([
    {},
    {},
    { req: { id: requestId } },
    { parentType: { name: parentType } },
  ]);
  host.setType('graphql');
  return host;
}

describe('ErrorContractFilter', () => {
  const filter = new ErrorContractFilter();

  it('logs an unexpected error with the request id, and answers SERVER_ERROR without its text', () => {
    const { host, answer } = restCall('rest-1');
    const lines = logged(() => filter.catch(new Error('disk on fire'), host));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ name: ErrorCode.SERVER_ERROR })],
      requestId: 'rest-1',
    });
    expect(JSON.stringify(answer.body)).not.toContain('disk on fire');
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'rest-1', msg: expect.stringContaining('disk on fire') }),
    ]);
  });

  it("logs a GraphQL resolver's unexpected error with the request id", () => {
    const lines = logged(() =>
      expect(filter.catch(new Error('no such column'), graphQLCall('graphql-1', 'Mutation'))).toEqual({
        errors: [expect.objectContaining({ name: ErrorCode.SERVER_ERROR })],
      }),
    );
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'graphql-1', msg: expect.stringContaining('no such column') }),
    ]);
  });

  it('logs nothing for an error of the contract', () => {
    const { host, answer } = restCall('rest-2');
    expect(logged(() => filter.catch(new BadRequestException('Bad page'), host))).toEqual([]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: [{ name: ErrorCode.VALIDATION_ERROR }],
      requestId: 'rest-2',
    });
  });
});
