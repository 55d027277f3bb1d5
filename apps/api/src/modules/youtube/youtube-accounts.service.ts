import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AuthorizedServiceName,
  ContextMessages,
  ErrorCode,
  parseYoutubePublishState,
  YOUTUBE_ALREADY_AUTHORIZED,
  youtubePublishState,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { SecretCipher } from '../../common/secret-cipher';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Session } from '../auth/session';
import { PublishingTargetsService } from '../publishing/publishing-targets.service';
import { GoogleClients, isInvalidGrant, YOUTUBE_SCOPES, type GoogleOAuthClient } from './google-clients';
import { YouTubeAccount } from './youtube-account.entity';
import { YouTubeAuthorizationStates } from './youtube-authorization-states';

export type AuthorizeAnswer = { code: typeof YOUTUBE_ALREADY_AUTHORIZED } | { authorization_url: string };

/** A linked account and the return state (`publish-{videoId}`) its authorization was asked with. */
export interface SavedToken {
  account: YouTubeAccount;
  returnState: string;
}

/**
 * Linking a user's YouTube account (video-area §4 "Video-service linking", §7 REST): the consent URL
 * with a state bound to the session, the code exchange (only with that state) that stores the account
 * (tokens encrypted) and adds its publishing target in one transaction, unlinking, and OAuth clients
 * carrying an account's tokens for the other YouTube calls.
 */
