import { ContentSource } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A thumbnail of an object: the detector's crop (SYSTEM, the JPEG the transcoder wrote) or a member's
 * upload (USER, our own re-encoded JPEG). Either file is the row's own and goes with it.
 */
@Entity('object_thumbnails')
@Index('object_thumbnails_object', ['objectId', 'created'])
export class ObjectThumbnail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'uuid' })
  objectId!: string;

  @Column({ type: 'text' })
  fileKey!: string;

  @Column({ type: 'enum', enum: ContentSource, enumName: 'content_source' })
  source!: ContentSource;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
