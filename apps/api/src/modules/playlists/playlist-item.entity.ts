import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A manual playlist's item at its position: a video or a moment (exactly one of the two). Deleting the
 * video or the moment deletes its items (the foreign keys cascade).
 */
@Entity('playlist_items')
@Index('playlist_items_playlist_position', ['playlistId', 'position'])
export class PlaylistItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  playlistId!: string;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'uuid', nullable: true })
  videoId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  momentId!: string | null;
}
