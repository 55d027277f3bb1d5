import type { TranscriptToken } from '@framehouse/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A stretch of speech of one speaker between pauses. `text` is its tokens as they read. Its search vector
 * is kept by PostgreSQL's triggers in `transcript_search` (GIN-indexed, not mapped: only SQL reads it),
 * a narrow table the search reads instead of these rows and their timed words.
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
