import { ContentSource } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A moment: a part of a video [startMs, endMs) with its own title, description, tags and thumbnail. The
 * moments of one video never overlap (checked under the video's lock, and by an exclusion constraint).
 */
@Entity('moments')
@Index('moments_video_range', ['videoId', 'startMs', 'endMs'])
// With the LOWER(title) and trigram indexes of migration 1765800000912 (decisions.md, "Lists at scale").
@Index('moments_organization_created', ['organizationId', 'created', 'id'])
@Index('moments_organization_visible', ['organizationId', 'visible', 'id'])
export class Moment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'varchar', length: 256 })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'integer' })
  startMs!: number;

  @Column({ type: 'integer' })
  endMs!: number;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;

  /** Normalized as a video's tags (trimmed, no blanks, no duplicates), in the order given. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags!: string[];

  /** Shown as categories. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  internalTags!: string[];

  /** Viewers' stars on the public pages (one per viewer and day; decisions.md, "Microsites: the public site"). */
  @Column({ type: 'integer', default: 0 })
  stars!: number;

  /** The selected thumbnail (moment_thumbnails); its deletion leaves none selected. */
  @Column({ type: 'uuid', nullable: true })
  thumbnailId!: string | null;

  /** USER for moments members make; SYSTEM is for suggested moments. */
  @Column({ type: 'enum', enum: ContentSource, enumName: 'content_source', default: ContentSource.USER })
  source!: ContentSource;

  /** The end card shown after the moment, else the video's (the overlays module's); null when none. */
  @Column({ type: 'uuid', nullable: true })
  endCardId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
