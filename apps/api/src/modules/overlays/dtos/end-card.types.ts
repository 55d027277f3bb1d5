import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  CardOrientation,
  CardSize,
  CTA_LIST_PAGE_SIZE,
  EndCardOrigin,
  EndCardType,
} from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType, ListArgs, type PageSizeRule } from '../../../common/graphql/connection';

registerEnumType(CardOrientation, { name: 'CardOrientation' });
registerEnumType(CardSize, { name: 'CardSize' });
registerEnumType(EndCardOrigin, {
  name: 'EndCardOrigin',
  description: 'How the card was built: the visual builder or custom code.',
});
registerEnumType(EndCardType, { name: 'CardType', description: "An end card's kind (the spec's cardType)." });

/** The largest page of end cards and CTAs: the spec's lists load 100. */
export const OVERLAY_PAGE_SIZE_MAX = CTA_LIST_PAGE_SIZE;

const JSON_PART = 'A JSON string (overlays-distribution §3).';

@ObjectType('EndCardCtaButtonType', { description: 'A button CTA an end card shows.' })
export class EndCardCtaButtonType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType('PromoCodeButtonType')
export class PromoCodeButtonType {
  @Field(() => String) text!: string;
  @Field(() => String) label!: string;
}

@ObjectType('EndCardType', {
  description:
    'An end card: built in the visual builder (origin GUI_BUILDER; the design parts are JSON strings) or ' +
    'custom code (CUSTOM_JS; the design fields are null).',
})
export class EndCardObjectType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'CUSTOM_JS cards only.' }) customCode!: string | null;
  @Field(() => String, { description: 'ACTIVE.' }) status!: string;
  @Field(() => EndCardType, { description: 'CUSTOM for every card made here (LEGACY is imported).' })
  cardType!: EndCardType;
  @Field(() => EndCardOrigin, { nullable: true, description: 'Null for a legacy card.' })
  origin!: EndCardOrigin | null;
  @Field(() => CardOrientation, { nullable: true }) cardOrientation!: CardOrientation | null;
  @Field(() => CardSize, { nullable: true }) cardSize!: CardSize | null;
  @Field(() => String, { nullable: true, description: `{color, opacity}. ${JSON_PART}` })
  overlay!: string | null;
  @Field(() => String, { nullable: true, description: `{color, opacity}. ${JSON_PART}` })
  background!: string | null;
  @Field(() => String, { nullable: true, description: 'The background picture (public URL).' })
  backgroundImageUrl!: string | null;
  @Field(() => String, { nullable: true, description: `{size, horizontal, vertical}. ${JSON_PART}` })
  backgroundImageSettings!: string | null;
  @Field(() => String, { nullable: true, description: `{width, color, radius}. ${JSON_PART}` })
  border!: string | null;
  @Field(() => String, {
    nullable: true,
    description: `{iconsColor, backgroundColor, backgroundOpacity}. ${JSON_PART}`,
  })
  videoControlButtons!: string | null;
  @Field(() => String, {
    nullable: true,
    description: `{text, font, fontWeight, fontSize, color}. ${JSON_PART}`,
  })
  headline!: string | null;
  @Field(() => String, { nullable: true, description: `As headline; null when the subline is off.` })
  subline!: string | null;
  @Field(() => Boolean) watchNextButtonVisible!: boolean;
  @Field(() => PromoCodeButtonType, { nullable: true }) promoCodeButton!: PromoCodeButtonType | null;
  @Field(() => Date) created!: Date;
  // Resolved per row (through the request's loaders): ctaButton1, ctaButton2, videosCount, momentsCount.
  ctaButton1Id!: string | null;
  ctaButton2Id!: string | null;
}

export const EndCardConnection = ConnectionType(EndCardObjectType, 'EndCard');

export const END_CARD_ORDER_FIELDS = ['name', 'created'] as const;

@ArgsType()
export class EndCardsArgs extends ListArgs {
  @Field(() => String, {
    nullable: true,
    description: `One of ${END_CARD_ORDER_FIELDS.join(', ')}, "-" for descending; default -created.`,
  })
  override orderBy?: string;
}

/** The page sizes of end cards and CTAs: any from 1 to 100 (the spec's screens ask for 100). */
export const OVERLAY_PAGE_SIZES: PageSizeRule = {
  accepts: (pageSize) => Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= OVERLAY_PAGE_SIZE_MAX,
  message: `Page size must be from 1 to ${OVERLAY_PAGE_SIZE_MAX}.`,
};

@InputType('PromoCodeButtonInput')
export class PromoCodeButtonInput {
  @Field(() => String, { description: 'Max 30.' }) text!: string;
  @Field(() => String, { description: 'Max 30.' }) label!: string;
}

@InputType('EndCardInput', {
  description:
    'Custom code: {name, customCode}. Visual builder: the rest. On update a field left out keeps its ' +
    'value; subline, ctaButton1, ctaButton2 and promoCodeButton null turn them off.',
})
export class EndCardInput {
  @Field(() => String, { nullable: true, description: 'Required, max 200.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Custom-code cards: required.' })
  customCode?: string | null;
  @Field(() => CardOrientation, { nullable: true }) cardOrientation?: CardOrientation | null;
  @Field(() => CardSize, { nullable: true }) cardSize?: CardSize | null;
  @Field(() => String, { nullable: true, description: JSON_PART }) overlay?: string | null;
  @Field(() => String, { nullable: true, description: JSON_PART }) background?: string | null;
  @Field(() => String, { nullable: true, description: JSON_PART }) backgroundImageSettings?: string | null;
  @Field(() => String, { nullable: true, description: JSON_PART }) border?: string | null;
  @Field(() => String, { nullable: true, description: JSON_PART }) videoControlButtons?: string | null;
  @Field(() => String, { nullable: true, description: `Required (its text max 200). ${JSON_PART}` })
  headline?: string | null;
  @Field(() => String, { nullable: true, description: `Null: no subline. ${JSON_PART}` })
  subline?: string | null;
  @Field(() => ID, { nullable: true, description: 'A button CTA of the organization; null for none.' })
  ctaButton1?: string | null;
  @Field(() => ID, { nullable: true, description: 'A button CTA of the organization; null for none.' })
  ctaButton2?: string | null;
  @Field(() => Boolean, { nullable: true }) watchNextButtonVisible?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A new background picture, base64 (.png or .jpg, max 10 MB); re-encoded, never stored as sent.',
  })
  backgroundImageBase64?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'False removes the background picture.' })
  backgroundImageEnabled?: boolean | null;
  @Field(() => PromoCodeButtonInput, { nullable: true, description: 'Null: no promo code.' })
  promoCodeButton?: PromoCodeButtonInput | null;
}

@ObjectType()
export class EndCardPayload extends MutationPayload {
  @Field(() => EndCardObjectType, { nullable: true }) endCard?: EndCardObjectType | null;
}

@ObjectType()
export class DeleteEndCardPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}

/** The end card a video or a moment shows. */
@ObjectType('ContentEndCardType')
export class ContentEndCardType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}
