import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  CAROUSEL_MOMENTS_MAX,
  CAROUSEL_ORDER_FIELDS,
  ColorTheme,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  WIDGET_PRESET_ORDER_FIELDS,
  WIDGET_PRESETS_PAGE_SIZE,
} from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType, ListArgs, type PageSizeRule } from '../../../common/graphql/connection';
import { TimeRangeType } from '../../../common/graphql/time-range.type';

registerEnumType(ColorTheme, { name: 'ColorTheme', description: 'A widget colour theme; LIGHT by default.' });

const GA_ID = 'Optional: UA- plus 6 to 12 letters or digits, a dash, 1 to 3 digits. Empty or null: none.';
const GA4_ID = 'Optional: G- plus 4 to 16 letters or digits. Empty or null: none.';

@ObjectType('WidgetStyleType', { description: 'The look of a carousel or a preset.' })
export class WidgetStyleType {
  @Field(() => String, { description: 'A hex colour.' }) mainColor!: string;
  @Field(() => ColorTheme) colorTheme!: ColorTheme;
}

@ObjectType('WidgetPresetRefType', { description: 'The preset a carousel was given.' })
export class WidgetPresetRefType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType('CarouselType', {
  description: 'A carousel widget: moments any site shows through one script tag.',
})
export class CarouselType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'What the widget script names (data-framehouse-widget).' })
  publicId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Date) created!: Date;
  @Field(() => String, { description: "The organization's widget API key (data-framehouse-key)." })
  apiKey!: string;
  @Field(() => String, { nullable: true }) googleAnalyticsTrackingId!: string | null;
  @Field(() => String, { nullable: true }) googleAnalytics4MeasurementId!: string | null;
  @Field(() => WidgetStyleType) style!: WidgetStyleType;
  // Resolved per row (through the request's loaders): momentsCount, moments, preset.
  presetId!: string | null;
}

export const CarouselConnection = ConnectionType(CarouselType, 'Carousel');

@ArgsType()
export class CarouselsArgs extends ListArgs {
  @Field(() => ID, {
    nullable: true,
    description: 'One carousel: the list holds it, or nothing when it is not one of the organization.',
  })
  id?: string | null;
  @Field(() => String, {
    nullable: true,
    description: `One of ${CAROUSEL_ORDER_FIELDS.join(', ')}, "-" for descending; default -created.`,
  })
  override orderBy?: string;
  @Field(() => String, { nullable: true, description: 'Text in the name.' })
  override search?: string;
}

@ObjectType('CarouselMomentVideoType')
export class CarouselMomentVideoType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
}

@ObjectType('CarouselMomentType', {
  description: 'A moment a carousel may show, as the widget editor lists it.',
})
export class CarouselMomentType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, {
    nullable: true,
    description: "The selected thumbnail, else the video's, as a signed URL.",
  })
  thumbnailUrl!: string | null;
  @Field(() => TimeRangeType) timeRange!: TimeRangeType;
  @Field(() => Boolean, { description: 'In this carousel.' }) inCarousel!: boolean;
  @Field(() => Boolean, {
    description: 'Public now (visible, its video live on our own pages): only these show in the widget.',
  })
  isPublished!: boolean;
  @Field(() => CarouselMomentVideoType) video!: CarouselMomentVideoType;
}

export const CarouselMomentConnection = ConnectionType(CarouselMomentType, 'CarouselMoment');

@ArgsType()
export class CarouselMomentsArgs {
  @Field(() => ID) carouselId!: string;
  @Field(() => String, { nullable: true, description: 'Text in the title or the description.' })
  search?: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `From 1 to ${MAX_PAGE_SIZE}.`,
  })
  pageSize?: number;
}

@InputType('CreateCarouselInput')
export class CreateCarouselInput {
  @Field(() => String, { nullable: true, description: 'Required (trimmed), max 256.' }) name?: string | null;
}

