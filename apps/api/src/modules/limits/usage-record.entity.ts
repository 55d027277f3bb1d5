import { LimitKind } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One use of something a plan limits (an upload, a publication, …), kept when the thing itself is
 * deleted: a TOTAL limit is not reset by deleting and uploading again. An action that never completed
 * (a cancelled upload) removes its record.
 */
@Entity('usage_records')
@Index('usage_records_organization_kind_created', ['organizationId', 'kind', 'created'])
@Index('usage_records_subject', ['subjectId'])
export class UsageRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'enum', enum: LimitKind, enumName: 'limit_kind' })
  kind!: LimitKind;

  /** Items, or seconds for a duration limit. */
  @Column({ type: 'integer', default: 1 })
  quantity!: number;

  /** What used it (e.g. the video), so that an action undone can give its use back. */
  @Column({ type: 'uuid', nullable: true })
  subjectId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
