import { TranscriptionStatus } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber } from '../../database/bigint-transformer';

/**
 * A D2C transcription job: the media the plugin sent (a file or a URL), its status through VALIDATION →
 * QUEUED → IN_PROGRESS → COMPLETED or FAILED, the duration it was metered for, and where the transcript is.
 */
@Entity('d2c_transcriptions')
@Index('d2c_transcriptions_organization_created', ['organizationId', 'created'])
export class D2CTranscription {
  /** Chosen by the service before the media is stored: the storage keys carry it. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  /** The key that submitted it (null once that key's row is gone). */
  @Column({ type: 'uuid', nullable: true })
  apiKeyId!: string | null;

  /** The file's name, or the URL's last path segment. */
  @Column({ type: 'varchar', length: 255 })
  inputName!: string;

  /** The plugin's label of the job, or the queue job's name. */
  @Column({ type: 'varchar', length: 255 })
  jobName!: string;

  @Column({ type: 'enum', enum: TranscriptionStatus, enumName: 'd2c_transcription_status' })
  status!: TranscriptionStatus;

  /** Set for a URL submission: the transcoder fetches it into `sourceKey`. */
  @Column({ type: 'text', nullable: true })
  sourceUrl!: string | null;

  /** The media in storage; deleted once the job has ended. */
  @Column({ type: 'text' })
  sourceKey!: string;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  sourceSize!: number | null;

  /** The probed duration, once validated. */
  @Column({ type: 'integer', nullable: true })
  durationMs!: number | null;

  /** Seconds counted against D2C_TRANSCRIPTION_DURATION_LIMIT (given back if the job fails). */
  @Column({ type: 'integer', nullable: true })
  meteredSeconds!: number | null;

  @Column({ type: 'smallint', default: 0 })
  progress!: number;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  /** The TranscriptDocument JSON the transcoder wrote, once COMPLETED. */
  @Column({ type: 'text', nullable: true })
  transcriptKey!: string | null;

  @Column({ type: 'varchar', length: 35, nullable: true })
  languageCode!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  engine!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
