import { PublicationUploadStatus } from '@framehouse/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { bigintAsNumber } from '../../database/bigint-transformer';

/** What a YouTube publication is uploaded with. */
export interface YouTubePublicationOptions {
  categoryId: string;
}

/** A caption of the video YouTube would not take, with YouTube's words (the video itself is up). */
export interface RefusedCaption {
  captionId: string;
  name: string;
  languageCode: string;
  reason: string;
}

/**
 * A video on one publishing target: which version it shows, when it went (or goes) live, and for YouTube
 * the upload's progress and the video's addresses there. It is stale when the video has a newer version.
 */
@Entity('publications')
@Unique('publications_video_target', ['videoId', 'targetId'])
@Index('publications_organization', ['organizationId'])
@Index('publications_target', ['targetId'])
export class Publication {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'uuid' })
  targetId!: string;

  /** The video version it shows. */
  @Column({ type: 'integer' })
  version!: number;

  /** When a scheduled publication goes live; null for an immediate one. */
  @Column({ type: 'timestamptz', nullable: true })
  scheduledAt!: Date | null;

  /** When it went live; null while scheduled. */
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'enum', enum: PublicationUploadStatus, enumName: 'publication_upload_status' })
  uploadStatus!: PublicationUploadStatus;

  @Column({ type: 'text', nullable: true })
  publicUrl!: string | null;

  /** The YouTube video id. */
  @Column({ type: 'text', nullable: true })
  externalId!: string | null;

  @Column({ type: 'text', nullable: true })
  studioUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  /** The resumable upload session of a YouTube upload in progress. */
  @Column({ type: 'text', nullable: true })
  uploadSessionUrl!: string | null;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  uploadedBytes!: number;

  /** YouTube upload options (the category), kept for retries and republishing. */
  @Column({ type: 'jsonb', nullable: true })
  youtubeOptions!: YouTubePublicationOptions | null;

  /** The captions YouTube refused at the last upload (empty when all went, or before one). */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  refusedCaptions!: RefusedCaption[];

  /** A YouTube removal was asked: no longer published; the youtube worker deletes the row when done. */
  @Column({ type: 'timestamptz', nullable: true })
  unpublishRequestedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
