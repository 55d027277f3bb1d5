import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An organization's microsite (overlays-distribution §3): a public site of its published videos and
 * moments under `{subdomain}.{MICROSITE_HOST}`. The subdomain is unique on the server and never changes;
 * `healthy` turns true once the health check reached the site. Its three sections are microsite_sections.
 */
@Entity('microsites')
@Index('microsites_organization_created', ['organizationId', 'created'])
export class Microsite {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 160, default: '' })
  description!: string;

  @Index('microsites_subdomain', { unique: true })
  @Column({ type: 'varchar', length: 63 })
  subdomain!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @Column({ type: 'boolean', default: false })
  healthy!: boolean;

  /** Storage keys of the re-encoded pictures (public), null when none. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  logoKey!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  faviconKey!: string | null;

  @Column({ type: 'varchar', length: 7 })
  mainColor!: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  googleAnalyticsId!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  googleAnalytics4Id!: string | null;

  /** The member's Custom HTML, as sent: it runs only on the microsite's own origin. */
  @Column({ type: 'text', default: '' })
  htmlCode!: string;

  @Column({ type: 'boolean', default: true })
  momentsLocationTop!: boolean;
}
