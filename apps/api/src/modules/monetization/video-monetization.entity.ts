import { AdDensity, AdLocation, AdType } from '@framehouse/domain';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A video's ad settings. The on/off switch is the video's own `isMonetizationEnabled` (the videos
 * list's column); a video without a row has `DEFAULT_VIDEO_MONETIZATION`.
 */
@Entity('video_monetizations')
export class VideoMonetization {
  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  /** The chosen ad tag; null means the organization's default. */
  @Column({ type: 'uuid', nullable: true })
  orgMonetizationId!: string | null;

  @Column({ type: 'boolean' })
  useDefaultMonetization!: boolean;

  @Column({ type: 'varchar', length: 20 })
  adType!: AdType;

  @Column({ type: 'varchar', length: 20 })
  adDensity!: AdDensity;

  @Column({ type: 'varchar', array: true, length: 10 })
  adLocation!: AdLocation[];

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}

export type VideoAdSettings = Pick<
  VideoMonetization,
  'orgMonetizationId' | 'useDefaultMonetization' | 'adType' | 'adDensity' | 'adLocation'
>;

export const DEFAULT_VIDEO_MONETIZATION: VideoAdSettings = {
  orgMonetizationId: null,
  useDefaultMonetization: true,
  adType: AdType.SKIPPABLE,
  adDensity: AdDensity.AUTO,
  adLocation: [AdLocation.PREROLL],
};
