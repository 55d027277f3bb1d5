import type { CtaPlacementConfig } from '@framehouse/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A CTA placed in a timestamp group: its stacking order, width, position and animation. */
@Entity('video_ctas')
export class VideoCta {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  timestampId!: string;

  /** The group's video, so that a CTA's videos are counted without the groups. */
  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'uuid' })
  ctaId!: string;

  @Column({ type: 'integer' })
  order!: number;

  @Column({ type: 'jsonb' })
  config!: CtaPlacementConfig;
}
