import type { VideoMetadataSnapshot } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A saved state of a video's publishable metadata: one per saved change, numbered from 1. The video's
 * `version` is the newest; its `publishedVersion` the one its publication shows.
 */
@Entity('video_versions')
@Unique('video_versions_number', ['videoId', 'version'])
export class VideoVersion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  metadata!: VideoMetadataSnapshot;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
