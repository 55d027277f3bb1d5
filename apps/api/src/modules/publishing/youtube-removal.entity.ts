import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A YouTube video still to be deleted after its publication's row went with its deleted video: what the
 * REMOVE_FROM_YOUTUBE job (which names the publication's id) needs once the publication is gone. The
 * youtube worker deletes the row when YouTube confirms; a start queues the job of every row again.
 */
@Entity('youtube_removals')
@Index('youtube_removals_target', ['targetId'])
export class YouTubeRemoval {
  /** The deleted publication's id: the job's payload and, with `requestedAt`, its job id. */
  @PrimaryColumn({ type: 'uuid' })
  publicationId!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  /** The YouTube target (its linked account); unlinking it cascades: nothing can be removed then. */
  @Column({ type: 'uuid' })
  targetId!: string;

  /** The deleted video (no reference: the row outlives it). */
  @Column({ type: 'uuid' })
  videoId!: string;

  /** The YouTube video id. */
  @Column({ type: 'text' })
  externalId!: string;

  /** The run of the removal's job (its time in ms): an earlier unpublish's, when one was under way. */
  @Column({ type: 'timestamptz' })
  requestedAt!: Date;

  /** Why the last attempts failed (kept for operators; a start tries again). */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
