import type { FetchResult } from '@apollo/client';
import {
  ColorTheme as DomainColorTheme,
  ErrorCode,
  LimitKind,
  planLimitExceededMessage,
  WIDGET_PRESETS_PAGE_SIZE,
} from '@framehouse/domain';
import {
  CarouselsDocument,
  ColorTheme,
  WidgetPresetsDocument,
  type CarouselFieldsFragment,
  type CarouselMomentFieldsFragment,
  type CarouselRowFieldsFragment,
  type CarouselsQuery,
  type CarouselsQueryVariables,
  type WidgetPresetFieldsFragment,
  type WidgetPresetsQuery,
  type WidgetPresetsQueryVariables,
  type WidgetStyleInput,
} from '@framehouse/sdk';
import type { BuildQueryResult } from 'ra-data-graphql';
import { GET_LIST, type GetListParams } from 'react-admin';
import { enumMember } from '../enum-member';
import { unwrapPayload, type MessageOverrides } from '../errors';
import { listPaging, notFound, optionalText, type ResourceQueryBuilder } from '../providers/resource-query';
import { sdk } from '../sdk';
import type { MomentRow } from './moment-selection';
import { presetInputOf, type PresetForm } from './preset-form';
import { styleInputOf, type WidgetForm, type WidgetStyleForm } from './widget-form';

/** The data provider's resource names of the widget lists (and the keys their page sizes are stored under). */
export const CAROUSELS = 'carousels';
export const WIDGET_PRESETS = 'widgetPresets';

export type CarouselRow = CarouselRowFieldsFragment;

/** The SDK's records with the domain's colour theme (the same strings), as the forms read them. */
type WithDomainTheme<Record extends { style: { mainColor: string } }> = Omit<Record, 'style'> & {
  style: { mainColor: string; colorTheme: DomainColorTheme };
};

/** A carousel as the customize screen opens it. */
export type CarouselRecord = WithDomainTheme<CarouselFieldsFragment>;

/** A row of the presets list. */
export type PresetRow = WidgetPresetFieldsFragment;

/** A preset as the modals and the picker read it. */
export type PresetRecord = WithDomainTheme<WidgetPresetFieldsFragment>;

/** The plan's limits answer with the sentence naming them (§9), not the catalogue's general one. */
const CAROUSEL_LIMIT: MessageOverrides = {
  [ErrorCode.PLAN_LIMIT_EXCEEDED]: planLimitExceededMessage(LimitKind.WIDGETS_CAROUSEL_LIMIT),
};
const PRESET_LIMIT: MessageOverrides = {
  [ErrorCode.PLAN_LIMIT_EXCEEDED]: planLimitExceededMessage(LimitKind.WIDGET_PRESETS_LIMIT),
};

/** The SDK's colour theme for the domain's (the same strings). */
function sdkColorTheme(theme: DomainColorTheme): ColorTheme {
  return enumMember(ColorTheme, theme) ?? ColorTheme.Light;
}

function styleOf(form: WidgetStyleForm): WidgetStyleInput {
  const { style } = styleInputOf(form);
  return { mainColor: style.mainColor, colorTheme: sdkColorTheme(style.colorTheme) };
}

export function domainColorTheme(theme: ColorTheme): DomainColorTheme {
  return enumMember(DomainColorTheme, theme) ?? DomainColorTheme.LIGHT;
}

function withDomainTheme<Record extends { style: { mainColor: string; colorTheme: ColorTheme } }>(
  record: Record,
): WithDomainTheme<Record> {
  return {
    ...record,
    style: { mainColor: record.style.mainColor, colorTheme: domainColorTheme(record.style.colorTheme) },
  };
}

/**
 * The customize screen's and the modals' calls (libs/sdk/operations/widgets.graphql); a payload's errors
 * throw as a PayloadError, whose `errors` keep their fields.
 */
