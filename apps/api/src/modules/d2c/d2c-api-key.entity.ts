import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where an active key's name is unique (case-insensitively, per organization): a partial index. */
export const D2C_API_KEY_NAME_UNIQUE_INDEX = 'd2c_api_keys_organization_name_active';

/**
 * A key the D2C plugin authenticates with. The key itself is stored only encrypted (the D2C page shows it
 * again); requests find it by its SHA-256 digest. A key is active until revoked, then inactive for good.
 */
@Entity('d2c_api_keys')
@Index('d2c_api_keys_organization_created', ['organizationId', 'created'])
export class D2CApiKey {
  /** Chosen by the service: it is the associated data of the encrypted key. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** AES-256-GCM: `v1.{iv}.{tag}.{ciphertext}`, base64url parts (see api-key-crypto.ts). */
  @Column({ type: 'text' })
  keyCiphertext!: string;

  /** SHA-256 of the key, hex: how a request finds its key. */
  @Column({ type: 'char', length: 64, unique: true })
  keyDigest!: string;

  @Column({ type: 'boolean', default: false })
  revoked!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
