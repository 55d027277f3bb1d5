import { ContentSource, ObjectCategory } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An object shown in a video during a time range: made by a member (USER) or found by the transcoder's
 * detector (SYSTEM, replaced by each detection run). Its thumbnails are `object_thumbnails` rows.
 */
@Entity('object_annotations')
@Index('object_annotations_video', ['videoId', 'startMs', 'endMs'])
export class ObjectAnnotation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  /** Trimmed, required. */
  @Column({ type: 'varchar', length: 256 })
  title!: string;

  @Column({ type: 'enum', enum: ObjectCategory, enumName: 'object_category' })
  category!: ObjectCategory;

  /** Milliseconds from the start of the video, start before end. */
  @Column({ type: 'integer' })
  startMs!: number;

  @Column({ type: 'integer' })
  endMs!: number;

  /** Where a promo card leads; null when none was given. */
  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ type: 'enum', enum: ContentSource, enumName: 'content_source' })
  source!: ContentSource;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;

  /** Shown on the player's promo cards (with `visible`). */
  @Column({ type: 'boolean', default: false })
  promote!: boolean;

  /** The detector's best confidence (SYSTEM objects), 0–1. */
  @Column({ type: 'real', nullable: true })
  score!: number | null;

  /** The selected thumbnail; null means the object's first one. */
  @Column({ type: 'uuid', nullable: true })
  thumbnailId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
