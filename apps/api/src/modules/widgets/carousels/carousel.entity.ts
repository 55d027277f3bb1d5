import type { ColorTheme } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A carousel widget of an organization (overlays-distribution §3): its texts, style and GA ids, the
 * preset it was given (for the end card), and its moments in order (carousel_moments). Any site shows it
 * through the widget script, by `publicId` and the organization's widget API key.
 */
@Entity('carousels')
@Index('carousels_organization_created', ['organizationId', 'created'])
export class Carousel {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  /** What the script tag names: not the row id, so a widget's address says nothing of our ids. */
  @Column({ type: 'varchar', length: 32, unique: true })
  publicId!: string;

  @Column({ type: 'varchar', length: 256 })
  name!: string;

  @Column({ type: 'varchar', length: 256, default: '' })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'varchar', length: 7 })
  mainColor!: string;

  @Column({ type: 'varchar', length: 5 })
  colorTheme!: ColorTheme;

  @Column({ type: 'varchar', length: 32, nullable: true })
  googleAnalyticsTrackingId!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  googleAnalytics4MeasurementId!: string | null;

  /** The preset picked (null when none, or once it is deleted). */
  @Column({ type: 'uuid', nullable: true })
  presetId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
