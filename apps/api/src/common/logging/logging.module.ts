import {
  type DynamicModule,
  Global,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { Logger, PARAMS_PROVIDER_TOKEN, PinoLogger } from 'nestjs-pino';
import { type Options, pinoHttp } from 'pino-http';

/**
 * The API's logs, one JSON line per event (pino): Nest's loggers write through nestjs-pino's Logger, and
 * every request Nest routes gets pino-http's line, with its id.
 *
 * Not nestjs-pino's LoggerModule: it answers each request inside an AsyncLocalStorage, so that a
 * service's lines carry the request's bindings. On Node 20 that hooks every promise the process makes,
 * and a page of 100 videos makes some 5,000 of them: a sixth of that page's CPU (decisions.md, "The
 * request's logger"). A request's id is on its own line and on the line of an unexpected error.
 */
@Global()
@Module({})
export class LoggingModule implements NestModule {
  static forRoot(options: Options): DynamicModule {
    return {
      module: LoggingModule,
      providers: [Logger, PinoLogger, { provide: PARAMS_PROVIDER_TOKEN, useValue: { pinoHttp: options } }],
      exports: [Logger, PinoLogger],
    };
  }

  constructor(@Inject(PARAMS_PROVIDER_TOKEN) private readonly params: { pinoHttp: Options }) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(pinoHttp(this.params.pinoHttp)).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
