import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One play: a viewer session watching one video or moment on one day. What it already counted (the
 * seconds watched, started, completed, the overlays shown and clicked) is kept while its day may still
 * receive events, so a later batch of the same play counts only what is new.
 */
@Entity('analytics_plays')
export class AnalyticsPlay {
  @PrimaryColumn({ type: 'uuid' })
  subjectId!: string;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  session!: string;

  /** One bit a second of the subject's timeline: set once the play watched part of that second. */
  @Column({ type: 'bytea' })
  watched!: Buffer;

  /** Counted as a play (a PLAY event, or watched time). */
  @Column({ type: 'boolean' })
  started!: boolean;

  @Column({ type: 'boolean' })
  completed!: boolean;

  /** Overlays counted: `CTA_SHOWN:<id>`, `END_CARD_CLICKED:<id>`… */
  @Column({ type: 'text', array: true })
  overlays!: string[];
}