@InputType('UpdateCarouselInput', { description: 'Partial: a field left out keeps its value.' })
export class UpdateCarouselInput {
  @Field(() => String, { nullable: true, description: 'Required (trimmed), max 256.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Max 256.' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Max 5000.' }) description?: string | null;
  @Field(() => [ID], {
    nullable: true,
    description: `The moments in order: the organization's, each once, at most ${CAROUSEL_MOMENTS_MAX}.`,
  })
  moments?: string[] | null;
  @Field(() => String, { nullable: true, description: GA_ID }) googleAnalyticsTrackingId?: string | null;
  @Field(() => String, { nullable: true, description: GA4_ID }) googleAnalytics4MeasurementId?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'A preset of the organization (its end card shows after each moment); null for none.',
  })
  presetId?: string | null;
}

@InputType('WidgetStyleInput', {
  description: 'A field left out keeps its value (a new one: #CE0000, LIGHT).',
})
export class WidgetStyleInput {
  @Field(() => String, { nullable: true, description: 'A hex colour (3 or 6 digits).' }) mainColor?:
    string | null;
  @Field(() => ColorTheme, { nullable: true }) colorTheme?: ColorTheme | null;
}

@ObjectType()
export class CarouselPayload extends MutationPayload {
  @Field(() => CarouselType, { nullable: true }) carousel?: CarouselType | null;
}

@ObjectType()
export class DeleteCarouselPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}

@ObjectType('WidgetPresetEndCardType')
export class WidgetPresetEndCardType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType('WidgetPresetType', { description: 'Shared widget styling, GA ids and end card.' })
export class WidgetPresetType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) googleAnalyticsTrackingId!: string | null;
  @Field(() => String, { nullable: true }) googleAnalytics4MeasurementId!: string | null;
  @Field(() => WidgetStyleType) style!: WidgetStyleType;
  @Field(() => Date) created!: Date;
  // Resolved per row (through the request's loaders): endCard.
  endCardId!: string | null;
}

export const WidgetPresetConnection = ConnectionType(WidgetPresetType, 'WidgetPreset');

@ArgsType()
export class WidgetPresetsArgs extends ListArgs {
  @Field(() => ID, { nullable: true, description: 'One preset: the list holds it, or nothing.' })
  id?: string | null;
  @Field(() => Int, {
    nullable: true,
    defaultValue: WIDGET_PRESETS_PAGE_SIZE,
    description: `From 1 to ${WIDGET_PRESETS_PAGE_SIZE}.`,
  })
  override pageSize?: number;
  @Field(() => String, {
    nullable: true,
    description: `One of ${WIDGET_PRESET_ORDER_FIELDS.join(', ')}, "-" for descending; default -created.`,
  })
  override orderBy?: string;
  @Field(() => String, { nullable: true, description: 'Text in the name.' })
  override search?: string;
}

/** The presets list's page sizes: any from 1 to 100 (the picker loads 100). */
export const WIDGET_PRESET_PAGE_SIZES: PageSizeRule = {
  accepts: (pageSize) => Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= WIDGET_PRESETS_PAGE_SIZE,
  message: `Page size must be from 1 to ${WIDGET_PRESETS_PAGE_SIZE}.`,
};

@InputType('WidgetPresetInput', { description: 'On update a field left out keeps its value.' })
export class WidgetPresetInput {
  @Field(() => String, { nullable: true, description: 'Required (trimmed), max 256.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: GA_ID }) googleAnalyticsTrackingId?: string | null;
  @Field(() => String, { nullable: true, description: GA4_ID }) googleAnalytics4MeasurementId?: string | null;
  @Field(() => ID, { nullable: true, description: 'An end card of the organization; null for none.' })
  endCardId?: string | null;
}

@ObjectType()
export class WidgetPresetPayload extends MutationPayload {
  @Field(() => WidgetPresetType, { nullable: true }) widgetPreset?: WidgetPresetType | null;
}

@ObjectType()
export class DeleteWidgetPresetPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}