export const widgetsApi = {
  /** One carousel, or null when it is not one of the organization's (the screen goes to /404). */
  carousel: async (id: string): Promise<CarouselRecord | null> => {
    const found = (await sdk.CarouselById({ id })).carousels.nodes[0];
    return found ? withDomainTheme(found) : null;
  },
  carouselMoments: async (
    carouselId: string,
    search: string,
    page: number,
    pageSize: number,
  ): Promise<{ nodes: MomentRow[]; totalCount: number }> => {
    const { carouselMoments } = await sdk.CarouselMoments({
      carouselId,
      search: optionalText(search),
      page,
      pageSize,
    });
    return {
      nodes: carouselMoments.nodes satisfies CarouselMomentFieldsFragment[],
      totalCount: carouselMoments.totalCount,
    };
  },
  createCarousel: async (name: string) => {
    const { carousel } = unwrapPayload(
      (await sdk.CreateCarousel({ carousel: { name } })).createCarousel,
      CAROUSEL_LIMIT,
    );
    if (!carousel) throw notFound();
    return carousel;
  },
  /** updateCarousel (§7): the texts trimmed, the moments in order, the GA ids and the style. */
  updateCarousel: async (id: string, form: WidgetForm): Promise<CarouselRecord> => {
    const { googleAnalyticsTrackingId, googleAnalytics4MeasurementId } = styleInputOf(form);
    const { carousel } = unwrapPayload(
      (
        await sdk.UpdateCarousel({
          id,
          carousel: {
            name: form.name.trim(),
            title: form.title.trim(),
            description: form.description.trim(),
            moments: form.moments,
            presetId: form.presetId,
            googleAnalyticsTrackingId,
            googleAnalytics4MeasurementId,
          },
          carouselStyle: styleOf(form),
        })
      ).updateCarousel,
    );
    if (!carousel) throw notFound();
    return withDomainTheme(carousel);
  },
  deleteCarousel: async (id: string) => {
    unwrapPayload((await sdk.DeleteCarousel({ id })).deleteCarousel);
  },

  /** The customize screen's preset picker: 100 presets, newest first (§7). */
  presetChoices: async () => {
    const { widgetPresets } = await sdk.WidgetPresets({
      pageSize: WIDGET_PRESETS_PAGE_SIZE,
      orderBy: '-created',
    });
    return widgetPresets.nodes.map(withDomainTheme);
  },
  /** One preset (the edit modal's route), or null when it is not one of the organization's. */
  widgetPreset: async (id: string): Promise<PresetRecord | null> => {
    const found = (await sdk.WidgetPresetById({ id })).widgetPresetById;
    return found ? withDomainTheme(found) : null;
  },
  createWidgetPreset: async (form: PresetForm) => {
    const { widgetPreset } = presetInputOf(form);
    return unwrapPayload(
      (await sdk.CreateWidgetPreset({ style: styleOf(form), widgetPreset })).createWidgetPreset,
      PRESET_LIMIT,
    ).widgetPreset;
  },
  updateWidgetPreset: async (id: string, form: PresetForm) => {
    const { widgetPreset } = presetInputOf(form);
    return unwrapPayload(
      (await sdk.UpdateWidgetPreset({ id, style: styleOf(form), widgetPreset })).updateWidgetPreset,
    ).widgetPreset;
  },
  /** The edit modal's debounced colour save (§4): the style alone, the rest of the preset as stored. */
  updateWidgetPresetStyle: async (id: string, colors: Pick<WidgetStyleForm, 'colorTheme' | 'mainColor'>) => {
    unwrapPayload(
      (
        await sdk.UpdateWidgetPreset({
          id,
          style: { mainColor: colors.mainColor.toUpperCase(), colorTheme: sdkColorTheme(colors.colorTheme) },
        })
      ).updateWidgetPreset,
    );
  },
  deleteWidgetPreset: async (id: string) => {
    unwrapPayload((await sdk.DeleteWidgetPreset({ id })).deleteWidgetPreset);
  },
};

/** The data provider's `carousels`: the widget list (§2), sortable by name and created. */
export const buildCarouselsQuery: ResourceQueryBuilder = (fetchType, params) => {
  if (fetchType !== GET_LIST) throw new Error(`${CAROUSELS}: ${fetchType} is not offered here`);
  const variables: CarouselsQueryVariables = listPaging(params as GetListParams);
  return {
    query: CarouselsDocument,
    variables,
    parseResponse: ({ data }: FetchResult<CarouselsQuery>) => ({
      data: data?.carousels.nodes ?? [],
      total: data?.carousels.totalCount ?? 0,
    }),
  } satisfies BuildQueryResult;
};

/** The data provider's `widgetPresets`: the presets list (§2), sortable by name and created. */
export const buildWidgetPresetsQuery: ResourceQueryBuilder = (fetchType, params) => {
  if (fetchType !== GET_LIST) throw new Error(`${WIDGET_PRESETS}: ${fetchType} is not offered here`);
  const variables: WidgetPresetsQueryVariables = listPaging(params as GetListParams);
  return {
    query: WidgetPresetsDocument,
    variables,
    parseResponse: ({ data }: FetchResult<WidgetPresetsQuery>) => ({
      data: data?.widgetPresets.nodes ?? [],
      total: data?.widgetPresets.totalCount ?? 0,
    }),
  } satisfies BuildQueryResult;
};
