import { LimitKind } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Units of a metered limit used beyond the plan's base value by one subject (a D2C transcription), to
 * be reported to the payment provider once: recorded with the use, in its transaction, made billable
 * when the use completes, and marked reported when the provider has taken it (its id is the provider's
 * idempotency identifier).
 */
@Entity('metered_usage_reports')
@Index('metered_usage_reports_subject', ['kind', 'subjectId'], { unique: true })
@Index('metered_usage_reports_unreported', ['created'], { where: '"billable" AND "reportedAt" IS NULL' })
export class MeteredUsageReport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'enum', enum: LimitKind, enumName: 'limit_kind' })
  kind!: LimitKind;

  @Column({ type: 'uuid' })
  subjectId!: string;

  @Column({ type: 'integer' })
  quantity!: number;

  /** The customer billed, as it was when the use happened. */
  @Column({ type: 'varchar', length: 255 })
  stripeCustomerId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  /** Set when the use completed (a transcription that fails gives its units back, unbilled). */
  @Column({ type: 'boolean', default: false })
  billable!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  reportedAt!: Date | null;
}
