import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CtaIconName, CtaType } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType, ListArgs } from '../../../common/graphql/connection';

registerEnumType(CtaType, { name: 'CtaType' });
registerEnumType(CtaIconName, { name: 'CtaIconName' });

@ObjectType('CtaNodeType', { description: 'A call to action in the list: a button or an image.' })
export class CtaListItemType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Date) created!: Date;
  @Field(() => CtaType) type!: CtaType;
  @Field(() => ID, { description: 'Names the CTA to viewers.' }) publicUuid!: string;
  // usedInCards and usedInVideos are resolved per row, through the request's loaders.
}

export const CtaConnection = ConnectionType(CtaListItemType, 'Cta');

export const CTA_ORDER_FIELDS = ['name', 'created', 'type'] as const;

@ArgsType()
export class CtasArgs extends ListArgs {
  @Field(() => CtaType, { nullable: true, description: 'Only buttons or only images.' })
  typeFilter?: CtaType | null;

  @Field(() => String, {
    nullable: true,
    description: `One of ${CTA_ORDER_FIELDS.join(', ')}, "-" for descending; default -created.`,
  })
  override orderBy?: string;
}

const JSON_PART = 'A JSON string.';

@ObjectType('ButtonCtaType')
export class ButtonCtaType {
  @Field(() => ID) id!: string;
  @Field(() => Date) created!: Date;
  @Field(() => String) name!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { description: `{value, fontFamily, fontWeight, fontSize, color}. ${JSON_PART}` })
  text!: string;
  @Field(() => String, { description: `{color, opacity}. ${JSON_PART}` }) background!: string;
  @Field(() => String, { description: `{width, color, radius}. ${JSON_PART}` }) border!: string;
  @Field(() => String, { nullable: true, description: `{value, color}; null without an icon. ${JSON_PART}` })
  icon!: string | null;
  @Field(() => ID) publicUuid!: string;
}

@ObjectType('ImageCtaType')
export class ImageCtaType {
  @Field(() => ID) id!: string;
  @Field(() => Date) created!: Date;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { description: 'The picture (public URL; an SVG is served sanitized).' })
  imageUrl!: string;
  @Field(() => ID) publicUuid!: string;
}

@InputType('ButtonCtaInput', {
  description:
    "The button editor's fields. On create a field left out takes its default (name, url and text are " +
    'required); on update it keeps its value.',
})
export class ButtonCtaInput {
  @Field(() => String, { nullable: true, description: 'Required, max 200.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Required, max 200.' }) url?: string | null;
  @Field(() => String, { nullable: true, description: 'Required, max 50.' }) text?: string | null;
  @Field(() => String, { nullable: true }) fontFamily?: string | null;
  @Field(() => Int, { nullable: true }) fontWeight?: number | null;
  @Field(() => Float, { nullable: true, description: '12 to 18 px.' }) fontSize?: number | null;
  @Field(() => String, { nullable: true }) fontColor?: string | null;
  @Field(() => String, { nullable: true }) backgroundColor?: string | null;
  @Field(() => Float, { nullable: true, description: '80 to 100, step 5.' }) backgroundOpacity?:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Max 10 px.' }) borderWidth?: number | null;
  @Field(() => String, { nullable: true }) borderColor?: string | null;
  @Field(() => Float, { nullable: true, description: '0 to 99 px (99: round).' }) borderRadius?:
    number | null;
  @Field(() => Boolean, { nullable: true }) hasIcon?: boolean | null;
  @Field(() => CtaIconName, { nullable: true }) iconValue?: CtaIconName | null;
  @Field(() => String, { nullable: true }) iconColor?: string | null;
}

@InputType('ImageCtaInput', {
  description: 'On create name and imageBase64 are required; on update a field left out keeps its value.',
})
export class ImageCtaInput {
  @Field(() => String, { nullable: true, description: 'Required, max 200.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional: https, mailto or tel; max 200.' })
  url?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The picture, base64: .png, .svg or .webp, max 10 MB. PNG and WebP are re-encoded (WebP, alpha kept), ' +
      'an SVG is sanitized.',
  })
  imageBase64?: string | null;
}

@ObjectType()
export class ButtonCtaPayload extends MutationPayload {
  @Field(() => ButtonCtaType, { nullable: true }) buttonCta?: ButtonCtaType | null;
}

@ObjectType()
export class ImageCtaPayload extends MutationPayload {
  @Field(() => ImageCtaType, { nullable: true }) imageCta?: ImageCtaType | null;
}

@ObjectType()
export class DeleteCtaPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}
