import { EDITOR_MOMENTS_PAGE_SIZE } from '@framehouse/domain';
import type {
  CreateMomentInput,
  MemberToggleAction,
  MomentFieldsFragment,
  MomentsQueryVariables,
  UpdateMomentInput,
} from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';
import type { SuggestedMoment } from './suggestions/suggested-moments';

export type Moment = MomentFieldsFragment;

/**
 * The moments' calls (libs/sdk/operations/moments.graphql, moment-suggestions.graphql); mutation errors
 * are thrown as PayloadError.
 */
export const momentsApi = {
  list: async (variables: MomentsQueryVariables) => (await sdk.Moments(variables)).moments,
  /** The editor's side list: every moment of the video in timeline order (spec §7). */
  ofVideo: async (videoId: string) =>
    (await sdk.Moments({ videoId, pageSize: EDITOR_MOMENTS_PAGE_SIZE, orderBy: 'startTimestamp' })).moments
      .nodes,
  create: async (videoId: string, moment: CreateMomentInput) =>
    unwrapPayload((await sdk.CreateMoment({ videoId, moment })).createMoment).moment,
  update: async (id: string, moment: UpdateMomentInput) =>
    unwrapPayload((await sdk.UpdateMoment({ id, moment })).updateMoment).moment,
  toggle: async (ids: string[], action: MemberToggleAction) =>
    unwrapPayload((await sdk.ToggleMoment({ ids, action })).toggleMoment),
  remove: async (ids: string[]) => unwrapPayload((await sdk.DeleteMoment({ ids })).deleteMoment),
  split: async (id: string, playheadTimestamp: string) =>
    unwrapPayload((await sdk.SplitMoment({ id, playheadTimestamp })).splitMoment),
  createThumbnail: async (momentId: string, imageBase64: string) =>
    unwrapPayload((await sdk.CreateMomentThumbnail({ momentId, imageBase64 })).createMomentThumbnail)
      .thumbnail,
  deleteThumbnail: async (id: string) =>
    unwrapPayload((await sdk.DeleteMomentThumbnail({ id })).deleteMomentThumbnail),
  /** The video's suggested moments; taking one is `create`. */
  suggestions: async (videoId: string): Promise<SuggestedMoment[]> =>
    (await sdk.SuggestedMoments({ videoId })).suggestedMoments,
};
