import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PlaylistContentType, PlaylistFilterBy, PlaylistItemsOrder } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType, ListArgs } from '../../../common/graphql/connection';

registerEnumType(PlaylistContentType, { name: 'PlaylistContentType' });
registerEnumType(PlaylistItemsOrder, {
  name: 'PlaylistItemsOrder',
  description: 'How a playlist orders its items; every value but MANUAL makes it rule-based.',
});
registerEnumType(PlaylistFilterBy, {
  name: 'PlaylistFilterBy',
  description: "A rule-based playlist's filter: a tag, a category (INTERNAL_TAG), or none (NULL).",
});

/** What an item of a playlist is. */
export enum PlaylistItemKind {
  VIDEO = 'VIDEO',
  MOMENT = 'MOMENT',
}
registerEnumType(PlaylistItemKind, { name: 'PlaylistItemKind' });

@ObjectType('PlaylistItemType', {
  description: 'A published video or moment of a playlist, as it is published.',
})
export class PlaylistItemType {
  @Field(() => PlaylistItemKind) kind!: PlaylistItemKind;
  @Field(() => ID, { description: "The video's or the moment's id." }) id!: string;
  @Field(() => ID, { description: "The video's id (a moment's video)." }) videoId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'Its public poster.' }) thumbnailUrl!: string;
  @Field(() => Int, { nullable: true }) durationMs!: number | null;
  @Field(() => Int, { description: "Its video's views." }) views!: number;
  @Field(() => Date, { description: 'When it became public.' }) publishedAt!: Date;
  @Field(() => String, { description: 'Its public page.' }) pageUrl!: string;
}

export const PlaylistItemConnection = ConnectionType(PlaylistItemType, 'PlaylistItem');

@ObjectType('PlaylistType')
export class PlaylistType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Max 128, unique in the organization (whatever the case).' })
  name!: string;
  @Field(() => PlaylistContentType) contentType!: PlaylistContentType;
  @Field(() => PlaylistItemsOrder) orderBy!: PlaylistItemsOrder;
  @Field(() => PlaylistFilterBy) filterBy!: PlaylistFilterBy;
  @Field(() => String, { nullable: true }) filterValue!: string | null;
  @Field(() => Date) created!: Date;
  @Field(() => String, { description: 'Its public page (it lists its published items).' })
  publicUrl!: string;
  // itemsCount and items are resolved per playlist.
}

export const PlaylistConnection = ConnectionType(PlaylistType, 'Playlist');

export const PLAYLIST_ORDER_FIELDS = ['name', 'created'] as const;

@ArgsType()
export class PlaylistsArgs extends ListArgs {
  @Field(() => String, {
    nullable: true,
    description: `One of ${PLAYLIST_ORDER_FIELDS.join(', ')}, "-" for descending; default -created. Page size 1 to 1000.`,
  })
  override orderBy?: string;

  @Field(() => PlaylistContentType, { nullable: true }) contentType?: PlaylistContentType | null;

  @Field(() => PlaylistItemsOrder, { nullable: true, description: 'Only playlists ordering their items so.' })
  itemsOrderBy?: PlaylistItemsOrder | null;

  @Field(() => ID, { nullable: true, description: 'Only the manual playlists holding this video.' })
  manualVideoId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the manual playlists holding this moment.' })
  manualMomentId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the manual playlists not holding this video.' })
  excludeManualVideoId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the manual playlists not holding this moment.' })
  excludeManualMomentId?: string | null;
}

/** The page of items asked for (playlistById's page and pageSize, or the items field's own). */
@ArgsType()
export class PlaylistItemsArgs {
  @Field(() => Int, { nullable: true, description: 'Default 1.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 50; 1 to 1000.' }) pageSize?: number | null;
}

@ArgsType()
export class PlaylistCandidatesArgs extends PlaylistItemsArgs {
  @Field(() => PlaylistContentType) contentType!: PlaylistContentType;

  @Field(() => PlaylistItemsOrder, {
    nullable: true,
    description: 'Their order; default (and for MANUAL) PUBLICATION_DATE_DESC, the newest first.',
  })
  itemsOrderBy?: PlaylistItemsOrder | null;

  @Field(() => PlaylistFilterBy, { nullable: true, description: 'Default NULL: no filter.' })
  filterBy?: PlaylistFilterBy | null;

  @Field(() => String, { nullable: true, description: 'The tag or category of filterBy.' })
  filterValue?: string | null;

  @Field(() => String, { nullable: true, description: 'Matched in titles and descriptions.' })
  search?: string | null;
}

@InputType('PlaylistInput', {
  description:
    'On create name, contentType and orderBy are required; on update a field left out keeps its value. ' +
    'Changing contentType, or an orderBy other than MANUAL, clears the manual items.',
})
export class PlaylistInput {
  @Field(() => String, { nullable: true, description: 'Required, max 128.' }) name?: string | null;
  @Field(() => PlaylistContentType, { nullable: true }) contentType?: PlaylistContentType | null;
  @Field(() => PlaylistItemsOrder, { nullable: true }) orderBy?: PlaylistItemsOrder | null;
  @Field(() => PlaylistFilterBy, {
    nullable: true,
    description: 'Rule-based playlists only (NULL for a manual one); default NULL.',
  })
  filterBy?: PlaylistFilterBy | null;
  @Field(() => String, {
    nullable: true,
    description: 'The tag or category; required with TAG or INTERNAL_TAG.',
  })
  filterValue?: string | null;
  @Field(() => [ID], {
    nullable: true,
    description:
      "A manual playlist's items in order: ids of published videos (VIDEOS) or moments (MOMENTS), at least " +
      'one; a repeated id counts once. Ignored by a rule-based playlist.',
  })
  items?: string[] | null;
}

@ObjectType()
export class PlaylistPayload extends MutationPayload {
  @Field(() => PlaylistType, { nullable: true }) playlist?: PlaylistType | null;
}

@ObjectType()
export class DeletePlaylistPayload extends MutationPayload {
  @Field(() => ID, { nullable: true }) deletedId?: string | null;
}
