import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserTokenPurpose } from './user-token-purpose';
import { User } from './user.entity';

/** A single-use, expiring token sent by mail. Only its SHA-256 is stored, so a database leak opens nothing. */
@Entity('user_tokens')
export class UserToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('user_tokens_user')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'enum', enum: UserTokenPurpose, enumName: 'user_token_purpose' })
  purpose!: UserTokenPurpose;

  @Index('user_tokens_hash_unique', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  /** Purpose-specific data, e.g. the new address of an email change. */
  @Column({ type: 'jsonb', nullable: true })
  data!: Record<string, string> | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
