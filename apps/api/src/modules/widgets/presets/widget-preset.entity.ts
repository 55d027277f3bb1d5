import type { ColorTheme } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A widget preset of an organization (overlays-distribution §3): a shared style, GA ids and the end card
 * its carousels show after each moment. Carousels copy its style and GA ids when it is picked; deleting it
 * leaves them their copies (their presetId becomes null). Its end card's deletion leaves it none.
 */
@Entity('widget_presets')
@Index('widget_presets_organization_created', ['organizationId', 'created'])
export class WidgetPreset {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 256 })
  name!: string;

  @Column({ type: 'varchar', length: 7 })
  mainColor!: string;

  @Column({ type: 'varchar', length: 5 })
  colorTheme!: ColorTheme;

  @Column({ type: 'varchar', length: 32, nullable: true })
  googleAnalyticsTrackingId!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  googleAnalytics4MeasurementId!: string | null;

  /** An end card of the organization (the overlays module's); null for none. */
  @Column({ type: 'uuid', nullable: true })
  endCardId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
