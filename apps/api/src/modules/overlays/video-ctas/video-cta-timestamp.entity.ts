import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A timestamp group of a video: a named range [startMs, endMs) showing CTAs; `position` is list order. */
@Entity('video_cta_timestamps')
export class VideoCtaTimestamp {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'smallint' })
  position!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'integer' })
  startMs!: number;

  @Column({ type: 'integer' })
  endMs!: number;
}
