import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { REDIS } from '../../common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Session } from '../auth/session';

/** What a state stands for: who asked, and the return state (`publish-{videoId}`) they asked with. */
interface IssuedState {
  userId: string;
  organizationId: string;
  returnState: string;
}

const stateKey = (state: string) => `youtube-authorization:${state}`;

function isIssuedState(value: unknown): value is IssuedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['userId', 'organizationId', 'returnState'].every((name) => typeof Reflect.get(value, name) === 'string')
  );
}

/**
 * The OAuth `state` of a YouTube authorization, against login CSRF (a member's session saving the
 * code of someone else's consent): a random value kept in Redis for the user and organization that
 * asked, for YOUTUBE_AUTHORIZATION_TTL_SECONDS. A code is saved only with a state issued to the same
 * session, and only once: GETDEL spends it whoever shows it, so a leaked state is good for nothing.
 */
@Injectable()
export class YouTubeAuthorizationStates {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new state for this session, remembering where the browser returns once the code is saved. */
  async issue(session: Session, returnState: string): Promise<string> {
    const state = randomBytes(32).toString('base64url');
    const issued: IssuedState = {
      userId: session.user.id,
      organizationId: session.organization.id,
      returnState,
    };
    await this.redis.set(
      stateKey(state),
      JSON.stringify(issued),
      'EX',
      this.config.youtubeAuthorizationTtlSeconds,
    );
    return state;
  }

  /** Spends the state; its return state when it was issued to this session, else undefined. */
  async consume(session: Session, state: string): Promise<string | undefined> {
    const stored = await this.redis.getdel(stateKey(state));
    const issued: unknown = stored ? JSON.parse(stored) : undefined;
    if (!isIssuedState(issued)) return undefined;
    const same = issued.userId === session.user.id && issued.organizationId === session.organization.id;
    return same ? issued.returnState : undefined;
  }
}
