import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../common/redis/redis.module';
import { Public } from '../auth/auth.decorators';
import { StorageService } from '../storage/storage.service';

type Check = 'ok' | 'down';

/** 200 only when the database, Redis and storage all answer; 503 otherwise, naming the part that is down. */
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly storage: StorageService,
  ) {}

  @Public()
  @Get()
  async health(@Res() response: Response): Promise<void> {
    const [database, redis, storage] = await Promise.all([
      this.probe(() => this.dataSource.query('SELECT 1')),
      this.probe(() => this.redis.ping()),
      this.probe(() => this.storage.ensureWritable()),
    ]);
    const checks = { database, redis, storage };
    const healthy = Object.values(checks).every((check) => check === 'ok');
    response
      .status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status: healthy ? 'ok' : 'down', checks });
  }

  private async probe(check: () => Promise<unknown>): Promise<Check> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), 2000);
        }),
      ]);
      return 'ok';
    } catch {
      return 'down';
    } finally {
      // A probe that answered in time must not leave its timer behind (three per request otherwise).
      clearTimeout(timer);
    }
  }
}
