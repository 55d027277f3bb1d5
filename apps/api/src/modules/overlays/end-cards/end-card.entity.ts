import { EndCardOrigin, type EndCardDesign } from '@framehouse/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The promo code an end card offers to copy. */
export interface EndCardPromoCode {
  text: string;
  label: string;
}

/**
 * An end card of an organization (overlays-distribution §3): built in the visual builder (`design`, an
 * optional background picture, up to two button CTAs, Watch next and a promo code) or supplied as custom
 * code. Videos and moments name it by `endCardId` (set to null when it is deleted).
 */
@Entity('end_cards')
@Index('end_cards_organization_created', ['organizationId', 'created'])
export class EndCard {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 20 })
  origin!: EndCardOrigin;

  /** CUSTOM_JS only. */
  @Column({ type: 'text', nullable: true })
  customCode!: string | null;

  /** GUI_BUILDER only. */
  @Column({ type: 'jsonb', nullable: true })
  design!: EndCardDesign | null;

  /** A public storage key; null without a background picture. */
  @Column({ type: 'text', nullable: true })
  backgroundImageKey!: string | null;

  @Column({ type: 'uuid', nullable: true })
  ctaButton1Id!: string | null;

  @Column({ type: 'uuid', nullable: true })
  ctaButton2Id!: string | null;

  @Column({ type: 'boolean', default: false })
  watchNextButtonVisible!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  promoCode!: EndCardPromoCode | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;
}
