import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { REDIS } from '../redis/redis.module';

/**
 * What a cached public answer depends on: an organization's published content (anything a public page,
 * its JSON or its playlists show) or its counters (views and stars, which change with every viewer and
 * so are kept apart: the player data and the HLS playlists do not show them).
 */
export type PublicScope = `content:${string}` | `counts:${string}`;

export const contentScope = (organizationId: string): PublicScope => `content:${organizationId}`;
export const countsScope = (organizationId: string): PublicScope => `counts:${organizationId}`;

/** An organization's page: its content and its counters (views shown, orders by views or stars). */
export const pageScopes = (organizationId: string): PublicScope[] => [
  contentScope(organizationId),
  countsScope(organizationId),
];

const keyOf = (scope: PublicScope) => `public-cache:${scope}`;

/**
 * The version of each scope, in Redis so that every API process reads the same: a cached answer holds
 * the versions it was rendered under, and each request compares them with these (one MGET). A change
 * sets a new random version; random rather than a counter so that a Redis that lost its keys and counts
 * again can never hand an old answer its old number back.
 */
@Injectable()
export class PublicContentVersions {
  private readonly logger = new Logger(PublicContentVersions.name);
  private readonly failureListeners: Array<() => void> = [];
  /** The reads asked for since the last MGET was sent, sent together once this turn's I/O is handled. */
  private batch: Array<{
    scopes: readonly PublicScope[];
    resolve: (versions: string[]) => void;
    reject: (error: unknown) => void;
  }> | null = null;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * The current version of each scope, in their order ('' for one never changed). Every request that
   * asks during one turn of the event loop shares one MGET, sent after all of them asked: what each
   * reads is never older than its asking, and a loaded process makes one round trip a turn, not one a
   * request.
   */
  read(scopes: readonly PublicScope[]): Promise<string[]> {
    return new Promise((resolve, reject) => {
      if (!this.batch) {
        this.batch = [];
        setImmediate(() => void this.readBatch());
      }
      this.batch.push({ scopes, resolve, reject });
    });
  }

  private async readBatch(): Promise<void> {
    const batch = this.batch ?? [];
    this.batch = null;
    const scopes = [...new Set(batch.flatMap((read) => read.scopes))];
    try {
      const values = await this.redis.mget(...scopes.map(keyOf));
      const versions = new Map(scopes.map((scope, index) => [scope, values[index] ?? '']));
      for (const read of batch) read.resolve(read.scopes.map((scope) => versions.get(scope) ?? ''));
    } catch (error) {
      for (const read of batch) read.reject(error);
    }
  }

  /** Something public of the organization changed: answers rendered before are stale from now on. */
  contentChanged(organizationId: string): Promise<void> {
    return this.change([contentScope(organizationId)]);
  }

  /** A view or a star was counted for the organization's content. */
  countsChanged(organizationId: string): Promise<void> {
    return this.change([countsScope(organizationId)]);
  }

  /**
   * Called when a change could not be recorded: this process's cache forgets everything (another
   * process, which could not reach Redis either, forgot its own on its failed reads).
   */
  onFailure(listener: () => void): void {
    this.failureListeners.push(listener);
  }

  /**
   * Never throws: the change itself is committed, and its caller's answer must not fail for the cache.
   * A change that Redis did not take shows when the cached answers reach their age limit.
   */
  private async change(scopes: readonly PublicScope[]): Promise<void> {
    const version = randomBytes(9).toString('base64url');
    try {
      await this.redis.mset(...scopes.flatMap((scope) => [keyOf(scope), version]));
    } catch (error) {
      this.logger.error(
        `Could not record a change of ${scopes.join(', ')}: ${error instanceof Error ? error.message : error}`,
      );
      for (const listener of this.failureListeners) listener();
    }
  }
}
