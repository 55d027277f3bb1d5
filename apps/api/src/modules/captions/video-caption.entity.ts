import { ContentSource } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A WebVTT caption of a video, one per language: made from the transcript (SYSTEM) or uploaded by a
 * member (USER). The file is in storage at `fileKey`, under the video's media root.
 */
@Entity('video_captions')
@Index('video_captions_language', ['videoId', 'languageCode'], { unique: true })
export class VideoCaption {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  /** The file's name, as uploaded ("english.vtt"); it says the format. */
  @Column({ type: 'varchar', length: 255 })
  name!: string;

  /** Canonical BCP 47 ("en-US"). */
  @Column({ type: 'varchar', length: 35 })
  languageCode!: string;

  @Column({ type: 'enum', enum: ContentSource, enumName: 'content_source' })
  source!: ContentSource;

  @Column({ type: 'text' })
  fileKey!: string;

  /** Bytes of the file. */
  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
