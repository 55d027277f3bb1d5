import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A thumbnail a member uploaded for a video: our own re-encoded JPEG at `fileKey`, under the video's
 * media root. The transcoder's candidates are not rows (they are the video's `thumbnailKeys`).
 */
@Entity('video_thumbnails')
@Index('video_thumbnails_video', ['videoId', 'created'])
export class VideoThumbnail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'text' })
  fileKey!: string;

  /** Bytes of the stored file. */
  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
