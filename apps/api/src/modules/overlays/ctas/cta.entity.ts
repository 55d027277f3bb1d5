import { CtaType, type ButtonCtaDesign } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A call to action of an organization (overlays-distribution §3): a button (its design, and a required
 * link) or an image (a stored picture, and an optional link). `publicUuid` names it to viewers.
 */
@Entity('ctas')
@Index('ctas_organization_created', ['organizationId', 'created'])
export class Cta {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 10 })
  type!: CtaType;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** A button's link (required), an image's (optional). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  url!: string | null;

  /** A button's look; null for an image. */
  @Column({ type: 'jsonb', nullable: true })
  design!: ButtonCtaDesign | null;

  /** An image's picture, a public storage key (its extension says its type); null for a button. */
  @Column({ type: 'text', nullable: true })
  imageKey!: string | null;

  @Column({ type: 'uuid', unique: true, default: () => 'gen_random_uuid()' })
  publicUuid!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
