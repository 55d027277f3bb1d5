import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AuthorizedServiceName } from '@framehouse/domain';

registerEnumType(AuthorizedServiceName, {
  name: 'AuthorizedServiceName',
  description: 'A video-sharing service a user can link.',
});

@ObjectType('AuthorizedService', { description: "A user's linked video-sharing service account." })
export class AuthorizedServiceType {
  @Field(() => String, { description: "The account's (channel's) name." })
  accountName!: string;

  @Field(() => AuthorizedServiceName)
  service!: AuthorizedServiceName;
}

@ObjectType('YouTubeCategory', { description: 'A YouTube video category a video can be uploaded with.' })
export class YouTubeCategoryType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The category id, as the publish call takes it.' })
  category!: string;

  @Field(() => String)
  title!: string;
}
