import { CTA_LIST_PAGE_SIZE, type PlayerEndCard, type PlayerOverlays } from '@framehouse/domain';
import type {
  EndCardRowFieldsFragment,
  EndCardFieldsFragment,
  VideoCtasInput,
  VideoOverlaysQuery,
} from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';
import { saveCallOf } from './cta-placement-draft';
import { endCardPickerOrder } from './end-card-picker';
import { playerCtaGroupsOf, playerEndCardOf } from './player-overlays-of';

/** The video with its CTA timestamps and end card, as the overlay pages load it. */
export type OverlaidVideo = NonNullable<VideoOverlaysQuery['videoById']>;
export type EndCardChoice = EndCardRowFieldsFragment;

/** The end cards of one page of the list the API serves at most. */
const END_CARDS_PAGE_SIZE = CTA_LIST_PAGE_SIZE;

/**
 * A video's overlays (libs/sdk/operations/video-overlays.graphql): its CTA timestamps and end card, the
 * organization's CTAs and end cards to pick from (the Overlays area's operations, overlays.graphql), and
 * their saves. Mutation errors throw as PayloadError.
 */
const videosLoading = new Map<string, Promise<OverlaidVideo | null>>();

export const videoOverlaysApi = {
  /**
   * The video with its overlays. The editor's side panel and its preview player ask at the same time:
   * one request answers both.
   */
  video: (id: string): Promise<OverlaidVideo | null> => {
    const loading =
      videosLoading.get(id) ??
      sdk
        .VideoOverlays({ id })
        .then((answer) => answer.videoById)
        .finally(() => videosLoading.delete(id));
    videosLoading.set(id, loading);
    return loading;
  },

  /** The organization's CTAs a group can take (the spec's page of 100). */
  ctaChoices: async () => (await sdk.Ctas({ pageSize: CTA_LIST_PAGE_SIZE, orderBy: 'name' })).ctas.nodes,
  buttonCta: async (id: string) => (await sdk.ButtonCtaById({ id })).buttonCtaById,
  imageCta: async (id: string) => (await sdk.ImageCtaById({ id })).imageCtaById,

  /** Every end card of the organization, in the picker's order (§9). */
  endCardChoices: async (): Promise<EndCardChoice[]> => {
    const cards: EndCardChoice[] = [];
    for (let page = 1; ; page += 1) {
      const { endCards } = await sdk.EndCards({ page, pageSize: END_CARDS_PAGE_SIZE, orderBy: '-created' });
      cards.push(...endCards.nodes);
      if (cards.length >= endCards.totalCount || endCards.nodes.length === 0) break;
    }
    return endCardPickerOrder(cards);
  },

  endCard: async (id: string) => (await sdk.EndCardById({ id })).endCardById,

  /** An end card as the player draws it, with its buttons; null when it is not found. */
  playerEndCard: async (id: string): Promise<PlayerEndCard | null> => {
    const card = await videoOverlaysApi.endCard(id);
    return card ? playerEndCardWithButtons(card) : null;
  },

  /**
   * Saves the whole set of timestamps: updateVideoCtas when the video had some, createVideoCtas when it
   * had none (§4). Answers the saved groups.
   */
  saveCtas: async (videoId: string, hadTimestamps: readonly unknown[], videoCtas: VideoCtasInput) => {
    const payload =
      saveCallOf(hadTimestamps) === 'update'
        ? unwrapPayload((await sdk.UpdateVideoCtas({ videoId, videoCtas })).updateVideoCtas)
        : unwrapPayload((await sdk.CreateVideoCtas({ videoId, videoCtas })).createVideoCtas);
    return payload.ctaTimestamps ?? [];
  },

  /** The video's end card (null: none), through updateVideo. */
  setEndCard: async (id: string, endCardId: string | null) =>
    unwrapPayload((await sdk.UpdateVideo({ id, video: { endCardId } })).updateVideo).video,

  /** What the preview player draws over the video: its saved CTAs and its end card. */
  playerOverlays: async (videoId: string): Promise<PlayerOverlays | null> => {
    const video = await videoOverlaysApi.video(videoId);
    if (!video) return null;
    const endCard = video.endCardId ? await videoOverlaysApi.playerEndCard(video.endCardId) : null;
    return { ctaGroups: playerCtaGroupsOf(video.ctaTimestamps), endCard, watchNext: null };
  },
};

async function playerEndCardWithButtons(card: EndCardFieldsFragment): Promise<PlayerEndCard | null> {
  const buttons = await Promise.all(
    [card.ctaButton1, card.ctaButton2].map((button) =>
      button ? videoOverlaysApi.buttonCta(button.id).catch(() => null) : Promise.resolve(null),
    ),
  );
  return playerEndCardOf(card, buttons);
}
