import type { SocialPlatform } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One social media account of an organization (platform §3 "Social media platform"): a labelled link to
 * the organization's page on a network, shown on its public pages. An organization may list several
 * accounts of one platform (two YouTube channels), never the same address twice.
 */
@Entity('social_media_platforms')
@Index('social_media_platforms_organization_created', ['organizationId', 'created'])
export class SocialMediaPlatform {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 20 })
  platformName!: SocialPlatform;

  @Column({ type: 'varchar', length: 32 })
  label!: string;

  @Column({ type: 'varchar', length: 2048 })
  accountUrl!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
