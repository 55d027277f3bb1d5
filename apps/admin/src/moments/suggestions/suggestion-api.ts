import { sdk } from '../../sdk';
import type { SuggestedMoment } from './suggested-moments';

/** Suggested moments (libs/sdk/operations/moment-suggestions.graphql); taking one is momentApi.create. */
export const suggestionApi = {
  ofVideo: async (videoId: string): Promise<SuggestedMoment[]> =>
    (await sdk.SuggestedMoments({ videoId })).suggestedMoments,
};
