import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A payment provider event already applied: a delivery of the same event again changes nothing. */
@Entity('stripe_events')
export class StripeEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
