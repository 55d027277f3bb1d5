import { SceneDetectionStatus, type SceneChange } from '@framehouse/domain';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A video's scene changes, for suggested moments. Written QUEUED when the video is processed (for its
 * processing run), completed by the SceneDetectionMonitor; a video without a row was never processed.
 */
@Entity('video_scene_detections')
export class VideoSceneDetection {
  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  /** The video's processing run the detection belongs to: results of another run are ignored. */
  @Column({ type: 'integer' })
  run!: number;

  @Column({ type: 'enum', enum: SceneDetectionStatus, enumName: 'scene_detection_status' })
  status!: SceneDetectionStatus;

  /** The changes in time order (COMPLETED); empty otherwise. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes!: SceneChange[];

  /** Why the detection failed (FAILED). */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
