import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AnalyticsOverlayKind } from './analytics-subject';

/** A CTA's or end card's plays that showed it and plays that clicked it, for a subject on a day. */
@Entity('analytics_overlay_days')
export class AnalyticsOverlayDay {
  @PrimaryColumn({ type: 'uuid' })
  subjectId!: string;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  overlayKind!: AnalyticsOverlayKind;

  /** A CTA's public id (what players know it by), an end card's id. */
  @PrimaryColumn({ type: 'uuid' })
  overlayId!: string;

  @Column({ type: 'integer', default: 0 })
  impressions!: number;

  @Column({ type: 'integer', default: 0 })
  clicks!: number;
}
