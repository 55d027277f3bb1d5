import { ObjectDetectionStatus } from '@framehouse/domain';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Where a video's object detection is. Written when the video is processed (QUEUED, for its processing
 * run), then moved by the ObjectDetectionMonitor; a video without a row was never processed.
 */
@Entity('video_object_detections')
export class VideoObjectDetection {
  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  /** The video's processing run the detection belongs to: results of another run are ignored. */
  @Column({ type: 'integer' })
  run!: number;

  @Column({ type: 'enum', enum: ObjectDetectionStatus, enumName: 'object_detection_status' })
  status!: ObjectDetectionStatus;

  /** 0–100, from the job's progress. */
  @Column({ type: 'smallint', default: 0 })
  percent!: number;

  /** Why the detection failed (FAILED). */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
