import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A thumbnail a member uploaded for a moment: our own re-encoded JPEG at `fileKey`, under the video's media root. */
@Entity('moment_thumbnails')
@Index('moment_thumbnails_moment', ['momentId', 'created'])
export class MomentThumbnail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  momentId!: string;

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
