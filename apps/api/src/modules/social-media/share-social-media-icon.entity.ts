import type { ShareTarget } from '@framehouse/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Whether an organization shows one share target (platform §3 "Share icon"). A row exists only once the
 * organization set it; a target without one has the default visibility (SHARE_ICONS_DEFAULT_VISIBLE).
 */
@Entity('share_social_media_icons')
export class ShareSocialMediaIcon {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  platformName!: ShareTarget;

  @Column({ type: 'boolean' })
  visible!: boolean;
}
