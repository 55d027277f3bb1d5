import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TranscriptionStatus } from '@framehouse/domain';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { ConnectionType, ListArgs } from '../../../common/graphql/connection';

registerEnumType(TranscriptionStatus, { name: 'TranscriptionStatus' });

@ObjectType('D2CApiKeyType', {
  description: 'A key the D2C plugin authenticates with; active until revoked.',
})
export class D2CApiKeyType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The key (shown again on the D2C page); null only if it can no longer be decrypted.',
  })
  key!: string | null;
  @Field(() => Boolean) revoked!: boolean;
  @Field(() => Date) created!: Date;
}

export const D2CApiKeyConnection = ConnectionType(D2CApiKeyType, 'D2CApiKey');

@ArgsType()
export class D2CApiKeysArgs extends ListArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only revoked keys; false: only active ones; absent: all.',
  })
  revoked?: boolean | null;
}

@ObjectType()
export class CreateD2CApiKeyPayload extends MutationPayload {
  @Field(() => D2CApiKeyType, { nullable: true }) apiKey?: D2CApiKeyType | null;
}

@ObjectType()
export class RevokeD2CApiKeyPayload extends MutationPayload {
  @Field(() => D2CApiKeyType, { nullable: true }) apiKey?: D2CApiKeyType | null;
}

@ObjectType('D2CTranscriptionType', { description: 'A transcription the D2C plugin submitted.' })
export class D2CTranscriptionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The file's name, or the URL's last path segment." })
  inputName!: string;
  @Field(() => String, { description: "The plugin's label of the job, or the queue job's name." })
  jobName!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds of media metered (rounded up), once validated; null before.',
  })
  duration!: number | null;
  @Field(() => TranscriptionStatus) status!: TranscriptionStatus;
  @Field(() => Date) created!: Date;
  @Field(() => String, { nullable: true, description: 'Why the job failed (status FAILED).' })
  failureReason!: string | null;
}

export const D2CTranscriptionConnection = ConnectionType(D2CTranscriptionType, 'D2CTranscription');

@ArgsType()
export class D2CTranscriptionsArgs extends ListArgs {}
