import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Loaders, RequestLoaders } from '../../../common/graphql/request-loaders';
import { MomentType } from '../../moments/dtos/moment.types';
import { CarouselsService } from './carousels.service';

/**
 * Moment.inCarousel: the moments module cannot know carousels (this module imports it), so the field is
 * resolved here, per page in one read through the request's loaders.
 */
@Resolver(() => MomentType)
export class MomentInCarouselResolver {
  constructor(private readonly carousels: CarouselsService) {}

  private readonly inAnyCarousel = (ids: readonly string[]) => this.carousels.inAnyCarousel(ids);

  @ResolveField(() => Boolean, { description: 'In a carousel of its organization.' })
  inCarousel(@Parent() moment: MomentType, @Loaders() loaders: RequestLoaders): Promise<boolean> {
    return loaders.of(this.inAnyCarousel).load(moment.id);
  }
}
