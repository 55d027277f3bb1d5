import { Column, CreateDateColumn, Entity, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Subscription } from '../billing/subscription.entity';

@Entity('organizations')
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Unique regardless of case (a functional index in the migration). */
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'uuid', nullable: true })
  ownerId!: string | null;

  @Column({ type: 'text', nullable: true })
  logoKey!: string | null;

  @Column({ type: 'boolean', default: false })
  isMonetizationEnabled!: boolean;

  /** The public key widgets send; random, not secret. */
  @Column({ type: 'varchar', length: 64, unique: true })
  widgetApiKey!: string;

  // By name: another module's entity is imported as a type only (docs/decisions.md, module ownership).
  @OneToOne<Subscription>('Subscription', (subscription) => subscription.organization)
  subscription?: Relation<Subscription> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
