import {
  LogoPosition,
  PipelineType,
  TranscriptionStatus,
  VideoOrigin,
  VideoStatus,
  type RenditionInfo,
} from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber } from '../../database/bigint-transformer';

/**
 * A video of an organization. Its media (the source, the HLS renditions, poster, thumbnails, storyboard
 * and audio) live in storage under `media/{organizationId}/{mediaId}/`; duplicates share `mediaId` and
 * so the media, which is deleted with the last video that uses it.
 */
@Entity('videos')
// The lists' indexes (decisions.md, "Lists at scale (issue 18)"); the LOWER(title) and trigram ones are
// in migration 1765800000912 only, as TypeORM does not declare expression or GIN operator-class indexes;
// videos_organization_created also INCLUDEs mediaId (migration 1766200000000), which TypeORM cannot declare.
@Index('videos_organization_created', ['organizationId', 'created', 'id'])
@Index('videos_organization_media', ['organizationId', 'mediaId', 'created', 'id'])
@Index('videos_organization_status', ['organizationId', 'status', 'id'])
@Index('videos_organization_isMonetizationEnabled', ['organizationId', 'isMonetizationEnabled', 'id'])
@Index('videos_organization_views', ['organizationId', 'views', 'id'])
export class Video {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  /** The identity of the stored media, shared by duplicates (`globalId` in the API). */
  @Column({ type: 'uuid' })
  mediaId!: string;

  @Column({ type: 'varchar', length: 256 })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** Public tags, normalized (trimmed, no blanks, no duplicates), in the order given. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags!: string[];

  /** Internal tags, shown as categories; normalized as tags are. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  internalTags!: string[];

  /** The organization logo watermarks the player. */
  @Column({ type: 'boolean', default: false })
  orgLogoEnabled!: boolean;

  @Column({ type: 'enum', enum: LogoPosition, enumName: 'logo_position', default: LogoPosition.BOTTOM_RIGHT })
  orgLogoPosition!: LogoPosition;

  /** The selected uploaded thumbnail (video_thumbnails); its deletion falls back to the poster. */
  @Column({ type: 'uuid', nullable: true })
  thumbnailId!: string | null;

  /** The selected transcoder candidate, by position in `thumbnailKeys`. Neither selected: the poster. */
  @Column({ type: 'smallint', nullable: true })
  thumbnailCandidate!: number | null;

  /** The newest metadata version (video_versions); 0 until the first saved change. */
  @Column({ type: 'integer', default: 0 })
  version!: number;

  /** The version the publication shows; set by publishing, null while unpublished. */
  @Column({ type: 'integer', nullable: true })
  publishedVersion!: number | null;

  @Column({ type: 'enum', enum: VideoStatus, enumName: 'video_status' })
  status!: VideoStatus;

  @Column({ type: 'enum', enum: VideoOrigin, enumName: 'video_origin' })
  origin!: VideoOrigin;

  @Column({ type: 'enum', enum: PipelineType, enumName: 'pipeline_type', default: PipelineType.BASIC })
  pipelineType!: PipelineType;

  /** Storage key of the original (uploaded, or written by the import). */
  @Column({ type: 'text' })
  sourceKey!: string;

  /** The uploaded file's name; null for imports. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  sourceFilename!: string | null;

  /** Bytes of the original, once the upload is complete. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  sourceSize!: number | null;

  /** The multipart upload in progress (status UPLOADING). */
  @Column({ type: 'text', nullable: true })
  uploadId!: string | null;

  @Column({ type: 'text', nullable: true })
  remoteUrl!: string | null;

  @Column({ type: 'integer', nullable: true })
  durationMs!: number | null;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  /** 0–100 while processing; 100 once processed. */
  @Column({ type: 'smallint', default: 0 })
  processingProgress!: number;

  /** 0 for the first processing, one more per retry; job ids carry it, and stale runs are ignored. */
  @Column({ type: 'integer', default: 0 })
  processingRun!: number;

  /** Why processing failed, in the uploader's words (status FAILED). */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ type: 'integer', default: 0 })
  views!: number;

  /** Viewers' stars on the public pages (one per viewer and day; decisions.md, "Microsites: the public site"). */
  @Column({ type: 'integer', default: 0 })
  stars!: number;

  @Column({ type: 'boolean', default: false })
  isMonetizationEnabled!: boolean;

  /** HLS master playlist written by the transcoder (the API serves its own, from `renditions`). */
  @Column({ type: 'text', nullable: true })
  masterKey!: string | null;

  /** The HLS renditions that exist so far, as the transcoder reported them. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  renditions!: RenditionInfo[];

  @Column({ type: 'text', nullable: true })
  posterKey!: string | null;

  /** Thumbnail candidates, in the order the transcoder took them. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  thumbnailKeys!: string[];

  @Column({ type: 'text', nullable: true })
  storyboardSpriteKey!: string | null;

  /** WebVTT cues mapping times to tiles of the sprite. */
  @Column({ type: 'text', nullable: true })
  storyboardVttKey!: string | null;

  /** Audio for transcription; null for a silent video. */
  @Column({ type: 'text', nullable: true })
  audioKey!: string | null;

  /**
   * The system transcript of a processed video: QUEUED once processed, then IN_PROGRESS, COMPLETED or
   * FAILED (the video stays usable); null before processing ends. Written by the transcripts module.
   */
  @Column({
    type: 'enum',
    // A video's transcript has no VALIDATION step (that is the D2C service's).
    enum: [
      TranscriptionStatus.QUEUED,
      TranscriptionStatus.IN_PROGRESS,
      TranscriptionStatus.COMPLETED,
      TranscriptionStatus.FAILED,
    ],
    enumName: 'video_transcription_status',
    nullable: true,
  })
  transcriptionStatus!: TranscriptionStatus | null;

  /** Why the transcription failed (transcriptionStatus FAILED). */
  @Column({ type: 'text', nullable: true })
  transcriptionFailureReason!: string | null;

  /**
   * The end card shown after the video (the overlays module's; null when none, or once it is deleted).
   * Live on published content: not part of the versioned metadata.
   */
  @Column({ type: 'uuid', nullable: true })
  endCardId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
