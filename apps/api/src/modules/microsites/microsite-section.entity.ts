import type { SectionContentType, SectionPosition, SectionSortBy } from '@framehouse/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One of a microsite's three sections (TOP, MIDDLE, BOTTOM; one of each): a filter of published content
 * (sortBy, contentType, a category or a tag) or a playlist. A playlist shown here cannot be deleted
 * (PLAYLIST_IN_USE; the foreign key refuses it too). Deleting the microsite deletes its sections.
 */
@Entity('microsite_sections')
@Index('microsite_sections_microsite_position', ['micrositeId', 'position'], { unique: true })
@Index('microsite_sections_playlist', ['playlistId'])
export class MicrositeSection {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  micrositeId!: string;

  @Column({ type: 'varchar', length: 6 })
  position!: SectionPosition;

  @Column({ type: 'varchar', length: 128 })
  title!: string;

  @Column({ type: 'varchar', length: 30 })
  sortBy!: SectionSortBy;

  @Column({ type: 'varchar', length: 20 })
  contentType!: SectionContentType;

  /** The category filtered on; null without one. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  internalTag!: string | null;

  /** The public tag filtered on; null without one. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  regularTag!: string | null;

  @Column({ type: 'uuid', nullable: true })
  playlistId!: string | null;
}
