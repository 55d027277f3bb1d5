import type { TranscriptToken } from '@framehouse/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A stretch of speech of one speaker between pauses. `text` is its tokens as they read; PostgreSQL keeps
 * a generated `search` tsvector of it (GIN-indexed, not mapped here: only SQL reads it).
 */
@Entity('transcript_segments')
export class TranscriptSegmentRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  transcriptionId!: string;

  /** 0, 1, 2… in time order. */
  @Column({ type: 'integer' })
  position!: number;

  /** "spk_N". */
  @Column({ type: 'varchar', length: 64 })
  speakerLabel!: string;

  @Column({ type: 'integer' })
  startMs!: number;

  @Column({ type: 'integer' })
  endMs!: number;

  @Column({ type: 'text' })
  text!: string;

  /** The words and punctuation marks, as the transcript document has them (times in ms). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  tokens!: TranscriptToken[];
}
