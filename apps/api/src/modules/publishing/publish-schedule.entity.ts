import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A video's pending scheduled publish (scheduledAt set) and its schedule counter. The row stays after
 * the schedule fires or is cancelled, so `run` keeps growing and a stale delayed job can be told apart.
 */
@Entity('publish_schedules')
export class PublishSchedule {
  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'integer', default: 0 })
  run!: number;

  @Column({ type: 'timestamptz', nullable: true })
  scheduledAt!: Date | null;
}
