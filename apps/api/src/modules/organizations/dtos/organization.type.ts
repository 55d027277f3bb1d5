import { Field, ID, ObjectType } from '@nestjs/graphql';
import { SubscriptionType } from '../../billing/dtos/subscription.type';

@ObjectType('WidgetApiKeyType')
export class WidgetApiKeyType {
  @Field(() => String) key!: string;
}

@ObjectType('OrganizationType')
export class OrganizationType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => ID, { nullable: true }) ownerId!: string | null;
  @Field(() => Boolean) isMonetizationEnabled!: boolean;
  @Field(() => WidgetApiKeyType) widgetApiKey!: WidgetApiKeyType;
  @Field(() => SubscriptionType, { nullable: true }) subscription!: SubscriptionType | null;
}
