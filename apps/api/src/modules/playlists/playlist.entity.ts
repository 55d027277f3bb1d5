import { PlaylistContentType, PlaylistFilterBy, PlaylistItemsOrder } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A playlist of an organization (overlays-distribution §3): manual (its items in playlist_items, in
 * order) or rule-based (orderBy other than MANUAL: all published content of its type, or that with a tag
 * or a category, computed when read). Its name is unique in the organization, whatever the case.
 */
@Entity('playlists')
@Index('playlists_organization_created', ['organizationId', 'created'])
export class Playlist {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 128 })
  name!: string;

  @Column({ type: 'varchar', length: 10 })
  contentType!: PlaylistContentType;

  @Column({ type: 'varchar', length: 30 })
  orderBy!: PlaylistItemsOrder;

  /** NULL for a manual playlist, and for a rule-based one taking all published content of its type. */
  @Column({ type: 'varchar', length: 20 })
  filterBy!: PlaylistFilterBy;

  /** The tag or category of a rule-based playlist's filter; null without one. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  filterValue!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
