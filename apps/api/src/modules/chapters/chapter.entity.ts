import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One chapter of a video (issue 21): its title and where it starts; it ends where the next starts. A
 * video's chapters are written only as a whole list (setVideoChapters), so they are always valid together.
 */
@Entity('video_chapters')
@Index('video_chapters_start', ['videoId', 'startMs'], { unique: true })
export class Chapter {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  /** Milliseconds into the video; the first chapter's is 0. */
  @Column({ type: 'integer' })
  startMs!: number;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
