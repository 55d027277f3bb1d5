import { PublishingTargetType } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Where an organization publishes: its own public pages (one SelfPublication target per organization,
 * made on first use) or a linked YouTube account (one target per account, added and removed by the
 * youtube module through PublishingTargetsService).
 */
@Entity('publishing_targets')
@Index('publishing_targets_organization', ['organizationId'])
export class PublishingTarget {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'enum', enum: PublishingTargetType, enumName: 'publishing_target_type' })
  type!: PublishingTargetType;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  /** The linked account of a YouTube target (youtube_accounts); null for SelfPublication. */
  @Column({ type: 'uuid', nullable: true, unique: true })
  youtubeAccountId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
