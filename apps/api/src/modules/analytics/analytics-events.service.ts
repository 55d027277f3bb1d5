import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../common/redis/redis.module';
import {
  ANALYTICS_STREAM_KEY,
  ANALYTICS_STREAM_MAX_ENTRIES,
  streamFields,
  type StreamedBatch,
} from './analytics-stream';

/**
 * The one way events enter analytics (the public module's players' reports): a batch appended to the
 * stream, one XADD, in whichever API process received it. The roll-up counts it later.
 */
@Injectable()
export class AnalyticsEventsService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Appends the batch; its stream id (which carries the time it arrived). */
  async append(batch: StreamedBatch): Promise<string> {
    const id = await this.redis.xadd(
      ANALYTICS_STREAM_KEY,
      'MAXLEN',
      '~',
      String(ANALYTICS_STREAM_MAX_ENTRIES),
      '*',
      ...streamFields(batch),
    );
    return id as string;
  }
}
