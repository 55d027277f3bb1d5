import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A moment's place in a carousel. The moment is the moments module's: deleting it (or its video) removes
 * it from every carousel (ON DELETE CASCADE), as does deleting the carousel.
 */
@Entity('carousel_moments')
@Index('carousel_moments_moment', ['momentId'])
export class CarouselMoment {
  @PrimaryColumn({ type: 'uuid' })
  carouselId!: string;

  @PrimaryColumn({ type: 'uuid' })
  momentId!: string;

  /** 0-based order in the carousel. */
  @Column({ type: 'integer' })
  position!: number;
}
