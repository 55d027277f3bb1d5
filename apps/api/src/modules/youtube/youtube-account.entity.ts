import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A user's linked YouTube account (one per user): the channel it publishes to and its OAuth tokens,
 * encrypted at rest (SecretCipher, the row id as associated data, so the id is made before the row).
 */
@Entity('youtube_accounts')
@Index('youtube_accounts_organization', ['organizationId'])
export class YouTubeAccount {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid', unique: true })
  userId!: string;

  /** The channel's title, shown as the authorized service's accountName and the target's name. */
  @Column({ type: 'varchar', length: 255 })
  accountName!: string;

  @Column({ type: 'varchar', length: 64 })
  channelId!: string;

  @Column({ type: 'text' })
  accessTokenEncrypted!: string;

  @Column({ type: 'text' })
  refreshTokenEncrypted!: string;

  @Column({ type: 'timestamptz', nullable: true })
  tokenExpiresAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
