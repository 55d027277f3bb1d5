import { CTA_LIST_PAGE_SIZE } from '@framehouse/domain';
import type {
  ButtonCtaInput,
  CtaType,
  EndCardInput,
  ImageCtaInput,
  CtaRowFieldsFragment,
  EndCardRowFieldsFragment,
} from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

export type EndCardRow = EndCardRowFieldsFragment;
export type CtaRow = CtaRowFieldsFragment;

/** The lists' order: newest first (§9 "Default list sort"). */
const NEWEST_FIRST = '-created';

/**
 * The Overlays area (libs/sdk/operations/overlays.graphql): end cards and CTAs, their lists and editors.
 * A payload's errors throw as a PayloadError, whose `errors` keep their fields.
 */
export const overlaysApi = {
  /** One page of the end cards (§7: page size 100). */
  endCards: async (page: number, search?: string) =>
    (
      await sdk.EndCards({
        page,
        pageSize: CTA_LIST_PAGE_SIZE,
        orderBy: NEWEST_FIRST,
        search: search || undefined,
      })
    ).endCards,
  endCard: async (id: string) => (await sdk.EndCardById({ id })).endCardById,
  createEndCard: async (endCard: EndCardInput) =>
    unwrapPayload((await sdk.CreateEndCard({ endCard })).createEndCard).endCard,
  updateEndCard: async (id: string, endCard: EndCardInput) =>
    unwrapPayload((await sdk.UpdateEndCard({ id, endCard })).updateEndCard).endCard,
  deleteEndCard: async (id: string) => {
    unwrapPayload((await sdk.DeleteEndCard({ id })).deleteEndCard);
  },

  /** One page of the CTAs (§7: ctas with typeFilter, orderBy, search, page, page size 100). */
  ctas: async (page: number, typeFilter?: CtaType, search?: string) =>
    (
      await sdk.Ctas({
        page,
        pageSize: CTA_LIST_PAGE_SIZE,
        orderBy: NEWEST_FIRST,
        typeFilter,
        search: search || undefined,
      })
    ).ctas,
  buttonCta: async (id: string) => (await sdk.ButtonCtaById({ id })).buttonCtaById,
  imageCta: async (id: string) => (await sdk.ImageCtaById({ id })).imageCtaById,
  createButtonCta: async (buttonCta: ButtonCtaInput) =>
    unwrapPayload((await sdk.CreateButtonCta({ buttonCta })).createButtonCta).buttonCta,
  updateButtonCta: async (id: string, buttonCta: ButtonCtaInput) =>
    unwrapPayload((await sdk.UpdateButtonCta({ id, buttonCta })).updateButtonCta).buttonCta,
  createImageCta: async (imageCta: ImageCtaInput) =>
    unwrapPayload((await sdk.CreateImageCta({ imageCta })).createImageCta).imageCta,
  updateImageCta: async (id: string, imageCta: ImageCtaInput) =>
    unwrapPayload((await sdk.UpdateImageCta({ id, imageCta })).updateImageCta).imageCta,
  deleteCta: async (id: string) => {
    unwrapPayload((await sdk.DeleteCta({ id })).deleteCta);
  },
};
