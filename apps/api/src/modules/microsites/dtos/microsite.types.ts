import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  MICROSITE_DESCRIPTION_MAX,
  MICROSITE_HTML_CODE_MAX,
  MICROSITE_ORDER_FIELDS,
  MICROSITE_TITLE_MAX,
  SECTION_TITLE_MAX,
  SectionContentType,
  SectionPosition,
  SectionSortBy,
} from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType, ListArgs } from '../../../common/graphql/connection';

registerEnumType(SectionSortBy, { name: 'SectionSortBy', description: 'How a section orders its items.' });
registerEnumType(SectionContentType, { name: 'SectionContentType' });
registerEnumType(SectionPosition, {
  name: 'SectionPosition',
  description: 'Where a section is on the home page: TOP, MIDDLE or BOTTOM (one of each).',
});

const GA_ID = 'Optional: UA- plus 6 to 12 letters or digits, a dash, 1 to 3 digits. Empty or null: none.';
const GA4_ID = 'Optional: G- plus 4 to 16 letters or digits. Empty or null: none.';

@ObjectType('MicrositeSectionType', {
  description: 'A section of a microsite: a filter of published content, or a playlist (ours).',
})
export class MicrositeSectionType {
  @Field(() => ID) id!: string;
  @Field(() => SectionPosition) position!: SectionPosition;
  @Field(() => String, { description: 'The section heading.' }) title!: string;
  @Field(() => SectionSortBy) sortBy!: SectionSortBy;
  @Field(() => SectionContentType) contentType!: SectionContentType;
  @Field(() => String, { nullable: true, description: 'The category filtered on.' })
  internalTag!: string | null;
  @Field(() => String, { nullable: true, description: 'The public tag filtered on.' })
  regularTag!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'A playlist shown instead of a filter (then sortBy, contentType and the tags do not apply).',
  })
  playlistId!: string | null;
}

@ObjectType('MicrositeType', { description: "An organization's public site under its own subdomain." })
export class MicrositeType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'The subdomain chosen on create; it never changes.' })
  subdomain!: string;
  @Field(() => String, { description: 'The host name: {subdomain}.{MICROSITE_HOST}.' })
  domain!: string;
  @Field(() => String, { description: 'The address a browser opens.' }) url!: string;
  @Field(() => Date) created!: Date;
  @Field(() => Boolean, { description: 'True once the site answered the health check (PUBLISHED).' })
  healthy!: boolean;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => String, { nullable: true }) faviconUrl!: string | null;
  @Field(() => String, { description: 'A hex colour.' }) mainColor!: string;
  @Field(() => String, { nullable: true }) googleAnalyticsId!: string | null;
  @Field(() => String, { nullable: true }) googleAnalytics4Id!: string | null;
  @Field(() => String, { description: 'The Custom HTML, as saved; empty when none.' }) htmlCode!: string;
  @Field(() => Boolean, { description: 'The moments are above the video player (default true).' })
  momentsLocationTop!: boolean;
  // sections is resolved per microsite (through the request's loaders).
}

export const MicrositeConnection = ConnectionType(MicrositeType, 'Microsite');

@ArgsType()
export class MicrositesArgs extends ListArgs {
  @Field(() => String, {
    nullable: true,
    description:
      `One of ${MICROSITE_ORDER_FIELDS.join(', ')}, "-" for descending; default -id, the newest first ` +
      '(ids are not sequential: id orders by creation). search matches the title and the domain.',
  })
  override orderBy?: string;
}

@InputType('CreateMicrositeInput')
export class CreateMicrositeInput {
  @Field(() => String, { nullable: true, description: `Required, max ${MICROSITE_TITLE_MAX}.` })
  title?: string | null;
  @Field(() => String, { nullable: true, description: `Max ${MICROSITE_DESCRIPTION_MAX}.` })
  description?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The subdomain: lowercase letters, digits and dashes, 2 to 63, not reserved, free on the server. ' +
      'It cannot be changed later.',
  })
  domain?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  momentsLocationTop?: boolean | null;
}

@InputType('UpdateMicrositeInput', {
  description: 'A field left out keeps its value. The subdomain is not here: it never changes.',
})
export class UpdateMicrositeInput {
  @Field(() => String, { nullable: true, description: `Required, max ${MICROSITE_TITLE_MAX}.` })
  title?: string | null;
  @Field(() => String, { nullable: true, description: `Max ${MICROSITE_DESCRIPTION_MAX}.` })
  description?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A new logo (base64 or a data URL; max 2.5 MiB), stored re-encoded.',
  })
  logoBase64?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A new favicon (base64 or a data URL; max 2.5 MiB), stored re-encoded.',
  })
  faviconBase64?: string | null;
  @Field(() => String, { nullable: true, description: 'A hex colour (3 or 6 digits).' })
  mainColor?: string | null;
  @Field(() => String, { nullable: true, description: GA_ID }) googleAnalyticsId?: string | null;
  @Field(() => String, { nullable: true, description: GA4_ID }) googleAnalytics4Id?: string | null;
  @Field(() => String, {
    nullable: true,
    description: `Custom HTML, max ${MICROSITE_HTML_CODE_MAX} characters, kept as sent; null: none.`,
  })
  htmlCode?: string | null;
  @Field(() => Boolean, { nullable: true }) momentsLocationTop?: boolean | null;
}

@InputType('MicrositeSectionInput')
export class MicrositeSectionInput {
  @Field(() => String, { nullable: true, description: `The heading: required, max ${SECTION_TITLE_MAX}.` })
  title?: string | null;
  @Field(() => SectionSortBy) sortBy!: SectionSortBy;
  @Field(() => SectionContentType) contentType!: SectionContentType;
  @Field(() => String, { nullable: true, description: 'A category, or none.' }) internalTag?: string | null;
  @Field(() => String, { nullable: true, description: 'A public tag, or none (not with internalTag).' })
  regularTag?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: "One of the organization's playlists, shown instead of a filter (no tag with it).",
  })
  playlistId?: string | null;
}

@ObjectType()
export class MicrositePayload extends MutationPayload {
  @Field(() => MicrositeType, { nullable: true }) microsite?: MicrositeType | null;
}

@ObjectType()
export class DeleteMicrositePayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}
