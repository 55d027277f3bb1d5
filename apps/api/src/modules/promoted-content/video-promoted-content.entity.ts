import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A video's promo cards settings. A video without a row has the defaults (`DEFAULT_PROMOTED_CONTENT`):
 * the row is written on the first change, so existing and new videos need no backfill.
 */
@Entity('video_promoted_content')
export class VideoPromotedContent {
  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  /** The feature's on/off switch (toggleVideoPromotedContent). */
  @Column({ type: 'boolean' })
  promoteObjects!: boolean;

  @Column({ type: 'boolean' })
  promoteAtStart!: boolean;

  @Column({ type: 'boolean' })
  promoteAtEnd!: boolean;

  @Column({ type: 'varchar', length: 25 })
  promotedObjectsLabel!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}

export type PromotedContentSettings = Pick<
  VideoPromotedContent,
  'promoteObjects' | 'promoteAtStart' | 'promoteAtEnd' | 'promotedObjectsLabel'
>;

/** Off until a member turns it on; once on, cards show at both intro and outro under "Promoted". */
export const DEFAULT_PROMOTED_CONTENT: PromotedContentSettings = {
  promoteObjects: false,
  promoteAtStart: true,
  promoteAtEnd: true,
  promotedObjectsLabel: 'Promoted',
};