@Injectable()
export class YouTubeAccountsService {
  private readonly logger = new Logger(YouTubeAccountsService.name);
  private readonly cipher: SecretCipher;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly google: GoogleClients,
    private readonly targets: PublishingTargetsService,
    private readonly states: YouTubeAuthorizationStates,
  ) {
    this.cipher = new SecretCipher(config.encryptionKey, 'framehouse:youtube-tokens');
  }

  findForUser(userId: string): Promise<YouTubeAccount | null> {
    return this.dataSource.getRepository(YouTubeAccount).findOneBy({ userId });
  }

  findById(id: string): Promise<YouTubeAccount | null> {
    return this.dataSource.getRepository(YouTubeAccount).findOneBy({ id });
  }

  /** The user's linked services in their organization (only YouTube exists). */
  async authorizedServices(
    session: Session,
    service: AuthorizedServiceName | null,
  ): Promise<Array<{ accountName: string; service: AuthorizedServiceName }>> {
    const account = await this.findForUser(session.user.id);
    if (!account || account.organizationId !== session.organization.id) return [];
    const youtube = AuthorizedServiceName.YOUTUBE;
    return service === null || service === youtube
      ? [{ accountName: account.accountName, service: youtube }]
      : [];
  }

  /**
   * The consent URL. The client's `state` (publish-{videoId}) only says where to return: Google gets a
   * random state issued to this session instead, which the token call must bring back.
   */
  async authorize(session: Session, returnState: string | undefined): Promise<AuthorizeAnswer> {
    const videoId = parseYoutubePublishState(returnState);
    if (!videoId) throw authorizationFailed('state');
    if (await this.findForUser(session.user.id)) return { code: YOUTUBE_ALREADY_AUTHORIZED };
    const url = this.google.oauth().generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: [...YOUTUBE_SCOPES],
      state: await this.states.issue(session, youtubePublishState(videoId)),
    });
    return { authorization_url: url };
  }

  /**
   * Exchanges the consent's code, reads the channel, stores the account and adds its target; only with
   * a state issued to this session (spent here, whatever follows).
   */
  async saveToken(
    session: Session,
    code: string | undefined,
    state: string | undefined,
  ): Promise<SavedToken> {
    if (!code) throw authorizationFailed('code');
    const returnState = state ? await this.states.consume(session, state) : undefined;
    if (!returnState) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'state',
        message: ContextMessages.youtubeAuthorizationStateRefused,
      });
    }
    if (await this.findForUser(session.user.id)) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'code',
        message: ContextMessages.youtubeAlreadyAuthorized,
      });
    }
    const client = this.google.oauth();
    let channel: { id: string; title: string };
    try {
      const { tokens } = await client.getToken(code);
      if (!tokens.access_token || !tokens.refresh_token) throw new Error('Google gave no offline grant');
      client.setCredentials(tokens);
      const answer = await this.google.youtube(client).channels.list({ part: ['snippet'], mine: true });
      const found = answer.data.items?.[0];
      if (!found?.id) throw new Error('The Google account has no YouTube channel');
      channel = { id: found.id, title: found.snippet?.title || found.id };
    } catch (error) {
      this.logger.warn(
        `YouTube authorization failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw authorizationFailed('code');
    }
    const {
      access_token: accessToken,
      refresh_token: refreshToken,
      expiry_date: expiry,
    } = client.credentials;
    const id = randomUUID();
    const account = this.dataSource.getRepository(YouTubeAccount).create({
      id,
      organizationId: session.organization.id,
      userId: session.user.id,
      accountName: channel.title.slice(0, 255),
      channelId: channel.id,
      accessTokenEncrypted: this.cipher.encrypt(accessToken ?? '', id),
      refreshTokenEncrypted: this.cipher.encrypt(refreshToken ?? '', id),
      tokenExpiresAt: typeof expiry === 'number' ? new Date(expiry) : null,
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(YouTubeAccount).insert(account);
      await this.targets.addYouTubeTarget(manager, account.organizationId, account.id, account.accountName);
    });
    return { account, returnState };
  }

  /** Revokes the grant at Google (best effort), deletes the account and its target. */
  async revoke(session: Session): Promise<void> {
    const account = await this.findForUser(session.user.id);
    if (!account || account.organizationId !== session.organization.id) {
      throw contractError(ErrorCode.NOT_FOUND, { message: ContextMessages.youtubeUnlinkFailed });
    }
    const refreshToken = this.cipher.decrypt(account.refreshTokenEncrypted, account.id);
    if (refreshToken) {
      try {
        await this.google.oauth().revokeToken(refreshToken);
      } catch (error) {
        // The grant may be revoked already (or Google unreachable): unlinking here still goes on.
        this.logger.warn(
          `Revoking at Google failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await this.dataSource.transaction(async (manager: EntityManager) => {
      await this.targets.removeYouTubeTarget(manager, account.id);
      await manager.getRepository(YouTubeAccount).delete({ id: account.id });
    });
  }

  /**
   * An OAuth client with the account's tokens; a refreshed access token is stored again. Unreadable
   * tokens (ENCRYPTION_KEY changed) count as an invalid grant.
   */
  client(account: YouTubeAccount): GoogleOAuthClient {
    const accessToken = this.cipher.decrypt(account.accessTokenEncrypted, account.id);
    const refreshToken = this.cipher.decrypt(account.refreshTokenEncrypted, account.id);
    if (!accessToken || !refreshToken) throw credentialsRefresh();
    const client = this.google.oauth();
    client.setCredentials({
      access_token: accessToken,
      refresh_token: refreshToken,
      expiry_date: account.tokenExpiresAt?.getTime() ?? null,
    });
    client.on('tokens', (tokens) => {
      if (!tokens.access_token) return;
      void this.dataSource
        .getRepository(YouTubeAccount)
        .update(
          { id: account.id },
          {
            accessTokenEncrypted: this.cipher.encrypt(tokens.access_token, account.id),
            tokenExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
          },
        )
        .catch((error: unknown) => this.logger.warn(`Storing refreshed tokens failed: ${String(error)}`));
    });
    return client;
  }
}

function authorizationFailed(field: string) {
  return contractError(ErrorCode.VALIDATION_ERROR, {
    field,
    message: ContextMessages.youtubeAuthorizationFailed,
  });
}

/** The catalogue's credentials_refresh: the grant was refused, so only linking again mends it. */
export function credentialsRefresh() {
  return contractError(ErrorCode.YOUTUBE_CREDENTIALS_REFRESH, { field: 'youtube' });
}

/** Google's invalid_grant as the catalogue's error; anything else as it was. */
export function asCredentialsError(error: unknown): unknown {
  return isInvalidGrant(error) ? credentialsRefresh() : error;
}
