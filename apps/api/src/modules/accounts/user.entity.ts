import { OrganizationRole, SubscriptionPlan } from '@framehouse/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { Organization } from '../organizations/organization.entity';

/**
 * A person's account in one organization (an organization member). The same email may hold accounts in
 * several organizations, which is why login can be ambiguous. An owner who registered but has not
 * verified yet has no organization; an address may have several such registrations until one is verified.
 */
/** An address is unique within an organization. */
export const USER_EMAIL_UNIQUE_INDEX = 'users_organization_email_unique';

@Entity('users')
@Index(USER_EMAIL_UNIQUE_INDEX, ['organizationId', 'email'], { unique: true })
@Index('users_email', ['email'])
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lowercased and trimmed, so comparisons are exact. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 150, default: '' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'text', nullable: true })
  avatarKey!: string | null;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ type: 'enum', enum: OrganizationRole, enumName: 'organization_role', nullable: true })
  role!: OrganizationRole | null;

  @Column({ type: 'uuid', nullable: true })
  organizationId!: string | null;

  // By name: another module's entity is imported as a type only (docs/decisions.md, module ownership).
  @ManyToOne('Organization', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'organizationId' })
  organization?: Relation<Organization> | null;

  /** The plan an owner chose at registration; the subscription is created with the organization. */
  @Column({ type: 'enum', enum: SubscriptionPlan, enumName: 'subscription_plan', nullable: true })
  registeredPlan!: SubscriptionPlan | null;

  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  privacyPolicyAcceptedAt!: Date | null;

  /**
   * Carried in every token; a token of another version is refused. A password change or reset, or
   * deactivation, increments it and so ends every session at once.
   */
  @Column({ type: 'integer', default: 0 })
  sessionVersion!: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  dateJoined!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
