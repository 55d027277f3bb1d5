import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An ad tag of an organization (platform §3 "Ad tag"): a VAST URL the player requests ads from. Exactly
 * one tag of an organization that has any is the default, and the default is active (a partial unique
 * index in the migration keeps the first rule; the service keeps both).
 */
@Entity('organization_monetizations')
@Index('organization_monetizations_organization_created', ['organizationId', 'created'])
export class OrganizationMonetization {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  monetizationUrl!: string;

  @Column({ type: 'boolean' })
  default!: boolean;

  @Column({ type: 'boolean' })
  active!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
