import { registerEnumType } from '@nestjs/graphql';
import { LogoPosition, PipelineType, VideoOrigin, VideoStatus } from '@framehouse/domain';

// The video area's GraphQL enums are the domain's, under the spec's names.
registerEnumType(VideoStatus, { name: 'VideoStatus' });
registerEnumType(VideoOrigin, { name: 'VideoOrigin' });
registerEnumType(PipelineType, { name: 'PipelineType', description: 'Only BASIC, labelled Standard.' });
registerEnumType(LogoPosition, { name: 'LogoPosition', description: 'Where the organization logo shows.' });
