import type { DocumentNode } from 'graphql';
import gql from 'graphql-tag';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
};

export type AccountDetailsInput = {
  /** A picture as base64 (a data URL prefix is accepted). */
  avatarBase64?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export enum AdDensity {
  Auto = 'AUTO',
  Every_1Min = 'EVERY_1_MIN',
  Every_2Min = 'EVERY_2_MIN',
  Every_3Min = 'EVERY_3_MIN',
  Every_4Min = 'EVERY_4_MIN',
  Every_5Min = 'EVERY_5_MIN',
  Every_6Min = 'EVERY_6_MIN',
  Every_7Min = 'EVERY_7_MIN',
  Every_8Min = 'EVERY_8_MIN',
  Every_9Min = 'EVERY_9_MIN',
  Every_10Min = 'EVERY_10_MIN'
}

export enum AdLocation {
  Midroll = 'MIDROLL',
  Postroll = 'POSTROLL',
  Preroll = 'PREROLL'
}

export enum AdType {
  Both = 'BOTH',
  NonSkippable = 'NON_SKIPPABLE',
  Skippable = 'SKIPPABLE'
}

/** One UTC day's figures. */
export type AnalyticsDayType = {
  /** The share of their video's or moment's length plays watched, 0–100; null without plays. */
  averagePercentWatched: Maybe<Scalars['Float']['output']>;
  completes: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  day: Scalars['String']['output'];
  plays: Scalars['Int']['output'];
  shares: Scalars['Int']['output'];
  uniqueViewers: Scalars['Int']['output'];
  watchTimeSeconds: Scalars['Float']['output'];
};

/** The organization's analytics: all its videos and moments. */
export type AnalyticsOverviewType = {
  /** 0–100; null without plays or a known length. */
  averagePercentWatched: Maybe<Scalars['Float']['output']>;
  completes: Scalars['Int']['output'];
  /** Every day of the range, in order. */
  days: Array<AnalyticsDayType>;
  /** First day, YYYY-MM-DD (UTC). */
  from: Scalars['String']['output'];
  /** The hosts of the pages played on most, with their surface. */
  hosts: Array<HostAnalyticsType>;
  /** Viewer sessions that started playing, once per day. */
  plays: Scalars['Int']['output'];
  seeks: Scalars['Int']['output'];
  shares: Scalars['Int']['output'];
  surfaces: Array<SurfaceAnalyticsType>;
  /** Last day, included. */
  to: Scalars['String']['output'];
  topMoments: Array<ContentRankingType>;
  topVideos: Array<ContentRankingType>;
  /** Distinct viewers each day (a day's salted hash), summed over the days. */
  uniqueViewers: Scalars['Int']['output'];
  /** Time played, rewatching included. */
  watchTimeSeconds: Scalars['Float']['output'];
};

/** A user's linked video-sharing service account. */
export type AuthorizedService = {
  /** The account's (channel's) name. */
  accountName: Scalars['String']['output'];
  service: AuthorizedServiceName;
};

/** A video-sharing service a user can link. */
export enum AuthorizedServiceName {
  Youtube = 'YOUTUBE'
}

/** The button editor's fields. On create a field left out takes its default (name, url and text are required); on update it keeps its value. */
export type ButtonCtaInput = {
  backgroundColor?: InputMaybe<Scalars['String']['input']>;
  /** 80 to 100, step 5. */
  backgroundOpacity?: InputMaybe<Scalars['Float']['input']>;
  borderColor?: InputMaybe<Scalars['String']['input']>;
  /** 0 to 99 px (99: round). */
  borderRadius?: InputMaybe<Scalars['Float']['input']>;
  /** Max 10 px. */
  borderWidth?: InputMaybe<Scalars['Float']['input']>;
  fontColor?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  /** 12 to 18 px. */
  fontSize?: InputMaybe<Scalars['Float']['input']>;
  fontWeight?: InputMaybe<Scalars['Int']['input']>;
  hasIcon?: InputMaybe<Scalars['Boolean']['input']>;
  iconColor?: InputMaybe<Scalars['String']['input']>;
  iconValue?: InputMaybe<CtaIconName>;
  /** Required, max 200. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required, max 50. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Required, max 200. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ButtonCtaPayload = {
  buttonCta: Maybe<ButtonCtaType>;
  errors: Array<ErrorType>;
};

export type ButtonCtaType = {
  /** {color, opacity}. A JSON string. */
  background: Scalars['String']['output'];
  /** {width, color, radius}. A JSON string. */
  border: Scalars['String']['output'];
  created: Scalars['DateTime']['output'];
  /** {value, color}; null without an icon. A JSON string. */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publicUuid: Scalars['ID']['output'];
  /** {value, fontFamily, fontWeight, fontSize, color}. A JSON string. */
  text: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CancelLocalVideoUploadPayload = {
  deletedVideoId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type CancelScheduledPublishPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

export type CancelSubscriptionPayload = {
  errors: Array<ErrorType>;
  subscription: Maybe<SubscriptionType>;
};

export enum CardOrientation {
  Horizontal = 'HORIZONTAL',
  Vertical = 'VERTICAL'
}

export enum CardSize {
  Fullscreen = 'FULLSCREEN',
  L = 'L',
  M = 'M',
  S = 'S',
  Xl = 'XL',
  Xxl = 'XXL'
}

/** An end card's kind (the spec's cardType). */
export enum CardType {
  Custom = 'CUSTOM',
  Legacy = 'LEGACY'
}

export type CarouselConnection = {
  nodes: Array<CarouselType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CarouselMomentConnection = {
  nodes: Array<CarouselMomentType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A moment a carousel may show, as the widget editor lists it. */
export type CarouselMomentType = {
  id: Scalars['ID']['output'];
  /** In this carousel. */
  inCarousel: Scalars['Boolean']['output'];
  /** Public now (visible, its video live on our own pages): only these show in the widget. */
  isPublished: Scalars['Boolean']['output'];
  /** The selected thumbnail, else the video's, as a signed URL. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  timeRange: TimeRangeType;
  title: Scalars['String']['output'];
  video: CarouselMomentVideoType;
};

export type CarouselMomentVideoType = {
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type CarouselPayload = {
  carousel: Maybe<CarouselType>;
  errors: Array<ErrorType>;
};

/** A carousel widget: moments any site shows through one script tag. */
export type CarouselType = {
  /** The organization's widget API key (data-framehouse-key). */
  apiKey: Scalars['String']['output'];
  created: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  googleAnalytics4MeasurementId: Maybe<Scalars['String']['output']>;
  googleAnalyticsTrackingId: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Its moments in order (ids). */
  moments: Array<Scalars['ID']['output']>;
  /** How many moments it holds (published or not). */
  momentsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The preset picked (its end card shows after each moment); null for none. */
  preset: Maybe<WidgetPresetRefType>;
  /** What the widget script names (data-framehouse-widget). */
  publicId: Scalars['String']['output'];
  style: WidgetStyleType;
  title: Scalars['String']['output'];
};

/** A chapter of a video: it ends where the next one starts. */
export type Chapter = {
  /** Milliseconds: the next chapter's start, or the video's end. */
  endMs: Scalars['Int']['output'];
  /** Milliseconds; the first chapter starts at 0. */
  startMs: Scalars['Int']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  /** At most 100 characters. */
  title: Scalars['String']['output'];
};

export type ChapterInput = {
  /** Milliseconds into the video. */
  startMs: Scalars['Int']['input'];
  title: Scalars['String']['input'];
};

/** A widget colour theme; LIGHT by default. */
export enum ColorTheme {
  Dark = 'DARK',
  Light = 'LIGHT'
}

export type ConfirmLocalVideoUploadPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

/** A video's or a moment's own players' analytics. */
export type ContentAnalyticsType = {
  /** 0–100; null without plays or a known length. */
  averagePercentWatched: Maybe<Scalars['Float']['output']>;
  completes: Scalars['Int']['output'];
  ctas: Array<OverlayAnalyticsType>;
  /** Every day of the range, in order. */
  days: Array<AnalyticsDayType>;
  /** The length the retention covers; null when unknown. */
  durationSeconds: Maybe<Scalars['Int']['output']>;
  endCards: Array<OverlayAnalyticsType>;
  /** First day, YYYY-MM-DD (UTC). */
  from: Scalars['String']['output'];
  /** The hosts of the pages played on most, with their surface. */
  hosts: Array<HostAnalyticsType>;
  momentId: Maybe<Scalars['ID']['output']>;
  /** Viewer sessions that started playing, once per day. */
  plays: Scalars['Int']['output'];
  /** Plays that watched part of each second of the video (of the moment’s range), from second 0: the retention curve. Divided by plays, the share of plays still watching. */
  retention: Array<Scalars['Int']['output']>;
  seeks: Scalars['Int']['output'];
  shares: Scalars['Int']['output'];
  surfaces: Array<SurfaceAnalyticsType>;
  /** The video's (the moment's) title. */
  title: Scalars['String']['output'];
  /** Last day, included. */
  to: Scalars['String']['output'];
  /** Distinct viewers each day (a day's salted hash), summed over the days. */
  uniqueViewers: Scalars['Int']['output'];
  videoId: Scalars['ID']['output'];
  /** Time played, rewatching included. */
  watchTimeSeconds: Scalars['Float']['output'];
};

export type ContentEndCardType = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A video or moment in a top list. */
export type ContentRankingType = {
  averagePercentWatched: Maybe<Scalars['Float']['output']>;
  momentId: Maybe<Scalars['ID']['output']>;
  plays: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  uniqueViewers: Scalars['Int']['output'];
  videoId: Scalars['ID']['output'];
  watchTimeSeconds: Scalars['Float']['output'];
};

/** Where a caption, moment or object came from. */
export enum ContentSource {
  System = 'SYSTEM',
  User = 'USER',
  Youtube = 'YOUTUBE'
}

export type CreateCarouselInput = {
  /** Required (trimmed), max 256. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCustomerPortalSessionPayload = {
  errors: Array<ErrorType>;
  /** The payment provider's billing portal. */
  url: Maybe<Scalars['String']['output']>;
};

export type CreateD2CApiKeyPayload = {
  apiKey: Maybe<D2CApiKeyType>;
  errors: Array<ErrorType>;
};

export type CreateMicrositeInput = {
  /** Max 160. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The subdomain: lowercase letters, digits and dashes, 2 to 63, not reserved, free on the server. It cannot be changed later. */
  domain?: InputMaybe<Scalars['String']['input']>;
  /** Default true. */
  momentsLocationTop?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required, max 200. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateMomentInput = {
  /** Max 5000. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An end card of the organization (else NOT_FOUND); null for none (the video's shows). */
  endCardId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. */
  endTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** Categories. Max 60 characters each; trimmed, blanks ignored, duplicates dropped. */
  internalTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required. A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. */
  startTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** Max 60 characters each; trimmed, blanks ignored, duplicates dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A first thumbnail (base64; 2.5 MiB, 4096x4096 px), selected (CREATE_MOMENT_THUMBNAIL). */
  thumbnailBase64?: InputMaybe<Scalars['String']['input']>;
  /** Required (trimmed), max 256. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateMomentThumbnailPayload = {
  errors: Array<ErrorType>;
  thumbnail: Maybe<MomentThumbnailType>;
};

export type CreateObjectAnnotationInput = {
  /** Required. */
  category?: InputMaybe<ObjectCategory>;
  /** A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. Default: the end of the video. */
  endTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** Default false. */
  promote?: InputMaybe<Scalars['Boolean']['input']>;
  /** A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. Default: the start. */
  startTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** The first thumbnail (base64; 2.5 MiB, 4096x4096 px). */
  thumbnailBase64?: InputMaybe<Scalars['String']['input']>;
  /** Required; trimmed. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Optional; trimmed, empty omitted. */
  url?: InputMaybe<Scalars['String']['input']>;
  /** Default true. */
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateObjectThumbnailPayload = {
  errors: Array<ErrorType>;
  thumbnail: Maybe<ObjectThumbnailType>;
};

export type CreateOrganizationPayload = {
  errors: Array<ErrorType>;
  organization: Maybe<OrganizationType>;
  paymentSession: Maybe<PaymentSessionType>;
};

export type CreateOwnerInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type CreatePaymentSessionPayload = {
  errors: Array<ErrorType>;
  paymentSession: Maybe<PaymentSessionType>;
};

export type CreateVideoCaptionInput = {
  /** The WebVTT file, base64 (a data-URL prefix is allowed). */
  captionBase64: Scalars['String']['input'];
  /** BCP 47 language tag; one caption per language. */
  languageCode: Scalars['String']['input'];
  /** The file name; only .vtt is accepted. */
  name: Scalars['String']['input'];
};

export type CreateVideoThumbnailPayload = {
  errors: Array<ErrorType>;
  thumbnail: Maybe<VideoThumbnailType>;
};

export type CtaAnimationInput = {
  /** Seconds: 0 (Constant), 1, 2, 3, 4, 5, 7, 10, 15, 30 or 60. */
  cycleTime: Scalars['Float']['input'];
  /** Seconds, 1 to 9. */
  duration: Scalars['Float']['input'];
  /** Jiggle, Bounce, Rotate, Vibrate or Shake; null: the CTA does not move. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CtaConfigInput = {
  animation: CtaAnimationInput;
  position: CtaPositionInput;
  /** Percent of the picture width, at most 99. */
  width: Scalars['Float']['input'];
};

export type CtaConnection = {
  nodes: Array<CtaNodeType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export enum CtaIconName {
  ArrowRight = 'ARROW_RIGHT',
  Bookmark = 'BOOKMARK',
  Cart = 'CART',
  Check = 'CHECK',
  ChevronRight = 'CHEVRON_RIGHT',
  Coffee = 'COFFEE',
  Discount = 'DISCOUNT',
  DollarSign = 'DOLLAR_SIGN',
  Gift = 'GIFT',
  Heart = 'HEART',
  Info = 'INFO',
  Play = 'PLAY',
  Share = 'SHARE',
  ShoppingBag = 'SHOPPING_BAG',
  Star = 'STAR'
}

/** A call to action in the list: a button or an image. */
export type CtaNodeType = {
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Names the CTA to viewers. */
  publicUuid: Scalars['ID']['output'];
  type: CtaType;
  /** How many end cards show the CTA as a button. */
  usedInCards: Scalars['Int']['output'];
  /** How many videos place the CTA. */
  usedInVideos: Scalars['Int']['output'];
};

/** The CTA's centre in percent of the picture (0–100). */
export type CtaPositionInput = {
  calculatedLeft: Scalars['Float']['input'];
  calculatedTop: Scalars['Float']['input'];
};

export type CtaTimestampInput = {
  /** At most 10. */
  ctas: Array<VideoCtaInput>;
  /** Milliseconds; at least 1000 after the start, within the video. */
  endTimestamp: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  /** Milliseconds of the video. */
  startTimestamp: Scalars['Int']['input'];
};

/** A timestamp group: a named range of the video with its CTAs. */
export type CtaTimestampType = {
  ctas: Array<VideoCtaType>;
  /** Milliseconds. */
  endTimestamp: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** [startTimestamp, endTimestamp]. */
  ranges: Array<Scalars['Int']['output']>;
  /** Milliseconds. */
  startTimestamp: Scalars['Int']['output'];
};

export enum CtaType {
  Button = 'BUTTON',
  Image = 'IMAGE'
}

export type D2CApiKeyConnection = {
  nodes: Array<D2CApiKeyType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A key the D2C plugin authenticates with; active until revoked. */
export type D2CApiKeyType = {
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The key (shown again on the D2C page); null only if it can no longer be decrypted. */
  key: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  revoked: Scalars['Boolean']['output'];
};

export type D2CTranscriptionConnection = {
  nodes: Array<D2CTranscriptionType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A transcription the D2C plugin submitted. */
export type D2CTranscriptionType = {
  created: Scalars['DateTime']['output'];
  /** Seconds of media metered (rounded up), once validated; null before. */
  duration: Maybe<Scalars['Int']['output']>;
  /** Why the job failed (status FAILED). */
  failureReason: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The file's name, or the URL's last path segment. */
  inputName: Scalars['String']['output'];
  /** The plugin's label of the job, or the queue job's name. */
  jobName: Scalars['String']['output'];
  status: TranscriptionStatus;
};

export type DeleteAvatarPayload = {
  errors: Array<ErrorType>;
};

export type DeleteCarouselPayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteCtaPayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteEndCardPayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteMicrositePayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteMomentPayload = {
  deletedMomentId: Maybe<Scalars['ID']['output']>;
  deletedMomentIds: Maybe<Array<Scalars['ID']['output']>>;
  errors: Array<ErrorType>;
};

export type DeleteMomentThumbnailPayload = {
  deletedMomentThumbnailId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteObjectAnnotationPayload = {
  deletedObjectAnnotationId: Maybe<Scalars['ID']['output']>;
  deletedObjectAnnotationIds: Maybe<Array<Scalars['ID']['output']>>;
  errors: Array<ErrorType>;
};

export type DeleteObjectThumbnailPayload = {
  deletedObjectThumbnailId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteOrganizationLogoPayload = {
  errors: Array<ErrorType>;
};

export type DeleteOrganizationMonetizationPayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeletePlaylistPayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteSocialMediaPlatformPayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteVideoCaptionPayload = {
  deletedVideoCaptionId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteVideoPayload = {
  deletedVideoId: Maybe<Scalars['ID']['output']>;
  deletedVideoIds: Maybe<Array<Scalars['ID']['output']>>;
  errors: Array<ErrorType>;
};

export type DeleteVideoThumbnailPayload = {
  deletedVideoThumbnailId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DeleteWidgetPresetPayload = {
  deletedId: Maybe<Scalars['ID']['output']>;
  errors: Array<ErrorType>;
};

export type DuplicateVideoPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

export type EndCardConnection = {
  nodes: Array<EndCardType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A button CTA an end card shows. */
export type EndCardCtaButtonType = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Custom code: {name, customCode}. Visual builder: the rest. On update a field left out keeps its value; subline, ctaButton1, ctaButton2 and promoCodeButton null turn them off. */
export type EndCardInput = {
  /** A JSON string (overlays-distribution §3). */
  background?: InputMaybe<Scalars['String']['input']>;
  /** A new background picture, base64 (.png or .jpg, max 10 MB); re-encoded, never stored as sent. */
  backgroundImageBase64?: InputMaybe<Scalars['String']['input']>;
  /** False removes the background picture. */
  backgroundImageEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A JSON string (overlays-distribution §3). */
  backgroundImageSettings?: InputMaybe<Scalars['String']['input']>;
  /** A JSON string (overlays-distribution §3). */
  border?: InputMaybe<Scalars['String']['input']>;
  cardOrientation?: InputMaybe<CardOrientation>;
  cardSize?: InputMaybe<CardSize>;
  /** A button CTA of the organization; null for none. */
  ctaButton1?: InputMaybe<Scalars['ID']['input']>;
  /** A button CTA of the organization; null for none. */
  ctaButton2?: InputMaybe<Scalars['ID']['input']>;
  /** Custom-code cards: required. */
  customCode?: InputMaybe<Scalars['String']['input']>;
  /** Required (its text max 200). A JSON string (overlays-distribution §3). */
  headline?: InputMaybe<Scalars['String']['input']>;
  /** Required, max 200. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A JSON string (overlays-distribution §3). */
  overlay?: InputMaybe<Scalars['String']['input']>;
  /** Null: no promo code. */
  promoCodeButton?: InputMaybe<PromoCodeButtonInput>;
  /** Null: no subline. A JSON string (overlays-distribution §3). */
  subline?: InputMaybe<Scalars['String']['input']>;
  /** A JSON string (overlays-distribution §3). */
  videoControlButtons?: InputMaybe<Scalars['String']['input']>;
  watchNextButtonVisible?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How the card was built: the visual builder or custom code. */
export enum EndCardOrigin {
  CustomJs = 'CUSTOM_JS',
  GuiBuilder = 'GUI_BUILDER'
}

export type EndCardPayload = {
  endCard: Maybe<EndCardType>;
  errors: Array<ErrorType>;
};

/** An end card: built in the visual builder (origin GUI_BUILDER; the design parts are JSON strings) or custom code (CUSTOM_JS; the design fields are null). */
export type EndCardType = {
  /** {color, opacity}. A JSON string (overlays-distribution §3). */
  background: Maybe<Scalars['String']['output']>;
  /** {size, horizontal, vertical}. A JSON string (overlays-distribution §3). */
  backgroundImageSettings: Maybe<Scalars['String']['output']>;
  /** The background picture (public URL). */
  backgroundImageUrl: Maybe<Scalars['String']['output']>;
  /** {width, color, radius}. A JSON string (overlays-distribution §3). */
  border: Maybe<Scalars['String']['output']>;
  cardOrientation: Maybe<CardOrientation>;
  cardSize: Maybe<CardSize>;
  /** CUSTOM for every card made here (LEGACY is imported). */
  cardType: CardType;
  created: Scalars['DateTime']['output'];
  ctaButton1: Maybe<EndCardCtaButtonType>;
  ctaButton2: Maybe<EndCardCtaButtonType>;
  /** CUSTOM_JS cards only. */
  customCode: Maybe<Scalars['String']['output']>;
  /** {text, font, fontWeight, fontSize, color}. A JSON string (overlays-distribution §3). */
  headline: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How many moments show the card. */
  momentsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Null for a legacy card. */
  origin: Maybe<EndCardOrigin>;
  /** {color, opacity}. A JSON string (overlays-distribution §3). */
  overlay: Maybe<Scalars['String']['output']>;
  promoCodeButton: Maybe<PromoCodeButtonType>;
  /** ACTIVE. */
  status: Scalars['String']['output'];
  /** As headline; null when the subline is off. */
  subline: Maybe<Scalars['String']['output']>;
  /** {iconsColor, backgroundColor, backgroundOpacity}. A JSON string (overlays-distribution §3). */
  videoControlButtons: Maybe<Scalars['String']['output']>;
  /** How many videos show the card. */
  videosCount: Scalars['Int']['output'];
  watchNextButtonVisible: Scalars['Boolean']['output'];
};

/** A failure of a mutation: catalogue code, field and messages. */
export type ErrorType = {
  field: Maybe<Scalars['String']['output']>;
  messages: Array<Scalars['String']['output']>;
  /** The catalogue code, e.g. PASSWORD_TOO_SHORT. */
  name: Scalars['String']['output'];
};

/** A video on a video-sharing service (YouTube). */
export type ExternalPublicationType = {
  /** Why the upload failed (FAILED). */
  failureReason: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The watch page, once uploaded. */
  publicUrl: Maybe<Scalars['String']['output']>;
  publishingTargetId: Scalars['ID']['output'];
  /** The captions YouTube refused at the upload (the video is up without them). */
  refusedCaptions: Array<RefusedCaption>;
  /** When it goes live, for a scheduled publication. */
  scheduledDatetime: Maybe<Scalars['DateTime']['output']>;
  /** A newer video version exists than the one it shows. */
  stale: Scalars['Boolean']['output'];
  /** The video's page in YouTube Studio, once uploaded. */
  studioUrl: Maybe<Scalars['String']['output']>;
  uploadStatus: PublicationUploadStatus;
};

/** Plays on pages of one host, on one surface. */
export type HostAnalyticsType = {
  /** The embedding page’s host; null when unknown. */
  host: Maybe<Scalars['String']['output']>;
  plays: Scalars['Int']['output'];
  surface: PlayerSurface;
};

/** On create name and imageBase64 are required; on update a field left out keeps its value. */
export type ImageCtaInput = {
  /** The picture, base64: .png, .svg or .webp, max 10 MB. PNG and WebP are re-encoded (WebP, alpha kept), an SVG is sanitized. */
  imageBase64?: InputMaybe<Scalars['String']['input']>;
  /** Required, max 200. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Optional: https, mailto or tel; max 200. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ImageCtaPayload = {
  errors: Array<ErrorType>;
  imageCta: Maybe<ImageCtaType>;
};

export type ImageCtaType = {
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The picture (public URL; an SVG is served sanitized). */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  publicUuid: Scalars['ID']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type InviteOrganizationMemberPayload = {
  errors: Array<ErrorType>;
  member: Maybe<OrganizationMemberType>;
};

export type LegalAgreementsInput = {
  acceptsPrivacyPolicy: Scalars['Boolean']['input'];
  acceptsTermsOfUse: Scalars['Boolean']['input'];
};

export enum LimitKind {
  D2CTranscriptionDurationLimit = 'D2C_TRANSCRIPTION_DURATION_LIMIT',
  EndCardsLimit = 'END_CARDS_LIMIT',
  MicrositesLimit = 'MICROSITES_LIMIT',
  VideosPublishLimit = 'VIDEOS_PUBLISH_LIMIT',
  VideosUploadLimit = 'VIDEOS_UPLOAD_LIMIT',
  WidgetsCarouselLimit = 'WIDGETS_CAROUSEL_LIMIT',
  WidgetPresetsLimit = 'WIDGET_PRESETS_LIMIT'
}

export enum LimitPeriod {
  Month = 'MONTH',
  Total = 'TOTAL'
}

export type LimitType = {
  limit: LimitKind;
  meteredLimit: Maybe<MeteredLimitType>;
  period: LimitPeriod;
  value: Scalars['Int']['output'];
};

/** One limit of the organization's plan and how much of it is used. */
export type LimitUsageType = {
  limit: LimitType;
  /** Used share of the metered units cap, 0–1 (0 without metering). */
  meteredUsage: Scalars['Float']['output'];
  /** Units used beyond the base value, billed per unit (0 without metering). */
  meteredValue: Scalars['Int']['output'];
  /** Used share of the base value, 0–1. With metering it stops at 1 (the rest is meteredValue); without, it may exceed 1 after a plan change. */
  usage: Scalars['Float']['output'];
  /** Used in the current period (items, or seconds of media). */
  value: Scalars['Int']['output'];
};

/** Where the organization logo shows. */
export enum LogoPosition {
  BottomLeft = 'BOTTOM_LEFT',
  BottomRight = 'BOTTOM_RIGHT',
  TopLeft = 'TOP_LEFT',
  TopRight = 'TOP_RIGHT'
}

export enum MemberToggleAction {
  Disable = 'DISABLE',
  Enable = 'ENABLE'
}

/** Use beyond the limit billed per unit: the total limit is value + unitsCap. */
export type MeteredLimitType = {
  /** Cost of one unit (a second, for a duration limit). */
  unitCost: Scalars['Float']['output'];
  /** e.g. usd. */
  unitCurrency: Scalars['String']['output'];
  /** Units allowed beyond the base value. */
  unitsCap: Scalars['Int']['output'];
};

export type MicrositeConnection = {
  nodes: Array<MicrositeType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MicrositePayload = {
  errors: Array<ErrorType>;
  microsite: Maybe<MicrositeType>;
};

export type MicrositeSectionInput = {
  contentType: SectionContentType;
  /** A category, or none. */
  internalTag?: InputMaybe<Scalars['String']['input']>;
  /** One of the organization's playlists, shown instead of a filter (no tag with it). */
  playlistId?: InputMaybe<Scalars['ID']['input']>;
  /** A public tag, or none (not with internalTag). */
  regularTag?: InputMaybe<Scalars['String']['input']>;
  sortBy: SectionSortBy;
  /** The heading: required, max 128. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A section of a microsite: a filter of published content, or a playlist (ours). */
export type MicrositeSectionType = {
  contentType: SectionContentType;
  id: Scalars['ID']['output'];
  /** The category filtered on. */
  internalTag: Maybe<Scalars['String']['output']>;
  /** A playlist shown instead of a filter (then sortBy, contentType and the tags do not apply). */
  playlistId: Maybe<Scalars['ID']['output']>;
  position: SectionPosition;
  /** The public tag filtered on. */
  regularTag: Maybe<Scalars['String']['output']>;
  sortBy: SectionSortBy;
  /** The section heading. */
  title: Scalars['String']['output'];
};

/** An organization's public site under its own subdomain. */
export type MicrositeType = {
  created: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** The host name: {subdomain}.{MICROSITE_HOST}. */
  domain: Scalars['String']['output'];
  faviconUrl: Maybe<Scalars['String']['output']>;
  googleAnalytics4Id: Maybe<Scalars['String']['output']>;
  googleAnalyticsId: Maybe<Scalars['String']['output']>;
  /** True once the site answered the health check (PUBLISHED). */
  healthy: Scalars['Boolean']['output'];
  /** The Custom HTML, as saved; empty when none. */
  htmlCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  logoUrl: Maybe<Scalars['String']['output']>;
  /** A hex colour. */
  mainColor: Scalars['String']['output'];
  /** The moments are above the video player (default true). */
  momentsLocationTop: Scalars['Boolean']['output'];
  /** Its three sections in position order: TOP, MIDDLE, BOTTOM. */
  sections: Array<MicrositeSectionType>;
  /** The subdomain chosen on create; it never changes. */
  subdomain: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The address a browser opens. */
  url: Scalars['String']['output'];
};

export type MomentConnection = {
  nodes: Array<MomentType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MomentPayload = {
  errors: Array<ErrorType>;
  moment: Maybe<MomentType>;
};

/** Why a suggested moment starts or ends where it does. */
export enum MomentSuggestionReason {
  SceneChange = 'SCENE_CHANGE',
  TopicChange = 'TOPIC_CHANGE'
}

/** A thumbnail a member uploaded for a moment. */
export type MomentThumbnailType = {
  id: Scalars['ID']['output'];
  /** A signed URL; it expires. */
  imageUrl: Scalars['String']['output'];
  source: ContentSource;
};

/** A part of a video with its own title, description and thumbnail. */
export type MomentType = {
  created: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** The moment's own end card; null: the video's shows. */
  endCard: Maybe<ContentEndCardType>;
  /** The moment's own end card; null: the video's shows. */
  endCardId: Maybe<Scalars['ID']['output']>;
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  endTimestamp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** In a carousel of its organization. */
  inCarousel: Scalars['Boolean']['output'];
  /** Shown as categories. */
  internalTags: Array<TagType>;
  /** Visible, and its video live on the organization's own pages (its public page answers). */
  isPublished: Scalars['Boolean']['output'];
  /** Its public address on the target momentById was asked for (own pages by default): the moment page, or the YouTube watch page at its start once uploaded; null when it is not published there. */
  publicMomentUrl: Maybe<Scalars['String']['output']>;
  /** USER: made by a member; SYSTEM: suggested. */
  source: ContentSource;
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  tags: Array<TagType>;
  /** The selected thumbnail; null when none is. */
  thumbnailId: Maybe<Scalars['ID']['output']>;
  /** The selected thumbnail, else the video's thumbnail, as a signed URL. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  /** Oldest first; at most 10. */
  thumbnails: Array<MomentThumbnailType>;
  timeRange: TimeRangeType;
  title: Scalars['String']['output'];
  video: VideoType;
  /** Enabled (toggleMoment ENABLE) or disabled. */
  visible: Scalars['Boolean']['output'];
};

export type Mutation = {
  /** Adds a published video or moment (itemId) at the end of the manual playlist id; adding one already in it succeeds and changes nothing. */
  addToPlaylist: PlaylistPayload;
  /** Aborts the upload and deletes the video it created. */
  cancelLocalVideoUpload: CancelLocalVideoUploadPayload;
  /** Cancels the scheduled publish of a Scheduled video on every target; the video is a Draft again. */
  cancelScheduledPublish: CancelScheduledPublishPayload;
  /** Cancels only the YouTube part of a scheduled publish; with no other target left the video is a Draft. */
  cancelScheduledPublishYouTube: CancelScheduledPublishPayload;
  /** Cancels the paid subscription at the end of its paid period (endsAt is then set). */
  cancelSubscription: CancelSubscriptionPayload;
  /** Completes the upload from `parts` (or, without them, every stored part): UPLOADED, and queued. */
  confirmLocalVideoUpload: ConfirmLocalVideoUploadPayload;
  createButtonCta: ButtonCtaPayload;
  /** Creates a carousel widget by its name. Counts against WIDGETS_CAROUSEL_LIMIT. */
  createCarousel: CarouselPayload;
  /** The payment provider's billing portal (card, invoices); returnUrl must be a page of this site. */
  createCustomerPortalSession: CreateCustomerPortalSessionPayload;
  /** A new key; its name is unique among the active keys, regardless of case. */
  createD2CApiKey: CreateD2CApiKeyPayload;
  /** Creates an end card: custom code with {name, customCode}, else in the visual builder. Counts against END_CARDS_LIMIT. */
  createEndCard: EndCardPayload;
  createImageCta: ImageCtaPayload;
  /** Creates a microsite with the three default sections; its health check starts. */
  createMicrosite: MicrositePayload;
  /** A moment of a processed video: title required, range inside the video, at least 5 s, not overlapping its other moments. A thumbnailBase64 needs CREATE_MOMENT_THUMBNAIL. */
  createMoment: MomentPayload;
  /** Uploads a thumbnail (base64; 2.5 MiB, 4096x4096 px, at most 10 per moment), re-encoded as JPEG. */
  createMomentThumbnail: CreateMomentThumbnailPayload;
  /** A member's object (USER) on a processed video: title required, URL optional but valid, timestamps inside the video (default: the whole video); thumbnailBase64 becomes its first thumbnail. */
  createObjectAnnotation: ObjectAnnotationPayload;
  /** Uploads a thumbnail (base64; 2.5 MiB, 4096x4096 px, at most 10 per object), re-encoded as JPEG. */
  createObjectThumbnail: CreateObjectThumbnailPayload;
  /** Opens the mailed verification link: creates the organization, its owner membership and subscription. For a paid plan sold here, paymentSession is the hosted checkout (its URLs must be pages of this site); otherwise null. */
  createOrganization: CreateOrganizationPayload;
  /** Adds an ad tag; the URL must answer with a VAST document ("Enter a valid Ad tag URL"). The first tag, or one created with default true, becomes the default. */
  createOrganizationMonetization: OrganizationMonetizationPayload;
  /** Pay-now and upgrade: a hosted checkout of the premium plan of the organization's audience. Both addresses must be pages of this site. */
  createPaymentSession: CreatePaymentSessionPayload;
  createPlaylist: PlaylistPayload;
  /** Adds a social media account: platform, label (at most 32) and http(s) URL (at most 2048). Several accounts of one platform are allowed, one address only once, at most 20. */
  createSocialMediaPlatform: SocialMediaPlatformPayload;
  /** Uploads a WebVTT caption in a language the video has none in (CREATE_VIDEO_CAPTION); .vtt only, one caption per language (DUPLICATED_LANGUAGE_CAPTION). */
  createVideoCaption: VideoCaptionPayload;
  /** Places CTAs over a video that has none yet (else VALIDATION_ERROR: use updateVideoCtas). Live on the video's publications at once. */
  createVideoCtas: VideoCtasPayload;
  /** Uploads a thumbnail (base64; 2.5 MiB, 4096x4096 px, at most 10 per video), re-encoded as JPEG. */
  createVideoThumbnail: CreateVideoThumbnailPayload;
  /** Creates a widget preset. Counts against WIDGET_PRESETS_LIMIT. */
  createWidgetPreset: WidgetPresetPayload;
  deleteAvatar: DeleteAvatarPayload;
  /** Deletes a carousel widget; its script shows nothing. */
  deleteCarousel: DeleteCarouselPayload;
  /** Deletes a CTA (ours). One an end card shows or a video places is refused (VALIDATION_ERROR naming the counts): remove it from them first. */
  deleteCta: DeleteCtaPayload;
  /** Deletes an end card; the videos and moments that showed it show none. */
  deleteEndCard: DeleteEndCardPayload;
  /** Ours: deletes a microsite (its subdomain becomes free) and gives back its use of the limit. */
  deleteMicrosite: DeleteMicrositePayload;
  /** Removes the favicon (nothing to remove succeeds). */
  deleteMicrositeFavicon: MicrositePayload;
  /** Removes the logo (nothing to remove succeeds). */
  deleteMicrositeLogo: MicrositePayload;
  /** Deletes one moment (id) or several (ids), all or none, with their thumbnails. */
  deleteMoment: DeleteMomentPayload;
  /** Deletes an uploaded thumbnail; a moment that showed it has none selected. */
  deleteMomentThumbnail: DeleteMomentThumbnailPayload;
  /** Deletes one object (id) or several (ids), all or none, with their thumbnails. */
  deleteObjectAnnotation: DeleteObjectAnnotationPayload;
  /** Deletes a thumbnail of an object; an object that showed it shows its first one. */
  deleteObjectThumbnail: DeleteObjectThumbnailPayload;
  deleteOrganizationLogo: DeleteOrganizationLogoPayload;
  /** Deletes an ad tag; its videos use the default. Deleting the default turns the organization's monetization off and makes the newest remaining tag the default. */
  deleteOrganizationMonetization: DeleteOrganizationMonetizationPayload;
  /** Refused with PLAYLIST_IN_USE while a microsite shows the playlist. */
  deletePlaylist: DeletePlaylistPayload;
  deleteSocialMediaPlatform: DeleteSocialMediaPlatformPayload;
  /** Deletes one video (id) or several (ids), all or none: uploads in progress are aborted, queued jobs removed, and the media deleted once no duplicate uses them. */
  deleteVideo: DeleteVideoPayload;
  /** Deletes a caption and its file. */
  deleteVideoCaption: DeleteVideoCaptionPayload;
  /** Deletes an uploaded thumbnail; a video that showed it shows the poster again. */
  deleteVideoThumbnail: DeleteVideoThumbnailPayload;
  /** Deletes a widget preset; the carousels that used it keep their style and name no preset. */
  deleteWidgetPreset: DeleteWidgetPresetPayload;
  /** A new DRAFT "Copy - {title}" sharing the media of a processed video. */
  duplicateVideo: DuplicateVideoPayload;
  inviteOrganizationMember: InviteOrganizationMemberPayload;
  /** The URL of part 1 to 10000. */
  newLocalVideoUploadPart: NewLocalVideoUploadPartPayload;
  passwordReset: PasswordResetPayload;
  /** Publishes the video to the chosen targets now, or schedules it when scheduledPublishDate (else youtubeOptions.publishAt) is in the future. A YouTube target needs youtubeOptions.category. */
  publishVideo: PublishVideoPayload;
  /** Publishes the video on the organization's own pages unless it is live there already (what the embed dialog asks before it hands out a widget or an embed); answers the video as it now is. */
  publishWidget: PublishVideoPayload;
  /** Publishes the video to the organization's YouTube target(s), now or at options.publishAt. */
  publishYouTube: PublishVideoPayload;
  registerOrganizationOwner: RegisterOrganizationOwnerPayload;
  /** Processes a FAILED video again. */
  reprocessFailedVideo: ReprocessFailedVideoPayload;
  requestPasswordReset: RequestPasswordResetPayload;
  /** Revokes a key for good: it stops authenticating. */
  revokeD2CApiKey: RevokeD2CApiKeyPayload;
  /** Replaces the video's chapters with this list (empty: none): the first at 0, at least three, each at least 10 s, at most 100, titles of at most 100 characters. All or nothing. */
  setVideoChapters: SetVideoChaptersPayload;
  /** Splits a moment at the playhead (both parts at least 5 s): the original ends there and "Copy - {title}" starts 100 ms later, with its description, tags, categories and selected thumbnail. */
  splitMoment: SplitMomentPayload;
  /** Shows (ENABLE) or hides (DISABLE) one moment (id) or several (ids), all or none. */
  toggleMoment: ToggleMomentPayload;
  /** ENABLE or DISABLE one flag (field: VISIBLE, the default, or PROMOTE) of one object (id) or several (ids) of the video, all or none. */
  toggleObjectAnnotation: ToggleObjectAnnotationPayload;
  toggleOrganizationMemberAccount: ToggleOrganizationMemberAccountPayload;
  /** Turns promo cards on (ENABLE) or off (DISABLE), keeping the other settings. */
  toggleVideoPromotedContent: VideoPromotedContentPayload;
  /** Email and password sign-in; answers a bearer token. */
  tokenAuth: TokenAuthPayload;
  /** Takes a Published or Edited video off the targets of these types (default: its own pages). YouTube removal is asynchronous. */
  unpublishVideo: UnpublishVideoPayload;
  /** Asks YouTube to remove the video (asynchronous). */
  unpublishYouTube: UnpublishVideoPayload;
  updateAccountDetails: UpdateAccountDetailsPayload;
  /** Only the fields sent change; the form is checked whole. */
  updateButtonCta: ButtonCtaPayload;
  /** Changes a carousel; a field left out keeps its value. moments replaces its moments, in order. */
  updateCarousel: CarouselPayload;
  updateEmailRequest: UpdateEmailRequestPayload;
  /** Changes an end card; a field left out keeps its value. Live at once on the videos and moments that show it (published ones included). */
  updateEndCard: EndCardPayload;
  /** Only the fields sent change. */
  updateImageCta: ImageCtaPayload;
  /** Only the fields sent change (Republish). */
  updateMicrosite: MicrositePayload;
  /** Changes the fields given (partial), with the rules of createMoment. */
  updateMoment: MomentPayload;
  /** Changes the fields given (partial). */
  updateObjectAnnotation: ObjectAnnotationPayload;
  /** Name and logo (base64); isMonetizationEnabled needs CHANGE_ORGANIZATION_MONETIZATION too. */
  updateOrganization: UpdateOrganizationPayload;
  updateOrganizationMember: UpdateOrganizationMemberPayload;
  /** Renames, re-points, activates or deactivates an ad tag, or makes it the default. The default is changed only by choosing another one. */
  updateOrganizationMonetization: OrganizationMonetizationPayload;
  updatePassword: UpdatePasswordPayload;
  /** Only the fields sent change; the whole is checked. */
  updatePlaylist: PlaylistPayload;
  /** Replaces the three sections, in order top, middle, bottom. The microsite is micrositeId or id (either name; NOT_FOUND names the one given). Errors name sections.{index}.{field}. */
  updateSections: MicrositePayload;
  /** Shows or hides share targets on the organization's public pages; `id` is the organization's own id (another one is NOT_FOUND). A target not listed keeps its visibility; each may be listed once. */
  updateShareSocialMediaIcons: UpdateShareSocialMediaIconsPayload;
  /** Changes an account's label or URL. The platform cannot change: another platformName is a VALIDATION_ERROR on platformName. */
  updateSocialMediaPlatform: SocialMediaPlatformPayload;
  /** Confirms an email change with the mailed token. */
  updateUserEmail: UpdateUserEmailPayload;
  /** Changes the fields given (partial). Allowed per status and origin (docs/decisions.md); a published video whose metadata differs from the published version becomes EDITED. */
  updateVideo: UpdateVideoPayload;
  /** Replaces a caption's file and/or name (CHANGE_VIDEO_CAPTION). */
  updateVideoCaption: VideoCaptionPayload;
  /** Replaces the video's whole set of CTA timestamps (an empty list removes them all). */
  updateVideoCtas: VideoCtasPayload;
  /** A video's ads: the switch (only turned on while the organization's monetization is), the source (an active ad tag, or the default), type, density and locations. */
  updateVideoMonetization: VideoMonetizationPayload;
  /** Promo cards settings of a video; promotedObjectsLabel is required, max 25. */
  updateVideoPromotedContentSettings: VideoPromotedContentPayload;
  /** Changes a widget preset; a field left out keeps its value. Carousels that copied its style keep their copy; its end card shows after their moments at once. */
  updateWidgetPreset: WidgetPresetPayload;
  /** Creates the video (UPLOADING, title from the file name) and a multipart upload; answers the URL of part 1. `multipart: false` is answered the same way: one PUT of the whole file fills part 1. */
  uploadLocalVideo: UploadLocalVideoPayload;
  /** Imports an http(s) URL: a remote file, or a YouTube or Vimeo link (origin by host). */
  uploadRemoteVideo: UploadRemoteVideoPayload;
  /** An invited member creates the account from the mailed link and is signed in. */
  verifyOrganizationMemberAccount: VerifyOrganizationMemberAccountPayload;
};


export type MutationAddToPlaylistArgs = {
  id: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


export type MutationCancelLocalVideoUploadArgs = {
  key: Scalars['String']['input'];
  videoId: Scalars['ID']['input'];
};


export type MutationCancelScheduledPublishArgs = {
  videoId: Scalars['ID']['input'];
};


export type MutationCancelScheduledPublishYouTubeArgs = {
  videoId: Scalars['ID']['input'];
};


export type MutationConfirmLocalVideoUploadArgs = {
  key: Scalars['String']['input'];
  parts?: InputMaybe<Array<UploadedPartInput>>;
  videoId: Scalars['ID']['input'];
};


export type MutationCreateButtonCtaArgs = {
  button_cta: ButtonCtaInput;
};


export type MutationCreateCarouselArgs = {
  carousel: CreateCarouselInput;
};


export type MutationCreateCustomerPortalSessionArgs = {
  returnUrl: Scalars['String']['input'];
};


export type MutationCreateD2CApiKeyArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateEndCardArgs = {
  endCard: EndCardInput;
};


export type MutationCreateImageCtaArgs = {
  image_cta: ImageCtaInput;
};


export type MutationCreateMicrositeArgs = {
  microsite: CreateMicrositeInput;
};


export type MutationCreateMomentArgs = {
  moment: CreateMomentInput;
  videoId: Scalars['ID']['input'];
};


export type MutationCreateMomentThumbnailArgs = {
  imageBase64: Scalars['String']['input'];
  momentId: Scalars['ID']['input'];
};


export type MutationCreateObjectAnnotationArgs = {
  objectAnnotation: CreateObjectAnnotationInput;
  videoId: Scalars['ID']['input'];
};


export type MutationCreateObjectThumbnailArgs = {
  imageBase64: Scalars['String']['input'];
  objectId: Scalars['ID']['input'];
};


export type MutationCreateOrganizationArgs = {
  organization?: InputMaybe<OrganizationInput>;
  paymentSession?: InputMaybe<PaymentSessionInput>;
  token: Scalars['String']['input'];
};


export type MutationCreateOrganizationMonetizationArgs = {
  organizationMonetization: OrganizationMonetizationInput;
};


export type MutationCreatePaymentSessionArgs = {
  cancelUrl: Scalars['String']['input'];
  successUrl: Scalars['String']['input'];
};


export type MutationCreatePlaylistArgs = {
  playlist: PlaylistInput;
};


export type MutationCreateSocialMediaPlatformArgs = {
  socialMediaPlatform: SocialMediaPlatformInput;
};


export type MutationCreateVideoCaptionArgs = {
  videoCaption: CreateVideoCaptionInput;
  videoId: Scalars['ID']['input'];
};


export type MutationCreateVideoCtasArgs = {
  videoId: Scalars['ID']['input'];
  video_ctas: VideoCtasInput;
};


export type MutationCreateVideoThumbnailArgs = {
  imageBase64: Scalars['String']['input'];
  videoId: Scalars['ID']['input'];
};


export type MutationCreateWidgetPresetArgs = {
  style?: InputMaybe<WidgetStyleInput>;
  widgetPreset: WidgetPresetInput;
};


export type MutationDeleteCarouselArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCtaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteEndCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMicrositeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMicrositeFaviconArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMicrositeLogoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMomentArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationDeleteMomentThumbnailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteObjectAnnotationArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationDeleteObjectThumbnailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrganizationMonetizationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePlaylistArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSocialMediaPlatformArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVideoArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationDeleteVideoCaptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVideoThumbnailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWidgetPresetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateVideoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInviteOrganizationMemberArgs = {
  email: Scalars['String']['input'];
  role?: InputMaybe<OrganizationRole>;
};


export type MutationNewLocalVideoUploadPartArgs = {
  partNumber: Scalars['Int']['input'];
  videoId: Scalars['ID']['input'];
};


export type MutationPasswordResetArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationPublishVideoArgs = {
  id: Scalars['ID']['input'];
  publishingTargetIds: Array<Scalars['ID']['input']>;
  scheduledPublishDate?: InputMaybe<Scalars['DateTime']['input']>;
  youtubeOptions?: InputMaybe<YouTubeOptionsInput>;
};


export type MutationPublishWidgetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishYouTubeArgs = {
  id: Scalars['ID']['input'];
  options?: InputMaybe<YouTubeOptionsInput>;
};


export type MutationRegisterOrganizationOwnerArgs = {
  legalAgreements: LegalAgreementsInput;
  subscriptionPlan?: SubscriptionPlan;
  user: CreateOwnerInput;
};


export type MutationReprocessFailedVideoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  organizationName?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRevokeD2CApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetVideoChaptersArgs = {
  chapters: Array<ChapterInput>;
  videoId: Scalars['ID']['input'];
};


export type MutationSplitMomentArgs = {
  id: Scalars['ID']['input'];
  playheadTimestamp: Scalars['String']['input'];
};


export type MutationToggleMomentArgs = {
  action: MemberToggleAction;
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationToggleObjectAnnotationArgs = {
  action: MemberToggleAction;
  field?: InputMaybe<ObjectToggleField>;
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  videoId: Scalars['ID']['input'];
};


export type MutationToggleOrganizationMemberAccountArgs = {
  action: MemberToggleAction;
  id: Scalars['ID']['input'];
};


export type MutationToggleVideoPromotedContentArgs = {
  action: MemberToggleAction;
  videoId: Scalars['ID']['input'];
};


export type MutationTokenAuthArgs = {
  email: Scalars['String']['input'];
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  organizationName?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type MutationUnpublishVideoArgs = {
  targetTypes?: InputMaybe<Array<PublishingTargetType>>;
  videoId: Scalars['ID']['input'];
};


export type MutationUnpublishYouTubeArgs = {
  videoId: Scalars['ID']['input'];
};


export type MutationUpdateAccountDetailsArgs = {
  accountDetails: AccountDetailsInput;
};


export type MutationUpdateButtonCtaArgs = {
  button_cta: ButtonCtaInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateCarouselArgs = {
  carousel: UpdateCarouselInput;
  carouselStyle?: InputMaybe<WidgetStyleInput>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateEmailRequestArgs = {
  email: Scalars['String']['input'];
};


export type MutationUpdateEndCardArgs = {
  endCard: EndCardInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateImageCtaArgs = {
  id: Scalars['ID']['input'];
  image_cta: ImageCtaInput;
};


export type MutationUpdateMicrositeArgs = {
  id: Scalars['ID']['input'];
  microsite: UpdateMicrositeInput;
};


export type MutationUpdateMomentArgs = {
  id: Scalars['ID']['input'];
  moment: UpdateMomentInput;
};


export type MutationUpdateObjectAnnotationArgs = {
  objectAnnotation: UpdateObjectAnnotationInput;
  objectId: Scalars['ID']['input'];
};


export type MutationUpdateOrganizationArgs = {
  isMonetizationEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateOrganizationMemberArgs = {
  id: Scalars['ID']['input'];
  role: OrganizationRole;
};


export type MutationUpdateOrganizationMonetizationArgs = {
  id: Scalars['ID']['input'];
  organizationMonetization: OrganizationMonetizationInput;
};


export type MutationUpdatePasswordArgs = {
  updatePassword: UpdatePasswordInput;
};


export type MutationUpdatePlaylistArgs = {
  id: Scalars['ID']['input'];
  playlist: PlaylistInput;
};


export type MutationUpdateSectionsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  micrositeId?: InputMaybe<Scalars['ID']['input']>;
  sections: Array<MicrositeSectionInput>;
};


export type MutationUpdateShareSocialMediaIconsArgs = {
  icons: Array<ShareSocialMediaIconInput>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateSocialMediaPlatformArgs = {
  id: Scalars['ID']['input'];
  socialMediaPlatform: SocialMediaPlatformInput;
};


export type MutationUpdateUserEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateVideoArgs = {
  id: Scalars['ID']['input'];
  video: UpdateVideoInput;
};


export type MutationUpdateVideoCaptionArgs = {
  id: Scalars['ID']['input'];
  videoCaption: UpdateVideoCaptionInput;
};


export type MutationUpdateVideoCtasArgs = {
  videoId: Scalars['ID']['input'];
  video_ctas: VideoCtasInput;
};


export type MutationUpdateVideoMonetizationArgs = {
  monetization: VideoMonetizationInput;
  videoId: Scalars['ID']['input'];
};


export type MutationUpdateVideoPromotedContentSettingsArgs = {
  promotedContentSettings: PromotedContentSettingsInput;
  videoId: Scalars['ID']['input'];
};


export type MutationUpdateWidgetPresetArgs = {
  id: Scalars['ID']['input'];
  style?: InputMaybe<WidgetStyleInput>;
  widgetPreset?: InputMaybe<WidgetPresetInput>;
};


export type MutationUploadLocalVideoArgs = {
  filename: Scalars['String']['input'];
  multipart?: InputMaybe<Scalars['Boolean']['input']>;
  pipelineType?: InputMaybe<PipelineType>;
};


export type MutationUploadRemoteVideoArgs = {
  pipelineType?: InputMaybe<PipelineType>;
  url: Scalars['String']['input'];
};


export type MutationVerifyOrganizationMemberAccountArgs = {
  legalAgreements: LegalAgreementsInput;
  token: Scalars['String']['input'];
  user: VerifyMemberInput;
};

export type NewLocalVideoUploadPartPayload = {
  errors: Array<ErrorType>;
  videoUploadUrl: Maybe<Scalars['String']['output']>;
};

export type ObjectAnnotationConnection = {
  nodes: Array<ObjectAnnotationType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ObjectAnnotationPayload = {
  errors: Array<ErrorType>;
  objectAnnotation: Maybe<ObjectAnnotationType>;
};

/** An object shown in a video during a time range. */
export type ObjectAnnotationType = {
  category: ObjectCategory;
  created: Scalars['DateTime']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  endTimestamp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Shown on the promo cards (when visible too). */
  promote: Scalars['Boolean']['output'];
  /** SYSTEM: found by the detector; USER: made by a member. */
  source: ContentSource;
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  /** The selected thumbnail, else the first; null without any. */
  thumbnailId: Maybe<Scalars['ID']['output']>;
  /** The thumbnailId's picture, as a signed URL. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  /** Oldest first (a detected object: its crop first). */
  thumbnails: Array<ObjectThumbnailType>;
  timeRange: TimeRangeType;
  title: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
  /** The video the object is shown in. */
  video: VideoType;
  visible: Scalars['Boolean']['output'];
};

/** The 80 COCO categories the detector knows. */
export enum ObjectCategory {
  Airplane = 'AIRPLANE',
  Apple = 'APPLE',
  Backpack = 'BACKPACK',
  Banana = 'BANANA',
  BaseballBat = 'BASEBALL_BAT',
  BaseballGlove = 'BASEBALL_GLOVE',
  Bear = 'BEAR',
  Bed = 'BED',
  Bench = 'BENCH',
  Bicycle = 'BICYCLE',
  Bird = 'BIRD',
  Boat = 'BOAT',
  Book = 'BOOK',
  Bottle = 'BOTTLE',
  Bowl = 'BOWL',
  Broccoli = 'BROCCOLI',
  Bus = 'BUS',
  Cake = 'CAKE',
  Car = 'CAR',
  Carrot = 'CARROT',
  Cat = 'CAT',
  CellPhone = 'CELL_PHONE',
  Chair = 'CHAIR',
  Clock = 'CLOCK',
  Couch = 'COUCH',
  Cow = 'COW',
  Cup = 'CUP',
  DiningTable = 'DINING_TABLE',
  Dog = 'DOG',
  Donut = 'DONUT',
  Elephant = 'ELEPHANT',
  FireHydrant = 'FIRE_HYDRANT',
  Fork = 'FORK',
  Frisbee = 'FRISBEE',
  Giraffe = 'GIRAFFE',
  HairDrier = 'HAIR_DRIER',
  Handbag = 'HANDBAG',
  Horse = 'HORSE',
  HotDog = 'HOT_DOG',
  Keyboard = 'KEYBOARD',
  Kite = 'KITE',
  Knife = 'KNIFE',
  Laptop = 'LAPTOP',
  Microwave = 'MICROWAVE',
  Motorcycle = 'MOTORCYCLE',
  Mouse = 'MOUSE',
  Orange = 'ORANGE',
  Oven = 'OVEN',
  ParkingMeter = 'PARKING_METER',
  Person = 'PERSON',
  Pizza = 'PIZZA',
  PottedPlant = 'POTTED_PLANT',
  Refrigerator = 'REFRIGERATOR',
  Remote = 'REMOTE',
  Sandwich = 'SANDWICH',
  Scissors = 'SCISSORS',
  Sheep = 'SHEEP',
  Sink = 'SINK',
  Skateboard = 'SKATEBOARD',
  Skis = 'SKIS',
  Snowboard = 'SNOWBOARD',
  Spoon = 'SPOON',
  SportsBall = 'SPORTS_BALL',
  StopSign = 'STOP_SIGN',
  Suitcase = 'SUITCASE',
  Surfboard = 'SURFBOARD',
  TeddyBear = 'TEDDY_BEAR',
  TennisRacket = 'TENNIS_RACKET',
  Tie = 'TIE',
  Toaster = 'TOASTER',
  Toilet = 'TOILET',
  Toothbrush = 'TOOTHBRUSH',
  TrafficLight = 'TRAFFIC_LIGHT',
  Train = 'TRAIN',
  Truck = 'TRUCK',
  Tv = 'TV',
  Umbrella = 'UMBRELLA',
  Vase = 'VASE',
  WineGlass = 'WINE_GLASS',
  Zebra = 'ZEBRA'
}

export enum ObjectDetectionStatus {
  Completed = 'COMPLETED',
  Failed = 'FAILED',
  InProgress = 'IN_PROGRESS',
  Queued = 'QUEUED'
}

/** The AI step finding objects in a processed video; the Objects tab shows "Processing objects" while it is pending. */
export type ObjectDetectionType = {
  /** Why it failed (FAILED). */
  failureReason: Maybe<Scalars['String']['output']>;
  /** 0–100. */
  percent: Scalars['Int']['output'];
  status: ObjectDetectionStatus;
};

/** A thumbnail of an object: the detector's crop (SYSTEM) or an upload (USER). */
export type ObjectThumbnailType = {
  id: Scalars['ID']['output'];
  /** A signed URL; it expires. */
  imageUrl: Scalars['String']['output'];
  source: ContentSource;
};

/** The flag toggleObjectAnnotation switches. */
export enum ObjectToggleField {
  Promote = 'PROMOTE',
  Visible = 'VISIBLE'
}

export type OrganizationInput = {
  /** Optional: used in invitation emails. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationMemberConnection = {
  nodes: Array<OrganizationMemberType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OrganizationMemberType = {
  avatarUrl: Maybe<Scalars['String']['output']>;
  dateJoined: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  role: Maybe<OrganizationRole>;
};

/** On create name and monetizationUrl are required; on update an omitted field is kept. */
export type OrganizationMonetizationInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  monetizationUrl?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationMonetizationPayload = {
  errors: Array<ErrorType>;
  organizationMonetization: Maybe<OrganizationMonetizationType>;
};

/** An ad tag of the organization (a VAST URL). */
export type OrganizationMonetizationType = {
  active: Scalars['Boolean']['output'];
  created: Scalars['DateTime']['output'];
  /** Exactly one tag is the default; it is always active. */
  default: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  monetizationUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export enum OrganizationRole {
  Curator = 'CURATOR',
  OrgAdmin = 'ORG_ADMIN',
  OrgOwner = 'ORG_OWNER',
  VideoEditor = 'VIDEO_EDITOR'
}

export type OrganizationType = {
  /** The YouTube targets (linked accounts). */
  externalPublishingTargets: Array<PublishingTarget>;
  id: Scalars['ID']['output'];
  isMonetizationEnabled: Scalars['Boolean']['output'];
  logoUrl: Maybe<Scalars['String']['output']>;
  /** The ad tags, oldest first; every member reads them (the video monetization page offers them). */
  monetizationSettings: Array<OrganizationMonetizationType>;
  name: Scalars['String']['output'];
  ownerId: Maybe<Scalars['ID']['output']>;
  /** Every target: its own pages first, then its linked YouTube accounts. */
  publishingTargets: Array<PublishingTarget>;
  /** All six share targets in the fixed order with their visibility; every member reads them (the public pages show them to anyone). */
  shareSocialMediaIcons: Array<ShareSocialMediaIconType>;
  /** The social media accounts, oldest first (VIEW_SOCIAL_MEDIA: without it, null and PERMISSIONS_ERROR). */
  socialMedia: Maybe<Array<SocialMediaPlatformType>>;
  subscription: Maybe<SubscriptionType>;
  widgetApiKey: WidgetApiKeyType;
};


export type OrganizationTypeExternalPublishingTargetsArgs = {
  videoId?: InputMaybe<Scalars['ID']['input']>;
};


export type OrganizationTypePublishingTargetsArgs = {
  videoId?: InputMaybe<Scalars['ID']['input']>;
};

/** A CTA or an end card: plays that showed it, plays that clicked it. */
export type OverlayAnalyticsType = {
  /** clicks / impressions, 0–1; 0 without impressions. */
  clickThroughRate: Scalars['Float']['output'];
  clicks: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  impressions: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type PageInfo = {
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  pageNumber: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type PasswordResetPayload = {
  errors: Array<ErrorType>;
  ok: Maybe<Scalars['Boolean']['output']>;
};

export type PaymentSessionInput = {
  /** A page of this site the checkout returns to when abandoned. */
  cancelUrl: Scalars['String']['input'];
  /** A page of this site the checkout returns to once paid. */
  successUrl: Scalars['String']['input'];
};

export type PaymentSessionType = {
  id: Scalars['String']['output'];
  /** The hosted checkout session identifier. */
  stripePaymentSessionId: Scalars['String']['output'];
  /** The hosted checkout's address, where the browser is sent. */
  url: Scalars['String']['output'];
};

export enum Permission {
  CancelSubscription = 'CANCEL_SUBSCRIPTION',
  ChangeCarousel = 'CHANGE_CAROUSEL',
  ChangeCta = 'CHANGE_CTA',
  ChangeEndCard = 'CHANGE_END_CARD',
  ChangeMicrosite = 'CHANGE_MICROSITE',
  ChangeMoment = 'CHANGE_MOMENT',
  ChangeObject = 'CHANGE_OBJECT',
  ChangeObjectSegment = 'CHANGE_OBJECT_SEGMENT',
  ChangeOrganization = 'CHANGE_ORGANIZATION',
  ChangeOrganizationMembers = 'CHANGE_ORGANIZATION_MEMBERS',
  ChangeOrganizationMonetization = 'CHANGE_ORGANIZATION_MONETIZATION',
  ChangePlaylist = 'CHANGE_PLAYLIST',
  ChangeSocialMedia = 'CHANGE_SOCIAL_MEDIA',
  ChangeVideo = 'CHANGE_VIDEO',
  ChangeVideoCaption = 'CHANGE_VIDEO_CAPTION',
  ChangeWidgetPreset = 'CHANGE_WIDGET_PRESET',
  CreateCarousel = 'CREATE_CAROUSEL',
  CreateCta = 'CREATE_CTA',
  CreateCustomerPortalSession = 'CREATE_CUSTOMER_PORTAL_SESSION',
  CreateD2CApiKey = 'CREATE_D2C_API_KEY',
  CreateEndCard = 'CREATE_END_CARD',
  CreateMicrosite = 'CREATE_MICROSITE',
  CreateMoment = 'CREATE_MOMENT',
  CreateMomentThumbnail = 'CREATE_MOMENT_THUMBNAIL',
  CreateObject = 'CREATE_OBJECT',
  CreateObjectSegment = 'CREATE_OBJECT_SEGMENT',
  CreateObjectThumbnail = 'CREATE_OBJECT_THUMBNAIL',
  CreateOrganization = 'CREATE_ORGANIZATION',
  CreateOrganizationMonetization = 'CREATE_ORGANIZATION_MONETIZATION',
  CreatePaymentSession = 'CREATE_PAYMENT_SESSION',
  CreatePlaylist = 'CREATE_PLAYLIST',
  CreateSocialMedia = 'CREATE_SOCIAL_MEDIA',
  CreateVideo = 'CREATE_VIDEO',
  CreateVideoCaption = 'CREATE_VIDEO_CAPTION',
  CreateVideoThumbnail = 'CREATE_VIDEO_THUMBNAIL',
  CreateWidgetPreset = 'CREATE_WIDGET_PRESET',
  DeleteCarousel = 'DELETE_CAROUSEL',
  DeleteCta = 'DELETE_CTA',
  DeleteEndCard = 'DELETE_END_CARD',
  DeleteMicrosite = 'DELETE_MICROSITE',
  DeleteMoment = 'DELETE_MOMENT',
  DeleteMomentThumbnail = 'DELETE_MOMENT_THUMBNAIL',
  DeleteObject = 'DELETE_OBJECT',
  DeleteObjectSegment = 'DELETE_OBJECT_SEGMENT',
  DeleteObjectThumbnail = 'DELETE_OBJECT_THUMBNAIL',
  DeleteOrganization = 'DELETE_ORGANIZATION',
  DeleteOrganizationLogo = 'DELETE_ORGANIZATION_LOGO',
  DeleteOrganizationMonetization = 'DELETE_ORGANIZATION_MONETIZATION',
  DeletePlaylist = 'DELETE_PLAYLIST',
  DeleteSocialMedia = 'DELETE_SOCIAL_MEDIA',
  DeleteVideo = 'DELETE_VIDEO',
  DeleteVideoCaption = 'DELETE_VIDEO_CAPTION',
  DeleteVideoThumbnail = 'DELETE_VIDEO_THUMBNAIL',
  DeleteWidgetPreset = 'DELETE_WIDGET_PRESET',
  DuplicateVideo = 'DUPLICATE_VIDEO',
  InviteOrganizationMembers = 'INVITE_ORGANIZATION_MEMBERS',
  ManageOrganization = 'MANAGE_ORGANIZATION',
  ManageVideoStatus = 'MANAGE_VIDEO_STATUS',
  PublishVideo = 'PUBLISH_VIDEO',
  RevokeD2CApiKey = 'REVOKE_D2C_API_KEY',
  ToggleOrganizationMembers = 'TOGGLE_ORGANIZATION_MEMBERS',
  UnpublishVideo = 'UNPUBLISH_VIDEO',
  UploadVideo = 'UPLOAD_VIDEO',
  ViewApiKeys = 'VIEW_API_KEYS',
  ViewCarousel = 'VIEW_CAROUSEL',
  ViewD2CDashboard = 'VIEW_D2C_DASHBOARD',
  ViewEndCard = 'VIEW_END_CARD',
  ViewMicrosite = 'VIEW_MICROSITE',
  ViewMoment = 'VIEW_MOMENT',
  ViewObject = 'VIEW_OBJECT',
  ViewObjectSegment = 'VIEW_OBJECT_SEGMENT',
  ViewOrganization = 'VIEW_ORGANIZATION',
  ViewOrganizationMembers = 'VIEW_ORGANIZATION_MEMBERS',
  ViewPlaylist = 'VIEW_PLAYLIST',
  ViewSocialMedia = 'VIEW_SOCIAL_MEDIA',
  ViewVideo = 'VIEW_VIDEO',
  ViewVideoCaption = 'VIEW_VIDEO_CAPTION',
  ViewVideoDashboard = 'VIEW_VIDEO_DASHBOARD',
  ViewWidgetPreset = 'VIEW_WIDGET_PRESET'
}

/** Only BASIC, labelled Standard. */
export enum PipelineType {
  Basic = 'BASIC'
}

/** Where a player played: the public page, an embed, a widget, a microsite or a playlist. */
export enum PlayerSurface {
  Embed = 'EMBED',
  Microsite = 'MICROSITE',
  Page = 'PAGE',
  Playlist = 'PLAYLIST',
  Widget = 'WIDGET'
}

export type PlaylistConnection = {
  nodes: Array<PlaylistType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export enum PlaylistContentType {
  Moments = 'MOMENTS',
  Videos = 'VIDEOS'
}

/** A rule-based playlist's filter: a tag, a category (INTERNAL_TAG), or none (NULL). */
export enum PlaylistFilterBy {
  InternalTag = 'INTERNAL_TAG',
  Null = 'NULL',
  Tag = 'TAG'
}

/** On create name, contentType and orderBy are required; on update a field left out keeps its value. Changing contentType, or an orderBy other than MANUAL, clears the manual items. */
export type PlaylistInput = {
  contentType?: InputMaybe<PlaylistContentType>;
  /** Rule-based playlists only (NULL for a manual one); default NULL. */
  filterBy?: InputMaybe<PlaylistFilterBy>;
  /** The tag or category; required with TAG or INTERNAL_TAG. */
  filterValue?: InputMaybe<Scalars['String']['input']>;
  /** A manual playlist's items in order: ids of published videos (VIDEOS) or moments (MOMENTS), at least one; a repeated id counts once. Ignored by a rule-based playlist. */
  items?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required, max 128. */
  name?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<PlaylistItemsOrder>;
};

export type PlaylistItemConnection = {
  nodes: Array<PlaylistItemType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export enum PlaylistItemKind {
  Moment = 'MOMENT',
  Video = 'VIDEO'
}

/** A published video or moment of a playlist, as it is published. */
export type PlaylistItemType = {
  description: Scalars['String']['output'];
  durationMs: Maybe<Scalars['Int']['output']>;
  /** The video's or the moment's id. */
  id: Scalars['ID']['output'];
  kind: PlaylistItemKind;
  /** Its public page. */
  pageUrl: Scalars['String']['output'];
  /** When it became public. */
  publishedAt: Scalars['DateTime']['output'];
  /** Its public poster. */
  thumbnailUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The video's id (a moment's video). */
  videoId: Scalars['ID']['output'];
  /** Its video's views. */
  views: Scalars['Int']['output'];
};

/** How a playlist orders its items; every value but MANUAL makes it rule-based. */
export enum PlaylistItemsOrder {
  Manual = 'MANUAL',
  PublicationDate = 'PUBLICATION_DATE',
  PublicationDateDesc = 'PUBLICATION_DATE_DESC',
  Title = 'TITLE',
  TitleDesc = 'TITLE_DESC',
  Views = 'VIEWS',
  ViewsDesc = 'VIEWS_DESC'
}

export type PlaylistPayload = {
  errors: Array<ErrorType>;
  playlist: Maybe<PlaylistType>;
};

export type PlaylistType = {
  contentType: PlaylistContentType;
  created: Scalars['DateTime']['output'];
  filterBy: PlaylistFilterBy;
  filterValue: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Its published items in its order, paged: the field's page and pageSize, else playlistById's, else the first 50. */
  items: PlaylistItemConnection;
  /** How many published items it shows. */
  itemsCount: Scalars['Int']['output'];
  /** Max 128, unique in the organization (whatever the case). */
  name: Scalars['String']['output'];
  orderBy: PlaylistItemsOrder;
  /** Its public page (it lists its published items). */
  publicUrl: Scalars['String']['output'];
};


export type PlaylistTypeItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type PromoCodeButtonInput = {
  /** Max 30. */
  label: Scalars['String']['input'];
  /** Max 30. */
  text: Scalars['String']['input'];
};

export type PromoCodeButtonType = {
  label: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** An omitted switch keeps its value. */
export type PromotedContentSettingsInput = {
  promoteAtEnd?: InputMaybe<Scalars['Boolean']['input']>;
  promoteAtStart?: InputMaybe<Scalars['Boolean']['input']>;
  promoteObjects?: InputMaybe<Scalars['Boolean']['input']>;
  promotedObjectsLabel?: InputMaybe<Scalars['String']['input']>;
};

/** Promo cards of a video: promoted objects shown in the first and/or last 5 seconds. */
export type PromotedContentSettingsType = {
  /** Cards show during the last 5 seconds. */
  promoteAtEnd: Scalars['Boolean']['output'];
  /** Cards show during the first 5 seconds. */
  promoteAtStart: Scalars['Boolean']['output'];
  /** The feature is on (toggleVideoPromotedContent). */
  promoteObjects: Scalars['Boolean']['output'];
  /** Required, max 25. */
  promotedObjectsLabel: Scalars['String']['output'];
};

/** A video on the organization's own public pages. */
export type PublicationType = {
  id: Scalars['ID']['output'];
  /** The public page; null while scheduled. */
  publicUrl: Maybe<Scalars['String']['output']>;
  publishingTargetId: Scalars['ID']['output'];
  /** A newer video version exists than the one it shows. */
  stale: Scalars['Boolean']['output'];
};

export enum PublicationUploadStatus {
  Completed = 'COMPLETED',
  Failed = 'FAILED',
  InProgress = 'IN_PROGRESS',
  Lost = 'LOST',
  Pending = 'PENDING'
}

export type PublishVideoPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

/** Where an organization publishes. */
export type PublishingTarget = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** When the video given as videoId is scheduled to go live on this target; null otherwise. */
  scheduledPublishDate: Maybe<Scalars['DateTime']['output']>;
  type: PublishingTargetType;
};

/** SelfPublication: the organization's own public pages; YouTube: a linked YouTube account. */
export enum PublishingTargetType {
  SelfPublication = 'SelfPublication',
  YouTube = 'YouTube'
}

export type Query = {
  /** The organization's analytics for a range of days, with its top videos and moments. */
  analyticsOverview: AnalyticsOverviewType;
  /** Categories a video can be uploaded with, read with the caller's linked account. */
  availableYouTubeCategories: Array<YouTubeCategory>;
  buttonCtaById: Maybe<ButtonCtaType>;
  /** The moments a carousel may show: the organization's visible moments and the carousel's own, the carousel's first in its order, then the others newest first; inCarousel for this carousel. */
  carouselMoments: CarouselMomentConnection;
  /** The organization's carousel widgets, paged; with id, that one (or an empty list). */
  carousels: CarouselConnection;
  /** The organization's CTAs, paged (at most 100 a page). */
  ctas: CtaConnection;
  /** The organization's D2C API keys, newest first. */
  d2cApiKeys: D2CApiKeyConnection;
  /** The organization's D2C transcriptions (Service Usage); the usage meters are me.organization.subscription.limitsUsage, asked for in the same query. */
  d2cTranscriptions: D2CTranscriptionConnection;
  endCardById: Maybe<EndCardType>;
  /** The organization's end cards, paged (at most 100 a page). */
  endCards: EndCardConnection;
  imageCtaById: Maybe<ImageCtaType>;
  /** The parts of an upload in progress the storage holds, to resume after a reload. */
  localVideoUploadParts: Array<UploadedPartType>;
  /** The signed-in user, with permissions and organization. */
  me: UserType;
  /** One microsite, with its sections. */
  micrositeById: Maybe<MicrositeType>;
  /** Ours: the host a microsite's subdomain goes before (MICROSITE_HOST), for the create page's URL field. */
  micrositeHost: Scalars['String']['output'];
  /** The organization's microsites, paged. */
  microsites: MicrositeConnection;
  /** A moment's own players' analytics for a range of days. */
  momentAnalytics: ContentAnalyticsType;
  momentById: Maybe<MomentType>;
  /** The organization's moments (or one video's), paged. */
  moments: MomentConnection;
  objectById: Maybe<ObjectAnnotationType>;
  /** Objects, by start then end unless orderBy says otherwise. The player's promo cards: objects(videoId, visible: true, promote: true, pageSize: 1000). */
  objects: ObjectAnnotationConnection;
  organizationMembers: OrganizationMemberConnection;
  /** One playlist; page and pageSize choose the page of its items (default 1 and 50). */
  playlistById: Maybe<PlaylistType>;
  /** What a playlist could hold: the organization's published videos or moments, searched, filtered by a tag or category and ordered as a rule-based playlist would be (the rule preview, the manual picker). */
  playlistCandidates: PlaylistItemConnection;
  /** The organization's playlists, paged (1 to 1000 a page: the Add to playlist dialog asks for 999). manualVideoId / manualMomentId: only the manual playlists holding that item; excludeManualVideoId / excludeManualMomentId: only the manual playlists of its type not holding it. */
  playlists: PlaylistConnection;
  /** Full-text search over all the organization's transcripts: the matching segments with their video, best match first. */
  searchTranscripts: TranscriptSearchHitConnection;
  /** Chapters the video could have, from its transcript's topic changes and its scene changes, in time order; empty when fewer than three are found. Not saved: setVideoChapters saves them. */
  suggestedChapters: Array<SuggestedChapter>;
  /** Ranges the video could be cut into, from its transcript's topic changes and its scene changes, in time order; empty until a boundary is known. Not moments: createMoment makes one. */
  suggestedMoments: Array<SuggestedMoment>;
  /** GetVideoTranscription: the video's transcript with its segments filtered and paged; null while it has none (see the video's transcriptionStatus). */
  transcription: Maybe<TranscriptionType>;
  /** A video's own players' analytics for a range of days (its moments' are their own). */
  videoAnalytics: ContentAnalyticsType;
  videoById: Maybe<VideoType>;
  /** The video's chapters in time order; empty when it has none. */
  videoChapters: Array<Chapter>;
  videos: VideoConnection;
  widgetPresetById: Maybe<WidgetPresetType>;
  /** The organization's widget presets, paged (at most 100 a page); with id, that one. */
  widgetPresets: WidgetPresetConnection;
};


export type QueryAnalyticsOverviewArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAvailableYouTubeCategoriesArgs = {
  languageCode?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryButtonCtaByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCarouselMomentsArgs = {
  carouselId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCarouselsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCtasArgs = {
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  typeFilter?: InputMaybe<CtaType>;
};


export type QueryD2cApiKeysArgs = {
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  revoked?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryD2cTranscriptionsArgs = {
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEndCardByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEndCardsArgs = {
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryImageCtaByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLocalVideoUploadPartsArgs = {
  videoId: Scalars['ID']['input'];
};


export type QueryMicrositeByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMicrositesArgs = {
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMomentAnalyticsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  momentId: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMomentByIdArgs = {
  id: Scalars['ID']['input'];
  publishingTargetId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMomentsArgs = {
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageOf?: InputMaybe<Scalars['ID']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  videoId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryObjectByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryObjectsArgs = {
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  promote?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  videoId?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOrganizationMembersArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<OrganizationRole>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlaylistByIdArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlaylistCandidatesArgs = {
  contentType: PlaylistContentType;
  filterBy?: InputMaybe<PlaylistFilterBy>;
  filterValue?: InputMaybe<Scalars['String']['input']>;
  itemsOrderBy?: InputMaybe<PlaylistItemsOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlaylistsArgs = {
  contentType?: InputMaybe<PlaylistContentType>;
  excludeManualMomentId?: InputMaybe<Scalars['ID']['input']>;
  excludeManualVideoId?: InputMaybe<Scalars['ID']['input']>;
  itemsOrderBy?: InputMaybe<PlaylistItemsOrder>;
  manualMomentId?: InputMaybe<Scalars['ID']['input']>;
  manualVideoId?: InputMaybe<Scalars['ID']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchTranscriptsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QuerySuggestedChaptersArgs = {
  videoId: Scalars['ID']['input'];
};


export type QuerySuggestedMomentsArgs = {
  videoId: Scalars['ID']['input'];
};


export type QueryTranscriptionArgs = {
  endTimestampTo?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  speakerLabel?: InputMaybe<Scalars['String']['input']>;
  startTimestampFrom?: InputMaybe<Scalars['String']['input']>;
  timestampsRangeFrom?: InputMaybe<Scalars['String']['input']>;
  timestampsRangeTo?: InputMaybe<Scalars['String']['input']>;
  tokenType?: InputMaybe<TokenType>;
  videoId: Scalars['ID']['input'];
};


export type QueryVideoAnalyticsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  videoId: Scalars['ID']['input'];
};


export type QueryVideoByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVideoChaptersArgs = {
  videoId: Scalars['ID']['input'];
};


export type QueryVideosArgs = {
  distinctGlobalId?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWidgetPresetByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWidgetPresetsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A caption of the video YouTube did not take when the video was uploaded, with its words. */
export type RefusedCaption = {
  captionId: Scalars['ID']['output'];
  languageCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** YouTube's reason. */
  reason: Scalars['String']['output'];
};

export type RegisterOrganizationOwnerPayload = {
  errors: Array<ErrorType>;
  user: Maybe<UserType>;
};

export type ReprocessFailedVideoPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

export type RequestPasswordResetPayload = {
  errors: Array<ErrorType>;
  ok: Maybe<Scalars['Boolean']['output']>;
};

export type RevokeD2CApiKeyPayload = {
  apiKey: Maybe<D2CApiKeyType>;
  errors: Array<ErrorType>;
};

export enum SectionContentType {
  Moments = 'MOMENTS',
  Videos = 'VIDEOS',
  VideosMoments = 'VIDEOS_MOMENTS'
}

/** Where a section is on the home page: TOP, MIDDLE or BOTTOM (one of each). */
export enum SectionPosition {
  Bottom = 'BOTTOM',
  Middle = 'MIDDLE',
  Top = 'TOP'
}

/** How a section orders its items. */
export enum SectionSortBy {
  PublicationDate = 'PUBLICATION_DATE',
  PublicationDateDesc = 'PUBLICATION_DATE_DESC',
  Stars = 'STARS',
  StarsDesc = 'STARS_DESC',
  Views = 'VIEWS',
  ViewsDesc = 'VIEWS_DESC'
}

export type SetVideoChaptersPayload = {
  chapters: Maybe<Array<Chapter>>;
  errors: Array<ErrorType>;
  videoId: Maybe<Scalars['ID']['output']>;
};

export type ShareSocialMediaIconInput = {
  platformName: ShareTarget;
  visible: Scalars['Boolean']['input'];
};

/** Whether the public pages show one share target. */
export type ShareSocialMediaIconType = {
  platformName: ShareTarget;
  visible: Scalars['Boolean']['output'];
};

/** Where a public page can be shared; TWITTER is shown "X (Twitter)". */
export enum ShareTarget {
  Facebook = 'FACEBOOK',
  Linkedin = 'LINKEDIN',
  Mail = 'MAIL',
  Reddit = 'REDDIT',
  Twitter = 'TWITTER',
  Whatsapp = 'WHATSAPP'
}

/** On create every field is required. On update an omitted label or accountUrl is kept, and platformName may only repeat the entry's own (the platform cannot change). */
export type SocialMediaPlatformInput = {
  /** An http or https address, at most 2048 characters. */
  accountUrl?: InputMaybe<Scalars['String']['input']>;
  /** At most 32 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  platformName?: InputMaybe<SocialPlatform>;
};

export type SocialMediaPlatformPayload = {
  errors: Array<ErrorType>;
  socialMediaPlatform: Maybe<SocialMediaPlatformType>;
};

/** A social media account of the organization, linked from its public pages. */
export type SocialMediaPlatformType = {
  accountUrl: Scalars['String']['output'];
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  platformName: SocialPlatform;
};

export enum SocialPlatform {
  Facebook = 'FACEBOOK',
  Instagram = 'INSTAGRAM',
  Tiktok = 'TIKTOK',
  Twitter = 'TWITTER',
  Youtube = 'YOUTUBE'
}

export type SplitMomentPayload = {
  /** "Copy - {title}", from 100 ms after the playhead to the original end. */
  copy: Maybe<MomentType>;
  errors: Array<ErrorType>;
  /** The original, now ending at the playhead. */
  moment: Maybe<MomentType>;
};

export enum SubscriptionPlan {
  D2CPremium = 'D2C_PREMIUM',
  D2CTrial = 'D2C_TRIAL',
  D2CUnlimited = 'D2C_UNLIMITED',
  Premium = 'PREMIUM',
  Trial = 'TRIAL',
  Unlimited = 'UNLIMITED'
}

export enum SubscriptionStatus {
  D2CPremium = 'D2C_PREMIUM',
  D2CTrial = 'D2C_TRIAL',
  D2CUnlimited = 'D2C_UNLIMITED',
  Inactive = 'INACTIVE',
  Premium = 'PREMIUM',
  Trial = 'TRIAL',
  Unlimited = 'UNLIMITED'
}

export type SubscriptionType = {
  /** Whether the organization has paid by card here, so the provider's billing portal opens. */
  billingPortalAvailable: Scalars['Boolean']['output'];
  cost: Maybe<Scalars['Float']['output']>;
  currency: Scalars['String']['output'];
  endsAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  limitsUsage: Array<LimitUsageType>;
  /** The last payment failed and the provider is retrying the card (the plan holds meanwhile). */
  paymentFailed: Scalars['Boolean']['output'];
  /** Whether this server takes card payments for the organization's plan: without, a member asks the administrator of the server to renew it. */
  paymentsEnabled: Scalars['Boolean']['output'];
  plan: SubscriptionPlan;
  /** INACTIVE once a trial or a cancelled subscription has ended. */
  status: SubscriptionStatus;
};

/** A chapter the video could have, from its transcript's topic changes and its scene changes; not saved until setVideoChapters saves it. */
export type SuggestedChapter = {
  /** Milliseconds: the next chapter's start, or the video's end. */
  endMs: Scalars['Int']['output'];
  /** Why it starts there; empty for the first chapter. */
  reasons: Array<MomentSuggestionReason>;
  /** Milliseconds; the first chapter starts at 0. */
  startMs: Scalars['Int']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  /** At most 100 characters. */
  title: Scalars['String']['output'];
};

/** A range the video could be cut at, not yet a moment: inside the video, at least 5 s, overlapping neither the other suggestions nor the moments the video has now. */
export type SuggestedMoment = {
  /** Milliseconds. */
  end: Scalars['Int']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  endTimestamp: Scalars['String']['output'];
  reasons: Array<MomentSuggestionReason>;
  /** Milliseconds. */
  start: Scalars['Int']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  /** The first words of its first sentence, or "Scene at …"; max 256. */
  title: Scalars['String']['output'];
};

export type SurfaceAnalyticsType = {
  plays: Scalars['Int']['output'];
  surface: PlayerSurface;
};

/** A tag or category (internal tag) of a video. */
export type TagType = {
  value: Scalars['String']['output'];
};

/** A time range in milliseconds from the start of the video. */
export type TimeRangeType = {
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

export type ToggleMomentPayload = {
  errors: Array<ErrorType>;
  moments: Maybe<Array<MomentType>>;
};

export type ToggleObjectAnnotationPayload = {
  errors: Array<ErrorType>;
  objectAnnotations: Maybe<Array<ObjectAnnotationType>>;
};

export type ToggleOrganizationMemberAccountPayload = {
  errors: Array<ErrorType>;
  member: Maybe<OrganizationMemberType>;
};

export type TokenAuthPayload = {
  errors: Array<ErrorType>;
  token: Maybe<Scalars['String']['output']>;
};

export enum TokenType {
  Pronunciation = 'PRONUNCIATION',
  Punctuation = 'PUNCTUATION'
}

export type TranscriptSearchHitConnection = {
  nodes: Array<TranscriptSearchHitType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A segment of a video that matches the search. */
export type TranscriptSearchHitType = {
  segment: TranscriptSearchSegmentType;
  /** The segment as HTML-escaped text with the matching words in <mark></mark>. */
  snippet: Scalars['String']['output'];
  video: TranscriptSearchVideoType;
};

export type TranscriptSearchSegmentType = {
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  endTimestamp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type TranscriptSearchVideoType = {
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type TranscriptSegmentConnection = {
  nodes: Array<TranscriptSegmentType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A stretch of speech of one speaker between pauses. */
export type TranscriptSegmentType = {
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  endTimestamp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** True when `search` is given and the segment matches it. */
  matched: Scalars['Boolean']['output'];
  /** "spk_N", shown as "Speaker N+1". */
  speakerLabel: Scalars['String']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  /** The tokens as they read. */
  text: Scalars['String']['output'];
  /** Only those of `tokenType` when it is given. */
  tokens: Array<TranscriptTokenType>;
};

/** A word (PRONUNCIATION) or a punctuation mark. */
export type TranscriptTokenType = {
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  endTimestamp: Scalars['String']['output'];
  /** {segmentId}:{index in the segment}. */
  id: Scalars['ID']['output'];
  /** hour:minute:second.milliseconds, e.g. "00:01:05.250". */
  startTimestamp: Scalars['String']['output'];
  token: Scalars['String']['output'];
  tokenType: TokenType;
};

export enum TranscriptionStatus {
  Completed = 'COMPLETED',
  Failed = 'FAILED',
  InProgress = 'IN_PROGRESS',
  Queued = 'QUEUED',
  Validation = 'VALIDATION'
}

/** A video's transcript, its segments filtered and paged. */
export type TranscriptionType = {
  id: Scalars['ID']['output'];
  /** BCP 47. */
  languageCode: Scalars['String']['output'];
  segments: TranscriptSegmentConnection;
};

export type UnpublishVideoPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

export type UpdateAccountDetailsPayload = {
  errors: Array<ErrorType>;
  user: Maybe<UserType>;
};

/** Partial: a field left out keeps its value. */
export type UpdateCarouselInput = {
  /** Max 5000. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Optional: G- plus 4 to 16 letters or digits. Empty or null: none. */
  googleAnalytics4MeasurementId?: InputMaybe<Scalars['String']['input']>;
  /** Optional: UA- plus 6 to 12 letters or digits, a dash, 1 to 3 digits. Empty or null: none. */
  googleAnalyticsTrackingId?: InputMaybe<Scalars['String']['input']>;
  /** The moments in order: the organization's, each once, at most 100. */
  moments?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required (trimmed), max 256. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A preset of the organization (its end card shows after each moment); null for none. */
  presetId?: InputMaybe<Scalars['ID']['input']>;
  /** Max 256. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateEmailRequestPayload = {
  errors: Array<ErrorType>;
};

/** A field left out keeps its value. The subdomain is not here: it never changes. */
export type UpdateMicrositeInput = {
  /** Max 160. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A new favicon (base64 or a data URL; max 2.5 MiB), stored re-encoded. */
  faviconBase64?: InputMaybe<Scalars['String']['input']>;
  /** Optional: G- plus 4 to 16 letters or digits. Empty or null: none. */
  googleAnalytics4Id?: InputMaybe<Scalars['String']['input']>;
  /** Optional: UA- plus 6 to 12 letters or digits, a dash, 1 to 3 digits. Empty or null: none. */
  googleAnalyticsId?: InputMaybe<Scalars['String']['input']>;
  /** Custom HTML, max 20000 characters, kept as sent; null: none. */
  htmlCode?: InputMaybe<Scalars['String']['input']>;
  /** A new logo (base64 or a data URL; max 2.5 MiB), stored re-encoded. */
  logoBase64?: InputMaybe<Scalars['String']['input']>;
  /** A hex colour (3 or 6 digits). */
  mainColor?: InputMaybe<Scalars['String']['input']>;
  momentsLocationTop?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required, max 200. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Partial: a field left out is unchanged; null resets it (title: refused, description: empty, tags: none, thumbnailId: none selected). A timestamp left out keeps its value; the range is checked whole. */
export type UpdateMomentInput = {
  /** Max 5000. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An end card of the organization (else NOT_FOUND); null for none (the video's shows). */
  endCardId?: InputMaybe<Scalars['ID']['input']>;
  /** A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. */
  endTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** Categories. Max 60 characters each; trimmed, blanks ignored, duplicates dropped. */
  internalTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. */
  startTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** Max 60 characters each; trimmed, blanks ignored, duplicates dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** One of the moment's thumbnails; null for none. */
  thumbnailId?: InputMaybe<Scalars['ID']['input']>;
  /** Required (trimmed), max 256. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Partial: a field left out is unchanged; url null or empty removes it, thumbnailId null selects the first. */
export type UpdateObjectAnnotationInput = {
  category?: InputMaybe<ObjectCategory>;
  /** A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. */
  endTimestamp?: InputMaybe<Scalars['String']['input']>;
  promote?: InputMaybe<Scalars['Boolean']['input']>;
  /** A time string: minutes:seconds or hours:minutes:seconds, seconds with up to 3 decimals. */
  startTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** One of the object's thumbnails. */
  thumbnailId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateOrganizationMemberPayload = {
  errors: Array<ErrorType>;
  member: Maybe<OrganizationMemberType>;
};

export type UpdateOrganizationPayload = {
  errors: Array<ErrorType>;
  organization: Maybe<OrganizationType>;
};

export type UpdatePasswordInput = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type UpdatePasswordPayload = {
  errors: Array<ErrorType>;
};

export type UpdateShareSocialMediaIconsPayload = {
  errors: Array<ErrorType>;
  /** All six targets in the fixed order, after the change. */
  shareSocialMediaIcons: Maybe<Array<ShareSocialMediaIconType>>;
};

export type UpdateUserEmailPayload = {
  errors: Array<ErrorType>;
};

export type UpdateVideoCaptionInput = {
  /** A new WebVTT file, base64. */
  captionBase64?: InputMaybe<Scalars['String']['input']>;
  /** A new file name (.vtt). */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Partial: a field left out is unchanged; null resets it (title: refused, description: empty, tags: none, thumbnailId: the poster, orgLogoEnabled: false, orgLogoPosition: BOTTOM_RIGHT). */
export type UpdateVideoInput = {
  /** Max 5000. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An end card of the organization (else NOT_FOUND); null removes it. Live on the video's publications at once: it does not make a published video EDITED. */
  endCardId?: InputMaybe<Scalars['ID']['input']>;
  /** Categories; the rules of tags. */
  internalTags?: InputMaybe<Array<Scalars['String']['input']>>;
  orgLogoEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  orgLogoPosition?: InputMaybe<LogoPosition>;
  /** Max 60 characters each; trimmed, blanks ignored, duplicates dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** One of the video thumbnails; null for the poster. */
  thumbnailId?: InputMaybe<Scalars['ID']['input']>;
  /** Required, max 256. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateVideoPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

export type UploadLocalVideoPayload = {
  errors: Array<ErrorType>;
  /** The storage key to confirm or cancel with. */
  key: Maybe<Scalars['String']['output']>;
  /** The multipart upload. */
  uploadId: Maybe<Scalars['String']['output']>;
  video: Maybe<VideoType>;
  /** Where part 1 is PUT: a presigned URL with the storage key in its path and uploadId in its query. */
  videoUploadUrl: Maybe<Scalars['String']['output']>;
};

export type UploadRemoteVideoPayload = {
  errors: Array<ErrorType>;
  video: Maybe<VideoType>;
};

export type UploadedPartInput = {
  /** The ETag header each part's PUT answered (quotes allowed). */
  etag: Scalars['String']['input'];
  partNumber: Scalars['Int']['input'];
};

/** A part of a local upload the storage holds. */
export type UploadedPartType = {
  /** The part's ETag, as its PUT answered it (without quotes). */
  etag: Scalars['String']['output'];
  partNumber: Scalars['Int']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
};

export type UserType = {
  authorizedServices: Array<AuthorizedService>;
  avatarUrl: Maybe<Scalars['String']['output']>;
  dateJoined: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  organization: Maybe<OrganizationType>;
  permissions: Array<Permission>;
};


export type UserTypeAuthorizedServicesArgs = {
  service?: InputMaybe<AuthorizedServiceName>;
};

export type VerifyMemberInput = {
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type VerifyOrganizationMemberAccountPayload = {
  /** A bearer token: the new member is signed in. */
  authToken: Maybe<Scalars['String']['output']>;
  errors: Array<ErrorType>;
};

export type VideoCaptionPayload = {
  errors: Array<ErrorType>;
  videoCaption: Maybe<VideoCaptionType>;
};

/** A WebVTT caption of a video; one per language. */
export type VideoCaptionType = {
  /** The WebVTT file, as a signed download URL; it expires. */
  captionFileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** BCP 47, canonical form (e.g. "en-US"). */
  languageCode: Scalars['String']['output'];
  /** The file name, e.g. "english.vtt". */
  name: Scalars['String']['output'];
  /** SYSTEM (from the transcript), USER or YOUTUBE. */
  source: ContentSource;
};

export type VideoConnection = {
  nodes: Array<VideoType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** One CTA of a group: exactly one of buttonCtaId and imageCtaId. */
export type VideoCtaInput = {
  buttonCtaId?: InputMaybe<Scalars['ID']['input']>;
  config: CtaConfigInput;
  imageCtaId?: InputMaybe<Scalars['ID']['input']>;
  /** Stacking order (list position). */
  order: Scalars['Int']['input'];
};

/** A CTA placed in a timestamp group. */
export type VideoCtaType = {
  buttonCta: Maybe<ButtonCtaType>;
  /** {width, position, animation} as a JSON string. */
  config: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageCta: Maybe<ImageCtaType>;
  order: Scalars['Int']['output'];
  /** The button's {background, border, icon} as a JSON string; null for an image. */
  styles: Maybe<Scalars['String']['output']>;
  /** The CTA's content as a JSON string: the button's text part, or {imageUrl, url} of an image. */
  template: Scalars['String']['output'];
  type: CtaType;
  /** Percent of the picture width. */
  width: Scalars['Float']['output'];
};

/** The video's whole set of CTA timestamps: it replaces the stored one. */
export type VideoCtasInput = {
  /** At most 50; none may overlap. */
  timestamps: Array<CtaTimestampInput>;
};

export type VideoCtasPayload = {
  ctaTimestamps: Maybe<Array<CtaTimestampType>>;
  errors: Array<ErrorType>;
  videoId: Maybe<Scalars['ID']['output']>;
};

/** An omitted field is kept. */
export type VideoMonetizationInput = {
  adDensity?: InputMaybe<AdDensity>;
  adLocation?: InputMaybe<Array<AdLocation>>;
  adType?: InputMaybe<AdType>;
  isMonetizationEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** An active ad tag of the organization. */
  orgMonetization?: InputMaybe<Scalars['ID']['input']>;
  /** True: the organization's default ad tag. */
  useDefaultMonetization?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VideoMonetizationPayload = {
  errors: Array<ErrorType>;
  monetization: Maybe<VideoMonetizationType>;
  videoId: Maybe<Scalars['ID']['output']>;
};

export type VideoMonetizationType = {
  adDensity: AdDensity;
  adLocation: Array<AdLocation>;
  adType: AdType;
  /** The video's switch; ads play only while the organization's is on as well. */
  isMonetizationEnabled: Scalars['Boolean']['output'];
  /** The chosen tag, or the default one (useDefaultMonetization); null when there is none. */
  orgMonetization: Maybe<VideoOrgMonetizationType>;
  useDefaultMonetization: Scalars['Boolean']['output'];
};

/** The ad tag a video's ads come from. */
export type VideoOrgMonetizationType = {
  id: Scalars['ID']['output'];
  monetizationUrl: Scalars['String']['output'];
};

export enum VideoOrigin {
  Direct = 'DIRECT',
  Remote = 'REMOTE',
  Vimeo = 'VIMEO',
  Youtube = 'YOUTUBE'
}

export type VideoPromotedContentPayload = {
  errors: Array<ErrorType>;
  promotedContentSettings: Maybe<PromotedContentSettingsType>;
  videoId: Maybe<Scalars['ID']['output']>;
};

export enum VideoStatus {
  Created = 'CREATED',
  Draft = 'DRAFT',
  Edited = 'EDITED',
  Failed = 'FAILED',
  Processing = 'PROCESSING',
  Published = 'PUBLISHED',
  Scheduled = 'SCHEDULED',
  Uploaded = 'UPLOADED',
  Uploading = 'UPLOADING'
}

export type VideoStreamType = {
  id: Scalars['ID']['output'];
  /** The master playlist, under a grant that expires; it lists the renditions that exist. */
  manifestFileUrl: Scalars['String']['output'];
  /** The streaming standard: HLS. */
  standard: Scalars['String']['output'];
};

/** A thumbnail of a video: a candidate the transcoder took (SYSTEM) or an upload (USER). */
export type VideoThumbnailType = {
  id: Scalars['ID']['output'];
  /** A signed URL; it expires. */
  imageUrl: Scalars['String']['output'];
  source: ContentSource;
};

export type VideoType = {
  /** The captions, one per language (VIEW_VIDEO_CAPTION); ordered by language. */
  captions: Maybe<Array<VideoCaptionType>>;
  created: Scalars['DateTime']['output'];
  /** The CTA timestamp groups, in list order. */
  ctaTimestamps: Array<CtaTimestampType>;
  description: Scalars['String']['output'];
  /** The other videos of the organization sharing this video's media (globalId): the original and its copies, newest first, itself excluded (VIEW_VIDEO). */
  duplicates: Array<VideoType>;
  /** Milliseconds, once the source is probed. */
  duration: Maybe<Scalars['Int']['output']>;
  /** The end card shown after the video. */
  endCard: Maybe<ContentEndCardType>;
  /** The end card shown after the video; null when none. */
  endCardId: Maybe<Scalars['ID']['output']>;
  /** Its publications on YouTube (live, scheduled, uploading or failed; not those being removed). */
  externalPublications: Array<ExternalPublicationType>;
  /** Why processing failed (status FAILED). */
  failureReason: Maybe<Scalars['String']['output']>;
  /** The stored media, shared by a video and its duplicates. */
  globalId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** Shown as categories. */
  internalTags: Array<TagType>;
  isMonetizationEnabled: Scalars['Boolean']['output'];
  /** Live on at least one target. */
  isPublished: Scalars['Boolean']['output'];
  /** The moments in timeline order: by start, then end (VIEW_MOMENT). */
  moments: Array<MomentType>;
  /** How many moments the video has (VIEW_MOMENT). */
  momentsCount: Scalars['Int']['output'];
  /** Per-video monetization; the defaults until changed. */
  monetization: VideoMonetizationType;
  /** The AI detection of objects (VIEW_OBJECT): QUEUED or IN_PROGRESS while the tab shows "Processing objects"; null before the video is processed. */
  objectDetection: Maybe<ObjectDetectionType>;
  /** Object annotations of the video (VIEW_OBJECT). */
  objectsCount: Maybe<Scalars['Int']['output']>;
  /** The organization logo watermarks the player. */
  orgLogoEnabled: Scalars['Boolean']['output'];
  orgLogoPosition: LogoPosition;
  origin: VideoOrigin;
  pipelineType: PipelineType;
  /** The target types it is live on. */
  platforms: Array<PublishingTargetType>;
  /** 0–100. */
  processingProgress: Scalars['Int']['output'];
  /** Promo cards settings; the defaults until first changed. */
  promotedContentSettings: PromotedContentSettingsType;
  /** Its publications on the organization's own pages (live or scheduled). */
  publications: Array<PublicationType>;
  /** When a Scheduled video goes live. */
  scheduledDatetime: Maybe<Scalars['DateTime']['output']>;
  status: VideoStatus;
  /** WebVTT storyboard of the seek bar (signed URL). */
  storyboardUrl: Maybe<Scalars['String']['output']>;
  tags: Array<TagType>;
  /** The selected thumbnail; null for the poster. */
  thumbnailId: Maybe<Scalars['ID']['output']>;
  /** The selected thumbnail, else the poster, as a signed URL. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  thumbnails: Array<VideoThumbnailType>;
  title: Scalars['String']['output'];
  /** Why the transcription failed (FAILED). */
  transcriptionFailureReason: Maybe<Scalars['String']['output']>;
  /** The system transcript: QUEUED once the video is processed, then IN_PROGRESS, COMPLETED or FAILED (the video stays usable); null before processing ends. */
  transcriptionStatus: Maybe<TranscriptionStatus>;
  /** The newest metadata version; 0 before the first saved change. */
  version: Scalars['Int']['output'];
  /** The original file, as a signed download URL. */
  videoFileUrl: Maybe<Scalars['String']['output']>;
  videoStreams: Array<VideoStreamType>;
  views: Scalars['Int']['output'];
};

export type WidgetApiKeyType = {
  key: Scalars['String']['output'];
};

export type WidgetPresetConnection = {
  nodes: Array<WidgetPresetType>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WidgetPresetEndCardType = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** On update a field left out keeps its value. */
export type WidgetPresetInput = {
  /** An end card of the organization; null for none. */
  endCardId?: InputMaybe<Scalars['ID']['input']>;
  /** Optional: G- plus 4 to 16 letters or digits. Empty or null: none. */
  googleAnalytics4MeasurementId?: InputMaybe<Scalars['String']['input']>;
  /** Optional: UA- plus 6 to 12 letters or digits, a dash, 1 to 3 digits. Empty or null: none. */
  googleAnalyticsTrackingId?: InputMaybe<Scalars['String']['input']>;
  /** Required (trimmed), max 256. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type WidgetPresetPayload = {
  errors: Array<ErrorType>;
  widgetPreset: Maybe<WidgetPresetType>;
};

/** The preset a carousel was given. */
export type WidgetPresetRefType = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Shared widget styling, GA ids and end card. */
export type WidgetPresetType = {
  created: Scalars['DateTime']['output'];
  /** The end card its carousels show after each moment; null for none. */
  endCard: Maybe<WidgetPresetEndCardType>;
  googleAnalytics4MeasurementId: Maybe<Scalars['String']['output']>;
  googleAnalyticsTrackingId: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  style: WidgetStyleType;
};

/** A field left out keeps its value (a new one: #CE0000, LIGHT). */
export type WidgetStyleInput = {
  colorTheme?: InputMaybe<ColorTheme>;
  /** A hex colour (3 or 6 digits). */
  mainColor?: InputMaybe<Scalars['String']['input']>;
};

/** The look of a carousel or a preset. */
export type WidgetStyleType = {
  colorTheme: ColorTheme;
  /** A hex colour. */
  mainColor: Scalars['String']['output'];
};

/** A YouTube video category a video can be uploaded with. */
export type YouTubeCategory = {
  /** The category id, as the publish call takes it. */
  category: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type YouTubeOptionsInput = {
  /** A YouTube video category id (availableYouTubeCategories); required for a first upload. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** When scheduledPublishDate is not given: the date to publish at (past or empty: now). */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateEmailRequestMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type UpdateEmailRequestMutation = { updateEmailRequest: { errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateUserEmailMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UpdateUserEmailMutation = { updateUserEmail: { errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateAccountDetailsMutationVariables = Exact<{
  accountDetails: AccountDetailsInput;
}>;


export type UpdateAccountDetailsMutation = { updateAccountDetails: { user: { name: string, email: string, avatarUrl: string | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteAvatarMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAvatarMutation = { deleteAvatar: { errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdatePasswordMutationVariables = Exact<{
  updatePassword: UpdatePasswordInput;
}>;


export type UpdatePasswordMutation = { updatePassword: { errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type AnalyticsDayFieldsFragment = { day: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, shares: number };

export type OverlayAnalyticsFieldsFragment = { id: string, name: string, impressions: number, clicks: number, clickThroughRate: number };

export type ContentAnalyticsFieldsFragment = { videoId: string, momentId: string | null, title: string, from: string, to: string, durationSeconds: number | null, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, seeks: number, shares: number, retention: Array<number>, days: Array<{ day: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, shares: number }>, ctas: Array<{ id: string, name: string, impressions: number, clicks: number, clickThroughRate: number }>, endCards: Array<{ id: string, name: string, impressions: number, clicks: number, clickThroughRate: number }>, hosts: Array<{ host: string | null, surface: PlayerSurface, plays: number }>, surfaces: Array<{ surface: PlayerSurface, plays: number }> };

export type ContentRankingFieldsFragment = { videoId: string, momentId: string | null, title: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null };

export type VideoAnalyticsQueryVariables = Exact<{
  videoId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type VideoAnalyticsQuery = { videoAnalytics: { videoId: string, momentId: string | null, title: string, from: string, to: string, durationSeconds: number | null, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, seeks: number, shares: number, retention: Array<number>, days: Array<{ day: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, shares: number }>, ctas: Array<{ id: string, name: string, impressions: number, clicks: number, clickThroughRate: number }>, endCards: Array<{ id: string, name: string, impressions: number, clicks: number, clickThroughRate: number }>, hosts: Array<{ host: string | null, surface: PlayerSurface, plays: number }>, surfaces: Array<{ surface: PlayerSurface, plays: number }> } };

export type MomentAnalyticsQueryVariables = Exact<{
  momentId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type MomentAnalyticsQuery = { momentAnalytics: { videoId: string, momentId: string | null, title: string, from: string, to: string, durationSeconds: number | null, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, seeks: number, shares: number, retention: Array<number>, days: Array<{ day: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, shares: number }>, ctas: Array<{ id: string, name: string, impressions: number, clicks: number, clickThroughRate: number }>, endCards: Array<{ id: string, name: string, impressions: number, clicks: number, clickThroughRate: number }>, hosts: Array<{ host: string | null, surface: PlayerSurface, plays: number }>, surfaces: Array<{ surface: PlayerSurface, plays: number }> } };

export type AnalyticsOverviewQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type AnalyticsOverviewQuery = { analyticsOverview: { from: string, to: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, seeks: number, shares: number, days: Array<{ day: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null, completes: number, shares: number }>, hosts: Array<{ host: string | null, surface: PlayerSurface, plays: number }>, surfaces: Array<{ surface: PlayerSurface, plays: number }>, topVideos: Array<{ videoId: string, momentId: string | null, title: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null }>, topMoments: Array<{ videoId: string, momentId: string | null, title: string, plays: number, uniqueViewers: number, watchTimeSeconds: number, averagePercentWatched: number | null }> } };

export type TokenAuthMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  organizationName?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type TokenAuthMutation = { tokenAuth: { token: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type RegisterOrganizationOwnerMutationVariables = Exact<{
  legalAgreements: LegalAgreementsInput;
  user: CreateOwnerInput;
  subscriptionPlan?: InputMaybe<SubscriptionPlan>;
}>;


export type RegisterOrganizationOwnerMutation = { registerOrganizationOwner: { user: { id: string, email: string, name: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CreateOrganizationMutationVariables = Exact<{
  token: Scalars['String']['input'];
  organization?: InputMaybe<OrganizationInput>;
  paymentSession?: InputMaybe<PaymentSessionInput>;
}>;


export type CreateOrganizationMutation = { createOrganization: { organization: { id: string, name: string } | null, paymentSession: { id: string, stripePaymentSessionId: string, url: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type VerifyOrganizationMemberAccountMutationVariables = Exact<{
  token: Scalars['String']['input'];
  legalAgreements: LegalAgreementsInput;
  user: VerifyMemberInput;
}>;


export type VerifyOrganizationMemberAccountMutation = { verifyOrganizationMemberAccount: { authToken: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
  organizationName?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { ok: boolean | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type PasswordResetMutationVariables = Exact<{
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type PasswordResetMutation = { passwordReset: { ok: boolean | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type PaymentPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentPlanQuery = { me: { id: string, organization: { id: string, name: string, subscription: { id: string, plan: SubscriptionPlan, status: SubscriptionStatus, endsAt: string | null, cost: number | null, currency: string, paymentFailed: boolean, paymentsEnabled: boolean, billingPortalAvailable: boolean, limitsUsage: Array<{ usage: number, value: number, meteredValue: number, meteredUsage: number, limit: { limit: LimitKind, period: LimitPeriod, value: number, meteredLimit: { unitsCap: number, unitCurrency: string, unitCost: number } | null } }> } | null } | null } };

export type CreatePaymentSessionMutationVariables = Exact<{
  successUrl: Scalars['String']['input'];
  cancelUrl: Scalars['String']['input'];
}>;


export type CreatePaymentSessionMutation = { createPaymentSession: { paymentSession: { id: string, stripePaymentSessionId: string, url: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CreateCustomerPortalSessionMutationVariables = Exact<{
  returnUrl: Scalars['String']['input'];
}>;


export type CreateCustomerPortalSessionMutation = { createCustomerPortalSession: { url: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CancelSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelSubscriptionMutation = { cancelSubscription: { subscription: { id: string, status: SubscriptionStatus, endsAt: string | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type VideoCaptionFieldsFragment = { id: string, name: string, languageCode: string, captionFileUrl: string, source: ContentSource };

export type VideoCaptionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoCaptionsQuery = { videoById: { id: string, captions: Array<{ id: string, name: string, languageCode: string, captionFileUrl: string, source: ContentSource }> | null } | null };

export type CreateVideoCaptionMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  videoCaption: CreateVideoCaptionInput;
}>;


export type CreateVideoCaptionMutation = { createVideoCaption: { videoCaption: { id: string, name: string, languageCode: string, captionFileUrl: string, source: ContentSource } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateVideoCaptionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  videoCaption: UpdateVideoCaptionInput;
}>;


export type UpdateVideoCaptionMutation = { updateVideoCaption: { videoCaption: { id: string, name: string, languageCode: string, captionFileUrl: string, source: ContentSource } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteVideoCaptionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteVideoCaptionMutation = { deleteVideoCaption: { deletedVideoCaptionId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type ChapterFieldsFragment = { startMs: number, endMs: number, startTimestamp: string, title: string };

export type VideoChaptersQueryVariables = Exact<{
  videoId: Scalars['ID']['input'];
}>;


export type VideoChaptersQuery = { videoChapters: Array<{ startMs: number, endMs: number, startTimestamp: string, title: string }> };

export type SuggestedChaptersQueryVariables = Exact<{
  videoId: Scalars['ID']['input'];
}>;


export type SuggestedChaptersQuery = { suggestedChapters: Array<{ startMs: number, endMs: number, startTimestamp: string, title: string, reasons: Array<MomentSuggestionReason> }> };

export type SetVideoChaptersMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  chapters: Array<ChapterInput> | ChapterInput;
}>;


export type SetVideoChaptersMutation = { setVideoChapters: { videoId: string | null, chapters: Array<{ startMs: number, endMs: number, startTimestamp: string, title: string }> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type D2CApiKeyFieldsFragment = { id: string, name: string, key: string | null, revoked: boolean, created: string };

export type LimitUsageFieldsFragment = { usage: number, value: number, meteredValue: number, meteredUsage: number, limit: { limit: LimitKind, period: LimitPeriod, value: number, meteredLimit: { unitsCap: number, unitCurrency: string, unitCost: number } | null } };

export type D2CApiKeysQueryVariables = Exact<{
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  revoked?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type D2CApiKeysQuery = { d2cApiKeys: { totalCount: number, nodes: Array<{ id: string, name: string, key: string | null, revoked: boolean, created: string }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type CreateD2CApiKeyMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreateD2CApiKeyMutation = { createD2CApiKey: { apiKey: { id: string, name: string, key: string | null, revoked: boolean, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type RevokeD2CApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeD2CApiKeyMutation = { revokeD2CApiKey: { apiKey: { id: string, name: string, key: string | null, revoked: boolean, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type D2CTranscriptionsQueryVariables = Exact<{
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
}>;


export type D2CTranscriptionsQuery = { d2cTranscriptions: { totalCount: number, nodes: Array<{ id: string, inputName: string, jobName: string, duration: number | null, status: TranscriptionStatus, created: string, failureReason: string | null }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } }, me: { id: string, organization: { id: string, subscription: { id: string, limitsUsage: Array<{ usage: number, value: number, meteredValue: number, meteredUsage: number, limit: { limit: LimitKind, period: LimitPeriod, value: number, meteredLimit: { unitsCap: number, unitCurrency: string, unitCost: number } | null } }> } | null } | null } };

export type ErrorFieldsFragment = { field: string | null, messages: Array<string>, name: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, avatarUrl: string | null, dateJoined: string, permissions: Array<Permission>, organization: { id: string, name: string, logoUrl: string | null, ownerId: string | null, isMonetizationEnabled: boolean, subscription: { id: string, plan: SubscriptionPlan, status: SubscriptionStatus, endsAt: string | null, cost: number | null } | null } | null } };

export type MemberFieldsFragment = { id: string, name: string, email: string, avatarUrl: string | null, dateJoined: string, role: OrganizationRole | null, isActive: boolean, isVerified: boolean };

export type OrganizationMembersQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<OrganizationRole>;
  search?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type OrganizationMembersQuery = { organizationMembers: { totalCount: number, nodes: Array<{ id: string, name: string, email: string, avatarUrl: string | null, dateJoined: string, role: OrganizationRole | null, isActive: boolean, isVerified: boolean }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type InviteOrganizationMemberMutationVariables = Exact<{
  email: Scalars['String']['input'];
  role?: InputMaybe<OrganizationRole>;
}>;


export type InviteOrganizationMemberMutation = { inviteOrganizationMember: { member: { id: string, name: string, email: string, avatarUrl: string | null, dateJoined: string, role: OrganizationRole | null, isActive: boolean, isVerified: boolean } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateOrganizationMemberMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  role: OrganizationRole;
}>;


export type UpdateOrganizationMemberMutation = { updateOrganizationMember: { member: { id: string, name: string, email: string, avatarUrl: string | null, dateJoined: string, role: OrganizationRole | null, isActive: boolean, isVerified: boolean } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type ToggleOrganizationMemberAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  action: MemberToggleAction;
}>;


export type ToggleOrganizationMemberAccountMutation = { toggleOrganizationMemberAccount: { member: { id: string, name: string, email: string, avatarUrl: string | null, dateJoined: string, role: OrganizationRole | null, isActive: boolean, isVerified: boolean } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type MicrositeRowFieldsFragment = { id: string, title: string, subdomain: string, domain: string, url: string, created: string, healthy: boolean };

export type MicrositeSectionFieldsFragment = { id: string, position: SectionPosition, title: string, sortBy: SectionSortBy, contentType: SectionContentType, internalTag: string | null, regularTag: string | null, playlistId: string | null };

export type MicrositeFieldsFragment = { description: string, logoUrl: string | null, faviconUrl: string | null, mainColor: string, googleAnalyticsId: string | null, googleAnalytics4Id: string | null, htmlCode: string, momentsLocationTop: boolean, id: string, title: string, subdomain: string, domain: string, url: string, created: string, healthy: boolean, sections: Array<{ id: string, position: SectionPosition, title: string, sortBy: SectionSortBy, contentType: SectionContentType, internalTag: string | null, regularTag: string | null, playlistId: string | null }> };

export type MicrositesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MicrositesQuery = { microsites: { totalCount: number, nodes: Array<{ id: string, title: string, subdomain: string, domain: string, url: string, created: string, healthy: boolean }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type MicrositeByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MicrositeByIdQuery = { micrositeById: { description: string, logoUrl: string | null, faviconUrl: string | null, mainColor: string, googleAnalyticsId: string | null, googleAnalytics4Id: string | null, htmlCode: string, momentsLocationTop: boolean, id: string, title: string, subdomain: string, domain: string, url: string, created: string, healthy: boolean, sections: Array<{ id: string, position: SectionPosition, title: string, sortBy: SectionSortBy, contentType: SectionContentType, internalTag: string | null, regularTag: string | null, playlistId: string | null }> } | null };

export type CreateMicrositeMutationVariables = Exact<{
  microsite: CreateMicrositeInput;
}>;


export type CreateMicrositeMutation = { createMicrosite: { microsite: { description: string, logoUrl: string | null, faviconUrl: string | null, mainColor: string, googleAnalyticsId: string | null, googleAnalytics4Id: string | null, htmlCode: string, momentsLocationTop: boolean, id: string, title: string, subdomain: string, domain: string, url: string, created: string, healthy: boolean, sections: Array<{ id: string, position: SectionPosition, title: string, sortBy: SectionSortBy, contentType: SectionContentType, internalTag: string | null, regularTag: string | null, playlistId: string | null }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateMicrositeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  microsite: UpdateMicrositeInput;
}>;


export type UpdateMicrositeMutation = { updateMicrosite: { microsite: { description: string, logoUrl: string | null, faviconUrl: string | null, mainColor: string, googleAnalyticsId: string | null, googleAnalytics4Id: string | null, htmlCode: string, momentsLocationTop: boolean, id: string, title: string, subdomain: string, domain: string, url: string, created: string, healthy: boolean, sections: Array<{ id: string, position: SectionPosition, title: string, sortBy: SectionSortBy, contentType: SectionContentType, internalTag: string | null, regularTag: string | null, playlistId: string | null }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateSectionsMutationVariables = Exact<{
  micrositeId: Scalars['ID']['input'];
  sections: Array<MicrositeSectionInput> | MicrositeSectionInput;
}>;


export type UpdateSectionsMutation = { updateSections: { microsite: { description: string, logoUrl: string | null, faviconUrl: string | null, mainColor: string, googleAnalyticsId: string | null, googleAnalytics4Id: string | null, htmlCode: string, momentsLocationTop: boolean, id: string, title: string, subdomain: string, domain: string, url: string, created: string, healthy: boolean, sections: Array<{ id: string, position: SectionPosition, title: string, sortBy: SectionSortBy, contentType: SectionContentType, internalTag: string | null, regularTag: string | null, playlistId: string | null }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteMicrositeLogoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMicrositeLogoMutation = { deleteMicrositeLogo: { microsite: { id: string, logoUrl: string | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteMicrositeFaviconMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMicrositeFaviconMutation = { deleteMicrositeFavicon: { microsite: { id: string, faviconUrl: string | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteMicrositeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMicrositeMutation = { deleteMicrosite: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type MicrositeCreateContextQueryVariables = Exact<{ [key: string]: never; }>;


export type MicrositeCreateContextQuery = { micrositeHost: string, me: { id: string, organization: { id: string, subscription: { id: string, limitsUsage: Array<{ value: number, limit: { limit: LimitKind, value: number } }> } | null } | null } };

export type SuggestedMomentsQueryVariables = Exact<{
  videoId: Scalars['ID']['input'];
}>;


export type SuggestedMomentsQuery = { suggestedMoments: Array<{ start: number, end: number, startTimestamp: string, endTimestamp: string, title: string, reasons: Array<MomentSuggestionReason> }> };

export type MomentThumbnailFieldsFragment = { id: string, imageUrl: string, source: ContentSource };

export type MomentFieldsFragment = { id: string, title: string, description: string, startTimestamp: string, endTimestamp: string, visible: boolean, thumbnailId: string | null, thumbnailUrl: string | null, created: string, source: ContentSource, isPublished: boolean, endCardId: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, endCard: { id: string, name: string } | null, video: { id: string, title: string, status: VideoStatus } };

export type MomentsQueryVariables = Exact<{
  title?: InputMaybe<Scalars['String']['input']>;
  videoId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  pageOf?: InputMaybe<Scalars['ID']['input']>;
}>;


export type MomentsQuery = { moments: { totalCount: number, nodes: Array<{ id: string, title: string, description: string, startTimestamp: string, endTimestamp: string, visible: boolean, thumbnailId: string | null, thumbnailUrl: string | null, created: string, source: ContentSource, isPublished: boolean, endCardId: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, endCard: { id: string, name: string } | null, video: { id: string, title: string, status: VideoStatus } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type MomentByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  publishingTargetId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type MomentByIdQuery = { momentById: { publicMomentUrl: string | null, id: string, title: string, description: string, startTimestamp: string, endTimestamp: string, visible: boolean, thumbnailId: string | null, thumbnailUrl: string | null, created: string, source: ContentSource, isPublished: boolean, endCardId: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, endCard: { id: string, name: string } | null, video: { id: string, title: string, status: VideoStatus } } | null };

export type CreateMomentMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  moment: CreateMomentInput;
}>;


export type CreateMomentMutation = { createMoment: { moment: { id: string, title: string, description: string, startTimestamp: string, endTimestamp: string, visible: boolean, thumbnailId: string | null, thumbnailUrl: string | null, created: string, source: ContentSource, isPublished: boolean, endCardId: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, endCard: { id: string, name: string } | null, video: { id: string, title: string, status: VideoStatus } } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateMomentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  moment: UpdateMomentInput;
}>;


export type UpdateMomentMutation = { updateMoment: { moment: { id: string, title: string, description: string, startTimestamp: string, endTimestamp: string, visible: boolean, thumbnailId: string | null, thumbnailUrl: string | null, created: string, source: ContentSource, isPublished: boolean, endCardId: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, endCard: { id: string, name: string } | null, video: { id: string, title: string, status: VideoStatus } } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type ToggleMomentMutationVariables = Exact<{
  action: MemberToggleAction;
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type ToggleMomentMutation = { toggleMoment: { moments: Array<{ id: string, visible: boolean }> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteMomentMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type DeleteMomentMutation = { deleteMoment: { deletedMomentId: string | null, deletedMomentIds: Array<string> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type SplitMomentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  playheadTimestamp: Scalars['String']['input'];
}>;


export type SplitMomentMutation = { splitMoment: { moment: { id: string, title: string, description: string, startTimestamp: string, endTimestamp: string, visible: boolean, thumbnailId: string | null, thumbnailUrl: string | null, created: string, source: ContentSource, isPublished: boolean, endCardId: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, endCard: { id: string, name: string } | null, video: { id: string, title: string, status: VideoStatus } } | null, copy: { id: string, title: string, description: string, startTimestamp: string, endTimestamp: string, visible: boolean, thumbnailId: string | null, thumbnailUrl: string | null, created: string, source: ContentSource, isPublished: boolean, endCardId: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, endCard: { id: string, name: string } | null, video: { id: string, title: string, status: VideoStatus } } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CreateMomentThumbnailMutationVariables = Exact<{
  momentId: Scalars['ID']['input'];
  imageBase64: Scalars['String']['input'];
}>;


export type CreateMomentThumbnailMutation = { createMomentThumbnail: { thumbnail: { id: string, imageUrl: string, source: ContentSource } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteMomentThumbnailMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMomentThumbnailMutation = { deleteMomentThumbnail: { deletedMomentThumbnailId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type OrganizationMonetizationFieldsFragment = { id: string, name: string, monetizationUrl: string, default: boolean, active: boolean, created: string };

export type VideoMonetizationFieldsFragment = { useDefaultMonetization: boolean, isMonetizationEnabled: boolean, adType: AdType, adDensity: AdDensity, adLocation: Array<AdLocation>, orgMonetization: { id: string, monetizationUrl: string } | null };

export type OrganizationMonetizationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationMonetizationSettingsQuery = { me: { id: string, organization: { id: string, isMonetizationEnabled: boolean, monetizationSettings: Array<{ id: string, name: string, monetizationUrl: string, default: boolean, active: boolean, created: string }> } | null } };

export type CreateOrganizationMonetizationMutationVariables = Exact<{
  organizationMonetization: OrganizationMonetizationInput;
}>;


export type CreateOrganizationMonetizationMutation = { createOrganizationMonetization: { organizationMonetization: { id: string, name: string, monetizationUrl: string, default: boolean, active: boolean, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateOrganizationMonetizationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  organizationMonetization: OrganizationMonetizationInput;
}>;


export type UpdateOrganizationMonetizationMutation = { updateOrganizationMonetization: { organizationMonetization: { id: string, name: string, monetizationUrl: string, default: boolean, active: boolean, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteOrganizationMonetizationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteOrganizationMonetizationMutation = { deleteOrganizationMonetization: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type VideoMonetizationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoMonetizationQuery = { videoById: { id: string, monetization: { useDefaultMonetization: boolean, isMonetizationEnabled: boolean, adType: AdType, adDensity: AdDensity, adLocation: Array<AdLocation>, orgMonetization: { id: string, monetizationUrl: string } | null } } | null };

export type UpdateVideoMonetizationMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  monetization: VideoMonetizationInput;
}>;


export type UpdateVideoMonetizationMutation = { updateVideoMonetization: { videoId: string | null, monetization: { useDefaultMonetization: boolean, isMonetizationEnabled: boolean, adType: AdType, adDensity: AdDensity, adLocation: Array<AdLocation>, orgMonetization: { id: string, monetizationUrl: string } | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type ObjectThumbnailFieldsFragment = { id: string, imageUrl: string, source: ContentSource };

export type ObjectAnnotationFieldsFragment = { id: string, title: string, category: ObjectCategory, startTimestamp: string, endTimestamp: string, url: string | null, source: ContentSource, visible: boolean, promote: boolean, created: string, thumbnailId: string | null, thumbnailUrl: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }> };

export type ObjectsQueryVariables = Exact<{
  videoId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  promote?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
}>;


export type ObjectsQuery = { objects: { totalCount: number, nodes: Array<{ id: string, title: string, category: ObjectCategory, startTimestamp: string, endTimestamp: string, url: string | null, source: ContentSource, visible: boolean, promote: boolean, created: string, thumbnailId: string | null, thumbnailUrl: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type ObjectByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ObjectByIdQuery = { objectById: { id: string, title: string, category: ObjectCategory, startTimestamp: string, endTimestamp: string, url: string | null, source: ContentSource, visible: boolean, promote: boolean, created: string, thumbnailId: string | null, thumbnailUrl: string | null, video: { id: string, title: string, status: VideoStatus, duration: number | null }, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }> } | null };

export type VideoObjectsStateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoObjectsStateQuery = { videoById: { id: string, title: string, status: VideoStatus, duration: number | null, objectsCount: number | null, objectDetection: { status: ObjectDetectionStatus, percent: number, failureReason: string | null } | null } | null };

export type CreateObjectAnnotationMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  objectAnnotation: CreateObjectAnnotationInput;
}>;


export type CreateObjectAnnotationMutation = { createObjectAnnotation: { objectAnnotation: { id: string, title: string, category: ObjectCategory, startTimestamp: string, endTimestamp: string, url: string | null, source: ContentSource, visible: boolean, promote: boolean, created: string, thumbnailId: string | null, thumbnailUrl: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateObjectAnnotationMutationVariables = Exact<{
  objectId: Scalars['ID']['input'];
  objectAnnotation: UpdateObjectAnnotationInput;
}>;


export type UpdateObjectAnnotationMutation = { updateObjectAnnotation: { objectAnnotation: { id: string, title: string, category: ObjectCategory, startTimestamp: string, endTimestamp: string, url: string | null, source: ContentSource, visible: boolean, promote: boolean, created: string, thumbnailId: string | null, thumbnailUrl: string | null, timeRange: { start: number, end: number }, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteObjectAnnotationMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type DeleteObjectAnnotationMutation = { deleteObjectAnnotation: { deletedObjectAnnotationId: string | null, deletedObjectAnnotationIds: Array<string> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type ToggleObjectAnnotationMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  videoId: Scalars['ID']['input'];
  action: MemberToggleAction;
  field?: InputMaybe<ObjectToggleField>;
}>;


export type ToggleObjectAnnotationMutation = { toggleObjectAnnotation: { objectAnnotations: Array<{ id: string, visible: boolean, promote: boolean }> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CreateObjectThumbnailMutationVariables = Exact<{
  objectId: Scalars['ID']['input'];
  imageBase64: Scalars['String']['input'];
}>;


export type CreateObjectThumbnailMutation = { createObjectThumbnail: { thumbnail: { id: string, imageUrl: string, source: ContentSource } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteObjectThumbnailMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteObjectThumbnailMutation = { deleteObjectThumbnail: { deletedObjectThumbnailId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateOrganizationMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  isMonetizationEnabled?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { organization: { id: string, name: string, logoUrl: string | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteOrganizationLogoMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteOrganizationLogoMutation = { deleteOrganizationLogo: { errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type EndCardRowFieldsFragment = { id: string, name: string, cardType: CardType, origin: EndCardOrigin | null, videosCount: number, momentsCount: number, created: string };

export type EndCardFieldsFragment = { status: string, customCode: string | null, cardOrientation: CardOrientation | null, cardSize: CardSize | null, overlay: string | null, background: string | null, backgroundImageUrl: string | null, backgroundImageSettings: string | null, border: string | null, videoControlButtons: string | null, headline: string | null, subline: string | null, watchNextButtonVisible: boolean, id: string, name: string, cardType: CardType, origin: EndCardOrigin | null, videosCount: number, momentsCount: number, created: string, ctaButton1: { id: string, name: string } | null, ctaButton2: { id: string, name: string } | null, promoCodeButton: { text: string, label: string } | null };

export type CtaRowFieldsFragment = { id: string, name: string, type: CtaType, usedInCards: number, usedInVideos: number, created: string };

export type ButtonCtaFieldsFragment = { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null };

export type ImageCtaFieldsFragment = { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string };

export type EndCardsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type EndCardsQuery = { endCards: { totalCount: number, nodes: Array<{ id: string, name: string, cardType: CardType, origin: EndCardOrigin | null, videosCount: number, momentsCount: number, created: string }> } };

export type EndCardByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndCardByIdQuery = { endCardById: { status: string, customCode: string | null, cardOrientation: CardOrientation | null, cardSize: CardSize | null, overlay: string | null, background: string | null, backgroundImageUrl: string | null, backgroundImageSettings: string | null, border: string | null, videoControlButtons: string | null, headline: string | null, subline: string | null, watchNextButtonVisible: boolean, id: string, name: string, cardType: CardType, origin: EndCardOrigin | null, videosCount: number, momentsCount: number, created: string, ctaButton1: { id: string, name: string } | null, ctaButton2: { id: string, name: string } | null, promoCodeButton: { text: string, label: string } | null } | null };

export type CreateEndCardMutationVariables = Exact<{
  endCard: EndCardInput;
}>;


export type CreateEndCardMutation = { createEndCard: { endCard: { status: string, customCode: string | null, cardOrientation: CardOrientation | null, cardSize: CardSize | null, overlay: string | null, background: string | null, backgroundImageUrl: string | null, backgroundImageSettings: string | null, border: string | null, videoControlButtons: string | null, headline: string | null, subline: string | null, watchNextButtonVisible: boolean, id: string, name: string, cardType: CardType, origin: EndCardOrigin | null, videosCount: number, momentsCount: number, created: string, ctaButton1: { id: string, name: string } | null, ctaButton2: { id: string, name: string } | null, promoCodeButton: { text: string, label: string } | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateEndCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  endCard: EndCardInput;
}>;


export type UpdateEndCardMutation = { updateEndCard: { endCard: { status: string, customCode: string | null, cardOrientation: CardOrientation | null, cardSize: CardSize | null, overlay: string | null, background: string | null, backgroundImageUrl: string | null, backgroundImageSettings: string | null, border: string | null, videoControlButtons: string | null, headline: string | null, subline: string | null, watchNextButtonVisible: boolean, id: string, name: string, cardType: CardType, origin: EndCardOrigin | null, videosCount: number, momentsCount: number, created: string, ctaButton1: { id: string, name: string } | null, ctaButton2: { id: string, name: string } | null, promoCodeButton: { text: string, label: string } | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteEndCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteEndCardMutation = { deleteEndCard: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CtasQueryVariables = Exact<{
  typeFilter?: InputMaybe<CtaType>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CtasQuery = { ctas: { totalCount: number, nodes: Array<{ id: string, name: string, type: CtaType, usedInCards: number, usedInVideos: number, created: string }> } };

export type ButtonCtaByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ButtonCtaByIdQuery = { buttonCtaById: { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null } | null };

export type ImageCtaByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ImageCtaByIdQuery = { imageCtaById: { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string } | null };

export type CreateButtonCtaMutationVariables = Exact<{
  buttonCta: ButtonCtaInput;
}>;


export type CreateButtonCtaMutation = { createButtonCta: { buttonCta: { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateButtonCtaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  buttonCta: ButtonCtaInput;
}>;


export type UpdateButtonCtaMutation = { updateButtonCta: { buttonCta: { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CreateImageCtaMutationVariables = Exact<{
  imageCta: ImageCtaInput;
}>;


export type CreateImageCtaMutation = { createImageCta: { imageCta: { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateImageCtaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  imageCta: ImageCtaInput;
}>;


export type UpdateImageCtaMutation = { updateImageCta: { imageCta: { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteCtaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCtaMutation = { deleteCta: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type PlaylistRowFieldsFragment = { id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string };

export type PlaylistItemFieldsFragment = { kind: PlaylistItemKind, id: string, videoId: string, title: string, description: string, thumbnailUrl: string, durationMs: number | null, views: number, publishedAt: string, pageUrl: string };

export type PlaylistsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  contentType?: InputMaybe<PlaylistContentType>;
  itemsOrderBy?: InputMaybe<PlaylistItemsOrder>;
}>;


export type PlaylistsQuery = { playlists: { totalCount: number, nodes: Array<{ id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type PlaylistPickerQueryVariables = Exact<{
  manualVideoId?: InputMaybe<Scalars['ID']['input']>;
  manualMomentId?: InputMaybe<Scalars['ID']['input']>;
  excludeManualVideoId?: InputMaybe<Scalars['ID']['input']>;
  excludeManualMomentId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlaylistPickerQuery = { included: { totalCount: number, nodes: Array<{ id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string }> }, excluded: { totalCount: number, nodes: Array<{ id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string }> } };

export type PlaylistByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PlaylistByIdQuery = { playlistById: { id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string, items: { totalCount: number, nodes: Array<{ kind: PlaylistItemKind, id: string, videoId: string, title: string, description: string, thumbnailUrl: string, durationMs: number | null, views: number, publishedAt: string, pageUrl: string }>, pageInfo: { hasNextPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } } | null };

export type PlaylistCandidatesQueryVariables = Exact<{
  contentType: PlaylistContentType;
  itemsOrderBy?: InputMaybe<PlaylistItemsOrder>;
  filterBy?: InputMaybe<PlaylistFilterBy>;
  filterValue?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PlaylistCandidatesQuery = { playlistCandidates: { totalCount: number, nodes: Array<{ kind: PlaylistItemKind, id: string, videoId: string, title: string, description: string, thumbnailUrl: string, durationMs: number | null, views: number, publishedAt: string, pageUrl: string }>, pageInfo: { hasNextPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type CreatePlaylistMutationVariables = Exact<{
  playlist: PlaylistInput;
}>;


export type CreatePlaylistMutation = { createPlaylist: { playlist: { id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdatePlaylistMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  playlist: PlaylistInput;
}>;


export type UpdatePlaylistMutation = { updatePlaylist: { playlist: { id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeletePlaylistMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePlaylistMutation = { deletePlaylist: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type AddToPlaylistMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type AddToPlaylistMutation = { addToPlaylist: { playlist: { id: string, name: string, contentType: PlaylistContentType, orderBy: PlaylistItemsOrder, filterBy: PlaylistFilterBy, filterValue: string | null, itemsCount: number, publicUrl: string, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type PromotedContentSettingsFieldsFragment = { promoteObjects: boolean, promoteAtStart: boolean, promoteAtEnd: boolean, promotedObjectsLabel: string };

export type VideoPromotedContentSettingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoPromotedContentSettingsQuery = { videoById: { id: string, promotedContentSettings: { promoteObjects: boolean, promoteAtStart: boolean, promoteAtEnd: boolean, promotedObjectsLabel: string } } | null };

export type UpdateVideoPromotedContentSettingsMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  promotedContentSettings: PromotedContentSettingsInput;
}>;


export type UpdateVideoPromotedContentSettingsMutation = { updateVideoPromotedContentSettings: { videoId: string | null, promotedContentSettings: { promoteObjects: boolean, promoteAtStart: boolean, promoteAtEnd: boolean, promotedObjectsLabel: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type ToggleVideoPromotedContentMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  action: MemberToggleAction;
}>;


export type ToggleVideoPromotedContentMutation = { toggleVideoPromotedContent: { videoId: string | null, promotedContentSettings: { promoteObjects: boolean, promoteAtStart: boolean, promoteAtEnd: boolean, promotedObjectsLabel: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type PublicationFieldsFragment = { id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean };

export type ExternalPublicationFieldsFragment = { id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> };

export type VideoPublishingFieldsFragment = { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> };

export type PublishingTargetFieldsFragment = { id: string, name: string, type: PublishingTargetType, scheduledPublishDate: string | null };

export type PublishingTargetsQueryVariables = Exact<{
  videoId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PublishingTargetsQuery = { me: { id: string, organization: { id: string, publishingTargets: Array<{ id: string, name: string, type: PublishingTargetType, scheduledPublishDate: string | null }>, externalPublishingTargets: Array<{ id: string, name: string, type: PublishingTargetType, scheduledPublishDate: string | null }> } | null } };

export type VideoPublishingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoPublishingQuery = { videoById: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null };

export type PublishVideoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  publishingTargetIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  scheduledPublishDate?: InputMaybe<Scalars['DateTime']['input']>;
  youtubeOptions?: InputMaybe<YouTubeOptionsInput>;
}>;


export type PublishVideoMutation = { publishVideo: { video: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type PublishYouTubeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  options?: InputMaybe<YouTubeOptionsInput>;
}>;


export type PublishYouTubeMutation = { publishYouTube: { video: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UnpublishVideoMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  targetTypes?: InputMaybe<Array<PublishingTargetType> | PublishingTargetType>;
}>;


export type UnpublishVideoMutation = { unpublishVideo: { video: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UnpublishYouTubeMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
}>;


export type UnpublishYouTubeMutation = { unpublishYouTube: { video: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CancelScheduledPublishMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
}>;


export type CancelScheduledPublishMutation = { cancelScheduledPublish: { video: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CancelScheduledPublishYouTubeMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
}>;


export type CancelScheduledPublishYouTubeMutation = { cancelScheduledPublishYouTube: { video: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type SocialMediaPlatformFieldsFragment = { id: string, platformName: SocialPlatform, label: string, accountUrl: string, created: string };

export type ShareSocialMediaIconFieldsFragment = { platformName: ShareTarget, visible: boolean };

export type OrganizationSocialMediaQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationSocialMediaQuery = { me: { id: string, organization: { id: string, socialMedia: Array<{ id: string, platformName: SocialPlatform, label: string, accountUrl: string, created: string }> | null } | null } };

export type OrganizationShareSocialMediaIconsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationShareSocialMediaIconsQuery = { me: { id: string, organization: { id: string, shareSocialMediaIcons: Array<{ platformName: ShareTarget, visible: boolean }> } | null } };

export type CreateSocialMediaPlatformMutationVariables = Exact<{
  socialMediaPlatform: SocialMediaPlatformInput;
}>;


export type CreateSocialMediaPlatformMutation = { createSocialMediaPlatform: { socialMediaPlatform: { id: string, platformName: SocialPlatform, label: string, accountUrl: string, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateSocialMediaPlatformMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  socialMediaPlatform: SocialMediaPlatformInput;
}>;


export type UpdateSocialMediaPlatformMutation = { updateSocialMediaPlatform: { socialMediaPlatform: { id: string, platformName: SocialPlatform, label: string, accountUrl: string, created: string } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteSocialMediaPlatformMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSocialMediaPlatformMutation = { deleteSocialMediaPlatform: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateShareSocialMediaIconsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  icons: Array<ShareSocialMediaIconInput> | ShareSocialMediaIconInput;
}>;


export type UpdateShareSocialMediaIconsMutation = { updateShareSocialMediaIcons: { shareSocialMediaIcons: Array<{ platformName: ShareTarget, visible: boolean }> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type TranscriptSegmentFieldsFragment = { id: string, startTimestamp: string, endTimestamp: string, speakerLabel: string, text: string, matched: boolean, tokens: Array<{ id: string, startTimestamp: string, endTimestamp: string, token: string, tokenType: TokenType }> };

export type GetVideoTranscriptionQueryVariables = Exact<{
  videoId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  startTimestampFrom?: InputMaybe<Scalars['String']['input']>;
  endTimestampTo?: InputMaybe<Scalars['String']['input']>;
  timestampsRangeFrom?: InputMaybe<Scalars['String']['input']>;
  timestampsRangeTo?: InputMaybe<Scalars['String']['input']>;
  tokenType?: InputMaybe<TokenType>;
  speakerLabel?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type GetVideoTranscriptionQuery = { videoById: { id: string, duration: number | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null } | null, transcription: { id: string, languageCode: string, segments: { totalCount: number, nodes: Array<{ id: string, startTimestamp: string, endTimestamp: string, speakerLabel: string, text: string, matched: boolean, tokens: Array<{ id: string, startTimestamp: string, endTimestamp: string, token: string, tokenType: TokenType }> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } } | null };

export type SearchTranscriptsQueryVariables = Exact<{
  search: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchTranscriptsQuery = { searchTranscripts: { totalCount: number, nodes: Array<{ snippet: string, video: { id: string, title: string }, segment: { id: string, text: string, startTimestamp: string, endTimestamp: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type VideoLeaveStateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoLeaveStateQuery = { videoById: { id: string, status: VideoStatus } | null };

export type UpdateVideoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  video: UpdateVideoInput;
}>;


export type UpdateVideoMutation = { updateVideo: { video: { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CreateVideoThumbnailMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  imageBase64: Scalars['String']['input'];
}>;


export type CreateVideoThumbnailMutation = { createVideoThumbnail: { thumbnail: { id: string, imageUrl: string, source: ContentSource } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteVideoThumbnailMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteVideoThumbnailMutation = { deleteVideoThumbnail: { deletedVideoThumbnailId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CtaTimestampFieldsFragment = { id: string, name: string, startTimestamp: number, endTimestamp: number, ctas: Array<{ id: string, order: number, type: CtaType, config: string, buttonCta: { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null } | null, imageCta: { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string } | null }> };

export type VideoOverlaysQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoOverlaysQuery = { videoById: { endCardId: string | null, id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, endCard: { id: string, name: string } | null, ctaTimestamps: Array<{ id: string, name: string, startTimestamp: number, endTimestamp: number, ctas: Array<{ id: string, order: number, type: CtaType, config: string, buttonCta: { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null } | null, imageCta: { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string } | null }> }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null };

export type CreateVideoCtasMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  videoCtas: VideoCtasInput;
}>;


export type CreateVideoCtasMutation = { createVideoCtas: { videoId: string | null, ctaTimestamps: Array<{ id: string, name: string, startTimestamp: number, endTimestamp: number, ctas: Array<{ id: string, order: number, type: CtaType, config: string, buttonCta: { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null } | null, imageCta: { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string } | null }> }> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateVideoCtasMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  videoCtas: VideoCtasInput;
}>;


export type UpdateVideoCtasMutation = { updateVideoCtas: { videoId: string | null, ctaTimestamps: Array<{ id: string, name: string, startTimestamp: number, endTimestamp: number, ctas: Array<{ id: string, order: number, type: CtaType, config: string, buttonCta: { id: string, publicUuid: string, created: string, name: string, url: string, text: string, background: string, border: string, icon: string | null } | null, imageCta: { id: string, publicUuid: string, created: string, name: string, url: string | null, imageUrl: string } | null }> }> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type VideoFieldsFragment = { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> };

export type VideoDuplicateFieldsFragment = { id: string, title: string, status: VideoStatus, created: string, thumbnailUrl: string | null, scheduledDatetime: string | null, platforms: Array<PublishingTargetType> };

export type VideosQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  distinctGlobalId?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type VideosQuery = { videos: { totalCount: number, nodes: Array<{ id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, duplicates: Array<{ id: string, title: string, status: VideoStatus, created: string, thumbnailUrl: string | null, scheduledDatetime: string | null, platforms: Array<PublishingTargetType> }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type VideoByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VideoByIdQuery = { videoById: { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, duplicates: Array<{ id: string, title: string, status: VideoStatus, created: string, thumbnailUrl: string | null, scheduledDatetime: string | null, platforms: Array<PublishingTargetType> }>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null };

export type UploadLocalVideoMutationVariables = Exact<{
  filename: Scalars['String']['input'];
  multipart?: InputMaybe<Scalars['Boolean']['input']>;
  pipelineType?: InputMaybe<PipelineType>;
}>;


export type UploadLocalVideoMutation = { uploadLocalVideo: { videoUploadUrl: string | null, key: string | null, uploadId: string | null, video: { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type NewLocalVideoUploadPartMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  partNumber: Scalars['Int']['input'];
}>;


export type NewLocalVideoUploadPartMutation = { newLocalVideoUploadPart: { videoUploadUrl: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type LocalVideoUploadPartsQueryVariables = Exact<{
  videoId: Scalars['ID']['input'];
}>;


export type LocalVideoUploadPartsQuery = { localVideoUploadParts: Array<{ partNumber: number, etag: string, size: number }> };

export type ConfirmLocalVideoUploadMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  parts?: InputMaybe<Array<UploadedPartInput> | UploadedPartInput>;
}>;


export type ConfirmLocalVideoUploadMutation = { confirmLocalVideoUpload: { video: { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type CancelLocalVideoUploadMutationVariables = Exact<{
  videoId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
}>;


export type CancelLocalVideoUploadMutation = { cancelLocalVideoUpload: { deletedVideoId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UploadRemoteVideoMutationVariables = Exact<{
  url: Scalars['String']['input'];
  pipelineType?: InputMaybe<PipelineType>;
}>;


export type UploadRemoteVideoMutation = { uploadRemoteVideo: { video: { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteVideoMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type DeleteVideoMutation = { deleteVideo: { deletedVideoId: string | null, deletedVideoIds: Array<string> | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DuplicateVideoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DuplicateVideoMutation = { duplicateVideo: { video: { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type ReprocessFailedVideoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReprocessFailedVideoMutation = { reprocessFailedVideo: { video: { id: string, globalId: string, title: string, description: string, created: string, status: VideoStatus, origin: VideoOrigin, pipelineType: PipelineType, views: number, duration: number | null, processingProgress: number, failureReason: string | null, isMonetizationEnabled: boolean, orgLogoEnabled: boolean, orgLogoPosition: LogoPosition, version: number, thumbnailId: string | null, thumbnailUrl: string | null, storyboardUrl: string | null, videoFileUrl: string | null, transcriptionStatus: TranscriptionStatus | null, transcriptionFailureReason: string | null, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, tags: Array<{ value: string }>, internalTags: Array<{ value: string }>, thumbnails: Array<{ id: string, imageUrl: string, source: ContentSource }>, videoStreams: Array<{ id: string, standard: string, manifestFileUrl: string }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type WidgetStyleFieldsFragment = { mainColor: string, colorTheme: ColorTheme };

export type CarouselRowFieldsFragment = { id: string, publicId: string, name: string, momentsCount: number, created: string };

export type CarouselFieldsFragment = { title: string, description: string, apiKey: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, moments: Array<string>, id: string, publicId: string, name: string, momentsCount: number, created: string, style: { mainColor: string, colorTheme: ColorTheme }, preset: { id: string, name: string } | null };

export type CarouselMomentFieldsFragment = { id: string, title: string, thumbnailUrl: string | null, inCarousel: boolean, isPublished: boolean, timeRange: { start: number, end: number }, video: { id: string, title: string } };

export type WidgetPresetFieldsFragment = { id: string, name: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, created: string, endCard: { id: string, name: string } | null, style: { mainColor: string, colorTheme: ColorTheme } };

export type CarouselsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type CarouselsQuery = { carousels: { totalCount: number, nodes: Array<{ id: string, publicId: string, name: string, momentsCount: number, created: string }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type CarouselByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CarouselByIdQuery = { carousels: { nodes: Array<{ title: string, description: string, apiKey: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, moments: Array<string>, id: string, publicId: string, name: string, momentsCount: number, created: string, style: { mainColor: string, colorTheme: ColorTheme }, preset: { id: string, name: string } | null }> } };

export type CarouselMomentsQueryVariables = Exact<{
  carouselId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CarouselMomentsQuery = { carouselMoments: { totalCount: number, nodes: Array<{ id: string, title: string, thumbnailUrl: string | null, inCarousel: boolean, isPublished: boolean, timeRange: { start: number, end: number }, video: { id: string, title: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type CreateCarouselMutationVariables = Exact<{
  carousel: CreateCarouselInput;
}>;


export type CreateCarouselMutation = { createCarousel: { carousel: { title: string, description: string, apiKey: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, moments: Array<string>, id: string, publicId: string, name: string, momentsCount: number, created: string, style: { mainColor: string, colorTheme: ColorTheme }, preset: { id: string, name: string } | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateCarouselMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  carousel: UpdateCarouselInput;
  carouselStyle?: InputMaybe<WidgetStyleInput>;
}>;


export type UpdateCarouselMutation = { updateCarousel: { carousel: { title: string, description: string, apiKey: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, moments: Array<string>, id: string, publicId: string, name: string, momentsCount: number, created: string, style: { mainColor: string, colorTheme: ColorTheme }, preset: { id: string, name: string } | null } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteCarouselMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCarouselMutation = { deleteCarousel: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type WidgetPresetsQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type WidgetPresetsQuery = { widgetPresets: { totalCount: number, nodes: Array<{ id: string, name: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, created: string, endCard: { id: string, name: string } | null, style: { mainColor: string, colorTheme: ColorTheme } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, pageNumber: number, pageSize: number } } };

export type WidgetPresetByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WidgetPresetByIdQuery = { widgetPresetById: { id: string, name: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, created: string, endCard: { id: string, name: string } | null, style: { mainColor: string, colorTheme: ColorTheme } } | null };

export type CreateWidgetPresetMutationVariables = Exact<{
  style?: InputMaybe<WidgetStyleInput>;
  widgetPreset: WidgetPresetInput;
}>;


export type CreateWidgetPresetMutation = { createWidgetPreset: { widgetPreset: { id: string, name: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, created: string, endCard: { id: string, name: string } | null, style: { mainColor: string, colorTheme: ColorTheme } } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type UpdateWidgetPresetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  style?: InputMaybe<WidgetStyleInput>;
  widgetPreset?: InputMaybe<WidgetPresetInput>;
}>;


export type UpdateWidgetPresetMutation = { updateWidgetPreset: { widgetPreset: { id: string, name: string, googleAnalyticsTrackingId: string | null, googleAnalytics4MeasurementId: string | null, created: string, endCard: { id: string, name: string } | null, style: { mainColor: string, colorTheme: ColorTheme } } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type DeleteWidgetPresetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWidgetPresetMutation = { deleteWidgetPreset: { deletedId: string | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type PublishWidgetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublishWidgetMutation = { publishWidget: { video: { id: string, title: string, origin: VideoOrigin, status: VideoStatus, version: number, isPublished: boolean, scheduledDatetime: string | null, platforms: Array<PublishingTargetType>, publications: Array<{ id: string, publicUrl: string | null, publishingTargetId: string, stale: boolean }>, externalPublications: Array<{ id: string, publicUrl: string | null, stale: boolean, studioUrl: string | null, uploadStatus: PublicationUploadStatus, publishingTargetId: string, failureReason: string | null, scheduledDatetime: string | null, refusedCaptions: Array<{ captionId: string, name: string, languageCode: string, reason: string }> }> } | null, errors: Array<{ field: string | null, messages: Array<string>, name: string }> } };

export type AuthorizedServicesQueryVariables = Exact<{
  service?: InputMaybe<AuthorizedServiceName>;
}>;


export type AuthorizedServicesQuery = { me: { id: string, authorizedServices: Array<{ accountName: string, service: AuthorizedServiceName }> } };

export type AvailableYouTubeCategoriesQueryVariables = Exact<{
  regionCode?: InputMaybe<Scalars['String']['input']>;
  languageCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type AvailableYouTubeCategoriesQuery = { availableYouTubeCategories: Array<{ id: string, category: string, title: string }> };

export const AnalyticsDayFieldsFragmentDoc = gql`
    fragment AnalyticsDayFields on AnalyticsDayType {
  day
  plays
  uniqueViewers
  watchTimeSeconds
  averagePercentWatched
  completes
  shares
}
    `;
export const OverlayAnalyticsFieldsFragmentDoc = gql`
    fragment OverlayAnalyticsFields on OverlayAnalyticsType {
  id
  name
  impressions
  clicks
  clickThroughRate
}
    `;
export const ContentAnalyticsFieldsFragmentDoc = gql`
    fragment ContentAnalyticsFields on ContentAnalyticsType {
  videoId
  momentId
  title
  from
  to
  durationSeconds
  plays
  uniqueViewers
  watchTimeSeconds
  averagePercentWatched
  completes
  seeks
  shares
  retention
  days {
    ...AnalyticsDayFields
  }
  ctas {
    ...OverlayAnalyticsFields
  }
  endCards {
    ...OverlayAnalyticsFields
  }
  hosts {
    host
    surface
    plays
  }
  surfaces {
    surface
    plays
  }
}
    ${AnalyticsDayFieldsFragmentDoc}
${OverlayAnalyticsFieldsFragmentDoc}`;
export const ContentRankingFieldsFragmentDoc = gql`
    fragment ContentRankingFields on ContentRankingType {
  videoId
  momentId
  title
  plays
  uniqueViewers
  watchTimeSeconds
  averagePercentWatched
}
    `;
export const VideoCaptionFieldsFragmentDoc = gql`
    fragment VideoCaptionFields on VideoCaptionType {
  id
  name
  languageCode
  captionFileUrl
  source
}
    `;
export const ChapterFieldsFragmentDoc = gql`
    fragment ChapterFields on Chapter {
  startMs
  endMs
  startTimestamp
  title
}
    `;
export const D2CApiKeyFieldsFragmentDoc = gql`
    fragment D2CApiKeyFields on D2CApiKeyType {
  id
  name
  key
  revoked
  created
}
    `;
export const LimitUsageFieldsFragmentDoc = gql`
    fragment LimitUsageFields on LimitUsageType {
  limit {
    limit
    period
    value
    meteredLimit {
      unitsCap
      unitCurrency
      unitCost
    }
  }
  usage
  value
  meteredValue
  meteredUsage
}
    `;
export const ErrorFieldsFragmentDoc = gql`
    fragment ErrorFields on ErrorType {
  field
  messages
  name
}
    `;
export const MemberFieldsFragmentDoc = gql`
    fragment MemberFields on OrganizationMemberType {
  id
  name
  email
  avatarUrl
  dateJoined
  role
  isActive
  isVerified
}
    `;
export const MicrositeRowFieldsFragmentDoc = gql`
    fragment MicrositeRowFields on MicrositeType {
  id
  title
  subdomain
  domain
  url
  created
  healthy
}
    `;
export const MicrositeSectionFieldsFragmentDoc = gql`
    fragment MicrositeSectionFields on MicrositeSectionType {
  id
  position
  title
  sortBy
  contentType
  internalTag
  regularTag
  playlistId
}
    `;
export const MicrositeFieldsFragmentDoc = gql`
    fragment MicrositeFields on MicrositeType {
  ...MicrositeRowFields
  description
  logoUrl
  faviconUrl
  mainColor
  googleAnalyticsId
  googleAnalytics4Id
  htmlCode
  momentsLocationTop
  sections {
    ...MicrositeSectionFields
  }
}
    ${MicrositeRowFieldsFragmentDoc}
${MicrositeSectionFieldsFragmentDoc}`;
export const MomentThumbnailFieldsFragmentDoc = gql`
    fragment MomentThumbnailFields on MomentThumbnailType {
  id
  imageUrl
  source
}
    `;
export const MomentFieldsFragmentDoc = gql`
    fragment MomentFields on MomentType {
  id
  title
  description
  timeRange {
    start
    end
  }
  startTimestamp
  endTimestamp
  visible
  thumbnailId
  thumbnailUrl
  thumbnails {
    ...MomentThumbnailFields
  }
  tags {
    value
  }
  internalTags {
    value
  }
  created
  source
  isPublished
  endCardId
  endCard {
    id
    name
  }
  video {
    id
    title
    status
  }
}
    ${MomentThumbnailFieldsFragmentDoc}`;
export const OrganizationMonetizationFieldsFragmentDoc = gql`
    fragment OrganizationMonetizationFields on OrganizationMonetizationType {
  id
  name
  monetizationUrl
  default
  active
  created
}
    `;
export const VideoMonetizationFieldsFragmentDoc = gql`
    fragment VideoMonetizationFields on VideoMonetizationType {
  orgMonetization {
    id
    monetizationUrl
  }
  useDefaultMonetization
  isMonetizationEnabled
  adType
  adDensity
  adLocation
}
    `;
export const ObjectThumbnailFieldsFragmentDoc = gql`
    fragment ObjectThumbnailFields on ObjectThumbnailType {
  id
  imageUrl
  source
}
    `;
export const ObjectAnnotationFieldsFragmentDoc = gql`
    fragment ObjectAnnotationFields on ObjectAnnotationType {
  id
  title
  category
  timeRange {
    start
    end
  }
  startTimestamp
  endTimestamp
  url
  source
  visible
  promote
  created
  thumbnailId
  thumbnailUrl
  thumbnails {
    ...ObjectThumbnailFields
  }
}
    ${ObjectThumbnailFieldsFragmentDoc}`;
export const EndCardRowFieldsFragmentDoc = gql`
    fragment EndCardRowFields on EndCardType {
  id
  name
  cardType
  origin
  videosCount
  momentsCount
  created
}
    `;
export const EndCardFieldsFragmentDoc = gql`
    fragment EndCardFields on EndCardType {
  ...EndCardRowFields
  status
  customCode
  cardOrientation
  cardSize
  overlay
  background
  backgroundImageUrl
  backgroundImageSettings
  border
  videoControlButtons
  headline
  subline
  ctaButton1 {
    id
    name
  }
  ctaButton2 {
    id
    name
  }
  watchNextButtonVisible
  promoCodeButton {
    text
    label
  }
}
    ${EndCardRowFieldsFragmentDoc}`;
export const CtaRowFieldsFragmentDoc = gql`
    fragment CtaRowFields on CtaNodeType {
  id
  name
  type
  usedInCards
  usedInVideos
  created
}
    `;
export const PlaylistRowFieldsFragmentDoc = gql`
    fragment PlaylistRowFields on PlaylistType {
  id
  name
  contentType
  orderBy
  filterBy
  filterValue
  itemsCount
  publicUrl
  created
}
    `;
export const PlaylistItemFieldsFragmentDoc = gql`
    fragment PlaylistItemFields on PlaylistItemType {
  kind
  id
  videoId
  title
  description
  thumbnailUrl
  durationMs
  views
  publishedAt
  pageUrl
}
    `;
export const PromotedContentSettingsFieldsFragmentDoc = gql`
    fragment PromotedContentSettingsFields on PromotedContentSettingsType {
  promoteObjects
  promoteAtStart
  promoteAtEnd
  promotedObjectsLabel
}
    `;
export const PublicationFieldsFragmentDoc = gql`
    fragment PublicationFields on PublicationType {
  id
  publicUrl
  publishingTargetId
  stale
}
    `;
export const ExternalPublicationFieldsFragmentDoc = gql`
    fragment ExternalPublicationFields on ExternalPublicationType {
  id
  publicUrl
  stale
  studioUrl
  uploadStatus
  publishingTargetId
  failureReason
  scheduledDatetime
  refusedCaptions {
    captionId
    name
    languageCode
    reason
  }
}
    `;
export const VideoPublishingFieldsFragmentDoc = gql`
    fragment VideoPublishingFields on VideoType {
  id
  title
  origin
  status
  version
  isPublished
  scheduledDatetime
  platforms
  publications {
    ...PublicationFields
  }
  externalPublications {
    ...ExternalPublicationFields
  }
}
    ${PublicationFieldsFragmentDoc}
${ExternalPublicationFieldsFragmentDoc}`;
export const PublishingTargetFieldsFragmentDoc = gql`
    fragment PublishingTargetFields on PublishingTarget {
  id
  name
  type
  scheduledPublishDate
}
    `;
export const SocialMediaPlatformFieldsFragmentDoc = gql`
    fragment SocialMediaPlatformFields on SocialMediaPlatformType {
  id
  platformName
  label
  accountUrl
  created
}
    `;
export const ShareSocialMediaIconFieldsFragmentDoc = gql`
    fragment ShareSocialMediaIconFields on ShareSocialMediaIconType {
  platformName
  visible
}
    `;
export const TranscriptSegmentFieldsFragmentDoc = gql`
    fragment TranscriptSegmentFields on TranscriptSegmentType {
  id
  startTimestamp
  endTimestamp
  speakerLabel
  text
  matched
  tokens {
    id
    startTimestamp
    endTimestamp
    token
    tokenType
  }
}
    `;
export const ButtonCtaFieldsFragmentDoc = gql`
    fragment ButtonCtaFields on ButtonCtaType {
  id
  publicUuid
  created
  name
  url
  text
  background
  border
  icon
}
    `;
export const ImageCtaFieldsFragmentDoc = gql`
    fragment ImageCtaFields on ImageCtaType {
  id
  publicUuid
  created
  name
  url
  imageUrl
}
    `;
export const CtaTimestampFieldsFragmentDoc = gql`
    fragment CtaTimestampFields on CtaTimestampType {
  id
  name
  startTimestamp
  endTimestamp
  ctas {
    id
    order
    type
    config
    buttonCta {
      ...ButtonCtaFields
    }
    imageCta {
      ...ImageCtaFields
    }
  }
}
    ${ButtonCtaFieldsFragmentDoc}
${ImageCtaFieldsFragmentDoc}`;
export const VideoFieldsFragmentDoc = gql`
    fragment VideoFields on VideoType {
  id
  globalId
  title
  description
  created
  status
  origin
  pipelineType
  views
  duration
  processingProgress
  failureReason
  isMonetizationEnabled
  tags {
    value
  }
  internalTags {
    value
  }
  orgLogoEnabled
  orgLogoPosition
  version
  thumbnailId
  thumbnailUrl
  thumbnails {
    id
    imageUrl
    source
  }
  storyboardUrl
  videoFileUrl
  videoStreams {
    id
    standard
    manifestFileUrl
  }
  transcriptionStatus
  transcriptionFailureReason
  isPublished
  scheduledDatetime
  platforms
}
    `;
export const VideoDuplicateFieldsFragmentDoc = gql`
    fragment VideoDuplicateFields on VideoType {
  id
  title
  status
  created
  thumbnailUrl
  scheduledDatetime
  platforms
}
    `;
export const CarouselRowFieldsFragmentDoc = gql`
    fragment CarouselRowFields on CarouselType {
  id
  publicId
  name
  momentsCount
  created
}
    `;
export const WidgetStyleFieldsFragmentDoc = gql`
    fragment WidgetStyleFields on WidgetStyleType {
  mainColor
  colorTheme
}
    `;
export const CarouselFieldsFragmentDoc = gql`
    fragment CarouselFields on CarouselType {
  ...CarouselRowFields
  title
  description
  apiKey
  googleAnalyticsTrackingId
  googleAnalytics4MeasurementId
  style {
    ...WidgetStyleFields
  }
  moments
  preset {
    id
    name
  }
}
    ${CarouselRowFieldsFragmentDoc}
${WidgetStyleFieldsFragmentDoc}`;
export const CarouselMomentFieldsFragmentDoc = gql`
    fragment CarouselMomentFields on CarouselMomentType {
  id
  title
  thumbnailUrl
  timeRange {
    start
    end
  }
  inCarousel
  isPublished
  video {
    id
    title
  }
}
    `;
export const WidgetPresetFieldsFragmentDoc = gql`
    fragment WidgetPresetFields on WidgetPresetType {
  id
  name
  googleAnalyticsTrackingId
  googleAnalytics4MeasurementId
  endCard {
    id
    name
  }
  style {
    ...WidgetStyleFields
  }
  created
}
    ${WidgetStyleFieldsFragmentDoc}`;
export const UpdateEmailRequestDocument = gql`
    mutation UpdateEmailRequest($email: String!) {
  updateEmailRequest(email: $email) {
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const UpdateUserEmailDocument = gql`
    mutation UpdateUserEmail($token: String!) {
  updateUserEmail(token: $token) {
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const UpdateAccountDetailsDocument = gql`
    mutation UpdateAccountDetails($accountDetails: AccountDetailsInput!) {
  updateAccountDetails(accountDetails: $accountDetails) {
    user {
      name
      email
      avatarUrl
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const DeleteAvatarDocument = gql`
    mutation DeleteAvatar {
  deleteAvatar {
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const UpdatePasswordDocument = gql`
    mutation UpdatePassword($updatePassword: UpdatePasswordInput!) {
  updatePassword(updatePassword: $updatePassword) {
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const VideoAnalyticsDocument = gql`
    query VideoAnalytics($videoId: ID!, $from: String, $to: String) {
  videoAnalytics(videoId: $videoId, from: $from, to: $to) {
    ...ContentAnalyticsFields
  }
}
    ${ContentAnalyticsFieldsFragmentDoc}`;
export const MomentAnalyticsDocument = gql`
    query MomentAnalytics($momentId: ID!, $from: String, $to: String) {
  momentAnalytics(momentId: $momentId, from: $from, to: $to) {
    ...ContentAnalyticsFields
  }
}
    ${ContentAnalyticsFieldsFragmentDoc}`;
export const AnalyticsOverviewDocument = gql`
    query AnalyticsOverview($from: String, $to: String) {
  analyticsOverview(from: $from, to: $to) {
    from
    to
    plays
    uniqueViewers
    watchTimeSeconds
    averagePercentWatched
    completes
    seeks
    shares
    days {
      ...AnalyticsDayFields
    }
    hosts {
      host
      surface
      plays
    }
    surfaces {
      surface
      plays
    }
    topVideos {
      ...ContentRankingFields
    }
    topMoments {
      ...ContentRankingFields
    }
  }
}
    ${AnalyticsDayFieldsFragmentDoc}
${ContentRankingFieldsFragmentDoc}`;
export const TokenAuthDocument = gql`
    mutation TokenAuth($email: String!, $password: String!, $organizationName: String, $organizationId: ID) {
  tokenAuth(
    email: $email
    password: $password
    organizationName: $organizationName
    organizationId: $organizationId
  ) {
    token
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const RegisterOrganizationOwnerDocument = gql`
    mutation RegisterOrganizationOwner($legalAgreements: LegalAgreementsInput!, $user: CreateOwnerInput!, $subscriptionPlan: SubscriptionPlan) {
  registerOrganizationOwner(
    legalAgreements: $legalAgreements
    user: $user
    subscriptionPlan: $subscriptionPlan
  ) {
    user {
      id
      email
      name
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const CreateOrganizationDocument = gql`
    mutation CreateOrganization($token: String!, $organization: OrganizationInput, $paymentSession: PaymentSessionInput) {
  createOrganization(
    token: $token
    organization: $organization
    paymentSession: $paymentSession
  ) {
    organization {
      id
      name
    }
    paymentSession {
      id
      stripePaymentSessionId
      url
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const VerifyOrganizationMemberAccountDocument = gql`
    mutation VerifyOrganizationMemberAccount($token: String!, $legalAgreements: LegalAgreementsInput!, $user: VerifyMemberInput!) {
  verifyOrganizationMemberAccount(
    token: $token
    legalAgreements: $legalAgreements
    user: $user
  ) {
    authToken
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const RequestPasswordResetDocument = gql`
    mutation RequestPasswordReset($email: String!, $organizationName: String, $organizationId: ID) {
  requestPasswordReset(
    email: $email
    organizationName: $organizationName
    organizationId: $organizationId
  ) {
    ok
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const PasswordResetDocument = gql`
    mutation PasswordReset($token: String!, $newPassword: String!) {
  passwordReset(token: $token, newPassword: $newPassword) {
    ok
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const PaymentPlanDocument = gql`
    query PaymentPlan {
  me {
    id
    organization {
      id
      name
      subscription {
        id
        plan
        status
        endsAt
        cost
        currency
        paymentFailed
        paymentsEnabled
        billingPortalAvailable
        limitsUsage {
          ...LimitUsageFields
        }
      }
    }
  }
}
    ${LimitUsageFieldsFragmentDoc}`;
export const CreatePaymentSessionDocument = gql`
    mutation CreatePaymentSession($successUrl: String!, $cancelUrl: String!) {
  createPaymentSession(successUrl: $successUrl, cancelUrl: $cancelUrl) {
    paymentSession {
      id
      stripePaymentSessionId
      url
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const CreateCustomerPortalSessionDocument = gql`
    mutation CreateCustomerPortalSession($returnUrl: String!) {
  createCustomerPortalSession(returnUrl: $returnUrl) {
    url
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const CancelSubscriptionDocument = gql`
    mutation CancelSubscription {
  cancelSubscription {
    subscription {
      id
      status
      endsAt
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const VideoCaptionsDocument = gql`
    query VideoCaptions($id: ID!) {
  videoById(id: $id) {
    id
    captions {
      ...VideoCaptionFields
    }
  }
}
    ${VideoCaptionFieldsFragmentDoc}`;
export const CreateVideoCaptionDocument = gql`
    mutation CreateVideoCaption($videoId: ID!, $videoCaption: CreateVideoCaptionInput!) {
  createVideoCaption(videoId: $videoId, videoCaption: $videoCaption) {
    videoCaption {
      ...VideoCaptionFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoCaptionFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateVideoCaptionDocument = gql`
    mutation UpdateVideoCaption($id: ID!, $videoCaption: UpdateVideoCaptionInput!) {
  updateVideoCaption(id: $id, videoCaption: $videoCaption) {
    videoCaption {
      ...VideoCaptionFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoCaptionFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteVideoCaptionDocument = gql`
    mutation DeleteVideoCaption($id: ID!) {
  deleteVideoCaption(id: $id) {
    deletedVideoCaptionId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const VideoChaptersDocument = gql`
    query VideoChapters($videoId: ID!) {
  videoChapters(videoId: $videoId) {
    ...ChapterFields
  }
}
    ${ChapterFieldsFragmentDoc}`;
export const SuggestedChaptersDocument = gql`
    query SuggestedChapters($videoId: ID!) {
  suggestedChapters(videoId: $videoId) {
    startMs
    endMs
    startTimestamp
    title
    reasons
  }
}
    `;
export const SetVideoChaptersDocument = gql`
    mutation SetVideoChapters($videoId: ID!, $chapters: [ChapterInput!]!) {
  setVideoChapters(videoId: $videoId, chapters: $chapters) {
    videoId
    chapters {
      ...ChapterFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ChapterFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const D2CApiKeysDocument = gql`
    query D2CApiKeys($pageSize: Int, $page: Int, $orderBy: String, $revoked: Boolean) {
  d2cApiKeys(
    pageSize: $pageSize
    page: $page
    orderBy: $orderBy
    revoked: $revoked
  ) {
    nodes {
      ...D2CApiKeyFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${D2CApiKeyFieldsFragmentDoc}`;
export const CreateD2CApiKeyDocument = gql`
    mutation CreateD2CApiKey($name: String!) {
  createD2CApiKey(name: $name) {
    apiKey {
      ...D2CApiKeyFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${D2CApiKeyFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const RevokeD2CApiKeyDocument = gql`
    mutation RevokeD2CApiKey($id: ID!) {
  revokeD2CApiKey(id: $id) {
    apiKey {
      ...D2CApiKeyFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${D2CApiKeyFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const D2CTranscriptionsDocument = gql`
    query D2CTranscriptions($pageSize: Int, $page: Int, $orderBy: String) {
  d2cTranscriptions(pageSize: $pageSize, page: $page, orderBy: $orderBy) {
    nodes {
      id
      inputName
      jobName
      duration
      status
      created
      failureReason
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
  me {
    id
    organization {
      id
      subscription {
        id
        limitsUsage {
          ...LimitUsageFields
        }
      }
    }
  }
}
    ${LimitUsageFieldsFragmentDoc}`;
export const MeDocument = gql`
    query Me {
  me {
    id
    name
    email
    avatarUrl
    dateJoined
    permissions
    organization {
      id
      name
      logoUrl
      ownerId
      isMonetizationEnabled
      subscription {
        id
        plan
        status
        endsAt
        cost
      }
    }
  }
}
    `;
export const OrganizationMembersDocument = gql`
    query OrganizationMembers($id: ID, $isActive: Boolean, $isVerified: Boolean, $role: OrganizationRole, $search: String, $orderBy: String, $page: Int, $pageSize: Int) {
  organizationMembers(
    id: $id
    isActive: $isActive
    isVerified: $isVerified
    role: $role
    search: $search
    orderBy: $orderBy
    page: $page
    pageSize: $pageSize
  ) {
    nodes {
      ...MemberFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${MemberFieldsFragmentDoc}`;
export const InviteOrganizationMemberDocument = gql`
    mutation InviteOrganizationMember($email: String!, $role: OrganizationRole) {
  inviteOrganizationMember(email: $email, role: $role) {
    member {
      ...MemberFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MemberFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateOrganizationMemberDocument = gql`
    mutation UpdateOrganizationMember($id: ID!, $role: OrganizationRole!) {
  updateOrganizationMember(id: $id, role: $role) {
    member {
      ...MemberFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MemberFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const ToggleOrganizationMemberAccountDocument = gql`
    mutation ToggleOrganizationMemberAccount($id: ID!, $action: MemberToggleAction!) {
  toggleOrganizationMemberAccount(id: $id, action: $action) {
    member {
      ...MemberFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MemberFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const MicrositesDocument = gql`
    query Microsites($search: String, $orderBy: String = "-id", $page: Int, $pageSize: Int) {
  microsites(search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
    nodes {
      ...MicrositeRowFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${MicrositeRowFieldsFragmentDoc}`;
export const MicrositeByIdDocument = gql`
    query MicrositeById($id: ID!) {
  micrositeById(id: $id) {
    ...MicrositeFields
  }
}
    ${MicrositeFieldsFragmentDoc}`;
export const CreateMicrositeDocument = gql`
    mutation CreateMicrosite($microsite: CreateMicrositeInput!) {
  createMicrosite(microsite: $microsite) {
    microsite {
      ...MicrositeFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MicrositeFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateMicrositeDocument = gql`
    mutation UpdateMicrosite($id: ID!, $microsite: UpdateMicrositeInput!) {
  updateMicrosite(id: $id, microsite: $microsite) {
    microsite {
      ...MicrositeFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MicrositeFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateSectionsDocument = gql`
    mutation UpdateSections($micrositeId: ID!, $sections: [MicrositeSectionInput!]!) {
  updateSections(micrositeId: $micrositeId, sections: $sections) {
    microsite {
      ...MicrositeFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MicrositeFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteMicrositeLogoDocument = gql`
    mutation DeleteMicrositeLogo($id: ID!) {
  deleteMicrositeLogo(id: $id) {
    microsite {
      id
      logoUrl
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const DeleteMicrositeFaviconDocument = gql`
    mutation DeleteMicrositeFavicon($id: ID!) {
  deleteMicrositeFavicon(id: $id) {
    microsite {
      id
      faviconUrl
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const DeleteMicrositeDocument = gql`
    mutation DeleteMicrosite($id: ID!) {
  deleteMicrosite(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const MicrositeCreateContextDocument = gql`
    query MicrositeCreateContext {
  micrositeHost
  me {
    id
    organization {
      id
      subscription {
        id
        limitsUsage {
          limit {
            limit
            value
          }
          value
        }
      }
    }
  }
}
    `;
export const SuggestedMomentsDocument = gql`
    query SuggestedMoments($videoId: ID!) {
  suggestedMoments(videoId: $videoId) {
    start
    end
    startTimestamp
    endTimestamp
    title
    reasons
  }
}
    `;
export const MomentsDocument = gql`
    query Moments($title: String, $videoId: ID, $search: String, $page: Int, $pageSize: Int, $orderBy: String, $pageOf: ID) {
  moments(
    title: $title
    videoId: $videoId
    search: $search
    page: $page
    pageSize: $pageSize
    orderBy: $orderBy
    pageOf: $pageOf
  ) {
    nodes {
      ...MomentFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${MomentFieldsFragmentDoc}`;
export const MomentByIdDocument = gql`
    query MomentById($id: ID!, $publishingTargetId: ID) {
  momentById(id: $id, publishingTargetId: $publishingTargetId) {
    ...MomentFields
    publicMomentUrl
  }
}
    ${MomentFieldsFragmentDoc}`;
export const CreateMomentDocument = gql`
    mutation CreateMoment($videoId: ID!, $moment: CreateMomentInput!) {
  createMoment(videoId: $videoId, moment: $moment) {
    moment {
      ...MomentFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MomentFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateMomentDocument = gql`
    mutation UpdateMoment($id: ID!, $moment: UpdateMomentInput!) {
  updateMoment(id: $id, moment: $moment) {
    moment {
      ...MomentFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MomentFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const ToggleMomentDocument = gql`
    mutation ToggleMoment($action: MemberToggleAction!, $id: ID, $ids: [ID!]) {
  toggleMoment(action: $action, id: $id, ids: $ids) {
    moments {
      id
      visible
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const DeleteMomentDocument = gql`
    mutation DeleteMoment($id: ID, $ids: [ID!]) {
  deleteMoment(id: $id, ids: $ids) {
    deletedMomentId
    deletedMomentIds
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const SplitMomentDocument = gql`
    mutation SplitMoment($id: ID!, $playheadTimestamp: String!) {
  splitMoment(id: $id, playheadTimestamp: $playheadTimestamp) {
    moment {
      ...MomentFields
    }
    copy {
      ...MomentFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MomentFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const CreateMomentThumbnailDocument = gql`
    mutation CreateMomentThumbnail($momentId: ID!, $imageBase64: String!) {
  createMomentThumbnail(momentId: $momentId, imageBase64: $imageBase64) {
    thumbnail {
      ...MomentThumbnailFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${MomentThumbnailFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteMomentThumbnailDocument = gql`
    mutation DeleteMomentThumbnail($id: ID!) {
  deleteMomentThumbnail(id: $id) {
    deletedMomentThumbnailId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const OrganizationMonetizationSettingsDocument = gql`
    query OrganizationMonetizationSettings {
  me {
    id
    organization {
      id
      isMonetizationEnabled
      monetizationSettings {
        ...OrganizationMonetizationFields
      }
    }
  }
}
    ${OrganizationMonetizationFieldsFragmentDoc}`;
export const CreateOrganizationMonetizationDocument = gql`
    mutation CreateOrganizationMonetization($organizationMonetization: OrganizationMonetizationInput!) {
  createOrganizationMonetization(
    organizationMonetization: $organizationMonetization
  ) {
    organizationMonetization {
      ...OrganizationMonetizationFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${OrganizationMonetizationFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateOrganizationMonetizationDocument = gql`
    mutation UpdateOrganizationMonetization($id: ID!, $organizationMonetization: OrganizationMonetizationInput!) {
  updateOrganizationMonetization(
    id: $id
    organizationMonetization: $organizationMonetization
  ) {
    organizationMonetization {
      ...OrganizationMonetizationFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${OrganizationMonetizationFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteOrganizationMonetizationDocument = gql`
    mutation DeleteOrganizationMonetization($id: ID!) {
  deleteOrganizationMonetization(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const VideoMonetizationDocument = gql`
    query VideoMonetization($id: ID!) {
  videoById(id: $id) {
    id
    monetization {
      ...VideoMonetizationFields
    }
  }
}
    ${VideoMonetizationFieldsFragmentDoc}`;
export const UpdateVideoMonetizationDocument = gql`
    mutation UpdateVideoMonetization($videoId: ID!, $monetization: VideoMonetizationInput!) {
  updateVideoMonetization(videoId: $videoId, monetization: $monetization) {
    videoId
    monetization {
      ...VideoMonetizationFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoMonetizationFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const ObjectsDocument = gql`
    query Objects($videoId: ID, $title: String, $search: String, $visible: Boolean, $promote: Boolean, $page: Int, $pageSize: Int, $orderBy: String) {
  objects(
    videoId: $videoId
    title: $title
    search: $search
    visible: $visible
    promote: $promote
    page: $page
    pageSize: $pageSize
    orderBy: $orderBy
  ) {
    nodes {
      ...ObjectAnnotationFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${ObjectAnnotationFieldsFragmentDoc}`;
export const ObjectByIdDocument = gql`
    query ObjectById($id: ID!) {
  objectById(id: $id) {
    ...ObjectAnnotationFields
    video {
      id
      title
      status
      duration
    }
  }
}
    ${ObjectAnnotationFieldsFragmentDoc}`;
export const VideoObjectsStateDocument = gql`
    query VideoObjectsState($id: ID!) {
  videoById(id: $id) {
    id
    title
    status
    duration
    objectsCount
    objectDetection {
      status
      percent
      failureReason
    }
  }
}
    `;
export const CreateObjectAnnotationDocument = gql`
    mutation CreateObjectAnnotation($videoId: ID!, $objectAnnotation: CreateObjectAnnotationInput!) {
  createObjectAnnotation(videoId: $videoId, objectAnnotation: $objectAnnotation) {
    objectAnnotation {
      ...ObjectAnnotationFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ObjectAnnotationFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateObjectAnnotationDocument = gql`
    mutation UpdateObjectAnnotation($objectId: ID!, $objectAnnotation: UpdateObjectAnnotationInput!) {
  updateObjectAnnotation(objectId: $objectId, objectAnnotation: $objectAnnotation) {
    objectAnnotation {
      ...ObjectAnnotationFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ObjectAnnotationFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteObjectAnnotationDocument = gql`
    mutation DeleteObjectAnnotation($id: ID, $ids: [ID!]) {
  deleteObjectAnnotation(id: $id, ids: $ids) {
    deletedObjectAnnotationId
    deletedObjectAnnotationIds
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const ToggleObjectAnnotationDocument = gql`
    mutation ToggleObjectAnnotation($id: ID, $ids: [ID!], $videoId: ID!, $action: MemberToggleAction!, $field: ObjectToggleField) {
  toggleObjectAnnotation(
    id: $id
    ids: $ids
    videoId: $videoId
    action: $action
    field: $field
  ) {
    objectAnnotations {
      id
      visible
      promote
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const CreateObjectThumbnailDocument = gql`
    mutation CreateObjectThumbnail($objectId: ID!, $imageBase64: String!) {
  createObjectThumbnail(objectId: $objectId, imageBase64: $imageBase64) {
    thumbnail {
      ...ObjectThumbnailFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ObjectThumbnailFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteObjectThumbnailDocument = gql`
    mutation DeleteObjectThumbnail($id: ID!) {
  deleteObjectThumbnail(id: $id) {
    deletedObjectThumbnailId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const UpdateOrganizationDocument = gql`
    mutation UpdateOrganization($name: String, $logo: String, $isMonetizationEnabled: Boolean) {
  updateOrganization(
    name: $name
    logo: $logo
    isMonetizationEnabled: $isMonetizationEnabled
  ) {
    organization {
      id
      name
      logoUrl
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const DeleteOrganizationLogoDocument = gql`
    mutation DeleteOrganizationLogo {
  deleteOrganizationLogo {
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const EndCardsDocument = gql`
    query EndCards($page: Int, $pageSize: Int, $orderBy: String, $search: String) {
  endCards(page: $page, pageSize: $pageSize, orderBy: $orderBy, search: $search) {
    nodes {
      ...EndCardRowFields
    }
    totalCount
  }
}
    ${EndCardRowFieldsFragmentDoc}`;
export const EndCardByIdDocument = gql`
    query EndCardById($id: ID!) {
  endCardById(id: $id) {
    ...EndCardFields
  }
}
    ${EndCardFieldsFragmentDoc}`;
export const CreateEndCardDocument = gql`
    mutation CreateEndCard($endCard: EndCardInput!) {
  createEndCard(endCard: $endCard) {
    endCard {
      ...EndCardFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${EndCardFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateEndCardDocument = gql`
    mutation UpdateEndCard($id: ID!, $endCard: EndCardInput!) {
  updateEndCard(id: $id, endCard: $endCard) {
    endCard {
      ...EndCardFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${EndCardFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteEndCardDocument = gql`
    mutation DeleteEndCard($id: ID!) {
  deleteEndCard(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const CtasDocument = gql`
    query Ctas($typeFilter: CtaType, $orderBy: String, $search: String, $page: Int, $pageSize: Int) {
  ctas(
    typeFilter: $typeFilter
    orderBy: $orderBy
    search: $search
    page: $page
    pageSize: $pageSize
  ) {
    nodes {
      ...CtaRowFields
    }
    totalCount
  }
}
    ${CtaRowFieldsFragmentDoc}`;
export const ButtonCtaByIdDocument = gql`
    query ButtonCtaById($id: ID!) {
  buttonCtaById(id: $id) {
    ...ButtonCtaFields
  }
}
    ${ButtonCtaFieldsFragmentDoc}`;
export const ImageCtaByIdDocument = gql`
    query ImageCtaById($id: ID!) {
  imageCtaById(id: $id) {
    ...ImageCtaFields
  }
}
    ${ImageCtaFieldsFragmentDoc}`;
export const CreateButtonCtaDocument = gql`
    mutation CreateButtonCta($buttonCta: ButtonCtaInput!) {
  createButtonCta(button_cta: $buttonCta) {
    buttonCta {
      ...ButtonCtaFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ButtonCtaFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateButtonCtaDocument = gql`
    mutation UpdateButtonCta($id: ID!, $buttonCta: ButtonCtaInput!) {
  updateButtonCta(id: $id, button_cta: $buttonCta) {
    buttonCta {
      ...ButtonCtaFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ButtonCtaFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const CreateImageCtaDocument = gql`
    mutation CreateImageCta($imageCta: ImageCtaInput!) {
  createImageCta(image_cta: $imageCta) {
    imageCta {
      ...ImageCtaFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ImageCtaFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateImageCtaDocument = gql`
    mutation UpdateImageCta($id: ID!, $imageCta: ImageCtaInput!) {
  updateImageCta(id: $id, image_cta: $imageCta) {
    imageCta {
      ...ImageCtaFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ImageCtaFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteCtaDocument = gql`
    mutation DeleteCta($id: ID!) {
  deleteCta(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const PlaylistsDocument = gql`
    query Playlists($search: String, $orderBy: String, $page: Int, $pageSize: Int, $contentType: PlaylistContentType, $itemsOrderBy: PlaylistItemsOrder) {
  playlists(
    search: $search
    orderBy: $orderBy
    page: $page
    pageSize: $pageSize
    contentType: $contentType
    itemsOrderBy: $itemsOrderBy
  ) {
    nodes {
      ...PlaylistRowFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${PlaylistRowFieldsFragmentDoc}`;
export const PlaylistPickerDocument = gql`
    query PlaylistPicker($manualVideoId: ID, $manualMomentId: ID, $excludeManualVideoId: ID, $excludeManualMomentId: ID, $search: String, $pageSize: Int = 999, $orderBy: String = "name") {
  included: playlists(
    manualVideoId: $manualVideoId
    manualMomentId: $manualMomentId
    search: $search
    pageSize: $pageSize
    orderBy: $orderBy
  ) {
    nodes {
      ...PlaylistRowFields
    }
    totalCount
  }
  excluded: playlists(
    excludeManualVideoId: $excludeManualVideoId
    excludeManualMomentId: $excludeManualMomentId
    search: $search
    pageSize: $pageSize
    orderBy: $orderBy
  ) {
    nodes {
      ...PlaylistRowFields
    }
    totalCount
  }
}
    ${PlaylistRowFieldsFragmentDoc}`;
export const PlaylistByIdDocument = gql`
    query PlaylistById($id: ID!, $page: Int, $pageSize: Int) {
  playlistById(id: $id, page: $page, pageSize: $pageSize) {
    ...PlaylistRowFields
    items {
      nodes {
        ...PlaylistItemFields
      }
      totalCount
      pageInfo {
        hasNextPage
        totalPages
        pageNumber
        pageSize
      }
    }
  }
}
    ${PlaylistRowFieldsFragmentDoc}
${PlaylistItemFieldsFragmentDoc}`;
export const PlaylistCandidatesDocument = gql`
    query PlaylistCandidates($contentType: PlaylistContentType!, $itemsOrderBy: PlaylistItemsOrder, $filterBy: PlaylistFilterBy, $filterValue: String, $search: String, $page: Int, $pageSize: Int) {
  playlistCandidates(
    contentType: $contentType
    itemsOrderBy: $itemsOrderBy
    filterBy: $filterBy
    filterValue: $filterValue
    search: $search
    page: $page
    pageSize: $pageSize
  ) {
    nodes {
      ...PlaylistItemFields
    }
    totalCount
    pageInfo {
      hasNextPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${PlaylistItemFieldsFragmentDoc}`;
export const CreatePlaylistDocument = gql`
    mutation CreatePlaylist($playlist: PlaylistInput!) {
  createPlaylist(playlist: $playlist) {
    playlist {
      ...PlaylistRowFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${PlaylistRowFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdatePlaylistDocument = gql`
    mutation UpdatePlaylist($id: ID!, $playlist: PlaylistInput!) {
  updatePlaylist(id: $id, playlist: $playlist) {
    playlist {
      ...PlaylistRowFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${PlaylistRowFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeletePlaylistDocument = gql`
    mutation DeletePlaylist($id: ID!) {
  deletePlaylist(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const AddToPlaylistDocument = gql`
    mutation AddToPlaylist($itemId: ID!, $id: ID!) {
  addToPlaylist(itemId: $itemId, id: $id) {
    playlist {
      ...PlaylistRowFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${PlaylistRowFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const VideoPromotedContentSettingsDocument = gql`
    query VideoPromotedContentSettings($id: ID!) {
  videoById(id: $id) {
    id
    promotedContentSettings {
      ...PromotedContentSettingsFields
    }
  }
}
    ${PromotedContentSettingsFieldsFragmentDoc}`;
export const UpdateVideoPromotedContentSettingsDocument = gql`
    mutation UpdateVideoPromotedContentSettings($videoId: ID!, $promotedContentSettings: PromotedContentSettingsInput!) {
  updateVideoPromotedContentSettings(
    videoId: $videoId
    promotedContentSettings: $promotedContentSettings
  ) {
    videoId
    promotedContentSettings {
      ...PromotedContentSettingsFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${PromotedContentSettingsFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const ToggleVideoPromotedContentDocument = gql`
    mutation ToggleVideoPromotedContent($videoId: ID!, $action: MemberToggleAction!) {
  toggleVideoPromotedContent(videoId: $videoId, action: $action) {
    videoId
    promotedContentSettings {
      ...PromotedContentSettingsFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${PromotedContentSettingsFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const PublishingTargetsDocument = gql`
    query PublishingTargets($videoId: ID) {
  me {
    id
    organization {
      id
      publishingTargets(videoId: $videoId) {
        ...PublishingTargetFields
      }
      externalPublishingTargets(videoId: $videoId) {
        ...PublishingTargetFields
      }
    }
  }
}
    ${PublishingTargetFieldsFragmentDoc}`;
export const VideoPublishingDocument = gql`
    query VideoPublishing($id: ID!) {
  videoById(id: $id) {
    ...VideoPublishingFields
  }
}
    ${VideoPublishingFieldsFragmentDoc}`;
export const PublishVideoDocument = gql`
    mutation PublishVideo($id: ID!, $publishingTargetIds: [ID!]!, $scheduledPublishDate: DateTime, $youtubeOptions: YouTubeOptionsInput) {
  publishVideo(
    id: $id
    publishingTargetIds: $publishingTargetIds
    scheduledPublishDate: $scheduledPublishDate
    youtubeOptions: $youtubeOptions
  ) {
    video {
      ...VideoPublishingFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoPublishingFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const PublishYouTubeDocument = gql`
    mutation PublishYouTube($id: ID!, $options: YouTubeOptionsInput) {
  publishYouTube(id: $id, options: $options) {
    video {
      ...VideoPublishingFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoPublishingFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UnpublishVideoDocument = gql`
    mutation UnpublishVideo($videoId: ID!, $targetTypes: [PublishingTargetType!]) {
  unpublishVideo(videoId: $videoId, targetTypes: $targetTypes) {
    video {
      ...VideoPublishingFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoPublishingFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UnpublishYouTubeDocument = gql`
    mutation UnpublishYouTube($videoId: ID!) {
  unpublishYouTube(videoId: $videoId) {
    video {
      ...VideoPublishingFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoPublishingFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const CancelScheduledPublishDocument = gql`
    mutation CancelScheduledPublish($videoId: ID!) {
  cancelScheduledPublish(videoId: $videoId) {
    video {
      ...VideoPublishingFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoPublishingFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const CancelScheduledPublishYouTubeDocument = gql`
    mutation CancelScheduledPublishYouTube($videoId: ID!) {
  cancelScheduledPublishYouTube(videoId: $videoId) {
    video {
      ...VideoPublishingFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoPublishingFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const OrganizationSocialMediaDocument = gql`
    query OrganizationSocialMedia {
  me {
    id
    organization {
      id
      socialMedia {
        ...SocialMediaPlatformFields
      }
    }
  }
}
    ${SocialMediaPlatformFieldsFragmentDoc}`;
export const OrganizationShareSocialMediaIconsDocument = gql`
    query OrganizationShareSocialMediaIcons {
  me {
    id
    organization {
      id
      shareSocialMediaIcons {
        ...ShareSocialMediaIconFields
      }
    }
  }
}
    ${ShareSocialMediaIconFieldsFragmentDoc}`;
export const CreateSocialMediaPlatformDocument = gql`
    mutation CreateSocialMediaPlatform($socialMediaPlatform: SocialMediaPlatformInput!) {
  createSocialMediaPlatform(socialMediaPlatform: $socialMediaPlatform) {
    socialMediaPlatform {
      ...SocialMediaPlatformFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${SocialMediaPlatformFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateSocialMediaPlatformDocument = gql`
    mutation UpdateSocialMediaPlatform($id: ID!, $socialMediaPlatform: SocialMediaPlatformInput!) {
  updateSocialMediaPlatform(id: $id, socialMediaPlatform: $socialMediaPlatform) {
    socialMediaPlatform {
      ...SocialMediaPlatformFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${SocialMediaPlatformFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteSocialMediaPlatformDocument = gql`
    mutation DeleteSocialMediaPlatform($id: ID!) {
  deleteSocialMediaPlatform(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const UpdateShareSocialMediaIconsDocument = gql`
    mutation UpdateShareSocialMediaIcons($id: ID!, $icons: [ShareSocialMediaIconInput!]!) {
  updateShareSocialMediaIcons(id: $id, icons: $icons) {
    shareSocialMediaIcons {
      ...ShareSocialMediaIconFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ShareSocialMediaIconFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const GetVideoTranscriptionDocument = gql`
    query GetVideoTranscription($videoId: ID!, $page: Int, $pageSize: Int, $startTimestampFrom: String, $endTimestampTo: String, $timestampsRangeFrom: String, $timestampsRangeTo: String, $tokenType: TokenType, $speakerLabel: String, $search: String) {
  videoById(id: $videoId) {
    id
    duration
    transcriptionStatus
    transcriptionFailureReason
  }
  transcription(
    videoId: $videoId
    page: $page
    pageSize: $pageSize
    startTimestampFrom: $startTimestampFrom
    endTimestampTo: $endTimestampTo
    timestampsRangeFrom: $timestampsRangeFrom
    timestampsRangeTo: $timestampsRangeTo
    tokenType: $tokenType
    speakerLabel: $speakerLabel
    search: $search
  ) {
    id
    languageCode
    segments {
      totalCount
      nodes {
        ...TranscriptSegmentFields
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        totalPages
        pageNumber
        pageSize
      }
    }
  }
}
    ${TranscriptSegmentFieldsFragmentDoc}`;
export const SearchTranscriptsDocument = gql`
    query SearchTranscripts($search: String!, $page: Int, $pageSize: Int) {
  searchTranscripts(search: $search, page: $page, pageSize: $pageSize) {
    nodes {
      video {
        id
        title
      }
      segment {
        id
        text
        startTimestamp
        endTimestamp
      }
      snippet
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    `;
export const VideoLeaveStateDocument = gql`
    query VideoLeaveState($id: ID!) {
  videoById(id: $id) {
    id
    status
  }
}
    `;
export const UpdateVideoDocument = gql`
    mutation UpdateVideo($id: ID!, $video: UpdateVideoInput!) {
  updateVideo(id: $id, video: $video) {
    video {
      ...VideoFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const CreateVideoThumbnailDocument = gql`
    mutation CreateVideoThumbnail($videoId: ID!, $imageBase64: String!) {
  createVideoThumbnail(videoId: $videoId, imageBase64: $imageBase64) {
    thumbnail {
      id
      imageUrl
      source
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const DeleteVideoThumbnailDocument = gql`
    mutation DeleteVideoThumbnail($id: ID!) {
  deleteVideoThumbnail(id: $id) {
    deletedVideoThumbnailId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const VideoOverlaysDocument = gql`
    query VideoOverlays($id: ID!) {
  videoById(id: $id) {
    ...VideoFields
    endCardId
    endCard {
      id
      name
    }
    ctaTimestamps {
      ...CtaTimestampFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${CtaTimestampFieldsFragmentDoc}`;
export const CreateVideoCtasDocument = gql`
    mutation CreateVideoCtas($videoId: ID!, $videoCtas: VideoCtasInput!) {
  createVideoCtas(videoId: $videoId, video_ctas: $videoCtas) {
    videoId
    ctaTimestamps {
      ...CtaTimestampFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${CtaTimestampFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateVideoCtasDocument = gql`
    mutation UpdateVideoCtas($videoId: ID!, $videoCtas: VideoCtasInput!) {
  updateVideoCtas(videoId: $videoId, video_ctas: $videoCtas) {
    videoId
    ctaTimestamps {
      ...CtaTimestampFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${CtaTimestampFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const VideosDocument = gql`
    query Videos($page: Int, $pageSize: Int, $orderBy: String, $search: String, $distinctGlobalId: Boolean) {
  videos(
    page: $page
    pageSize: $pageSize
    orderBy: $orderBy
    search: $search
    distinctGlobalId: $distinctGlobalId
  ) {
    nodes {
      ...VideoFields
      duplicates {
        ...VideoDuplicateFields
      }
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${VideoFieldsFragmentDoc}
${VideoDuplicateFieldsFragmentDoc}`;
export const VideoByIdDocument = gql`
    query VideoById($id: ID!) {
  videoById(id: $id) {
    ...VideoFields
    duplicates {
      ...VideoDuplicateFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${VideoDuplicateFieldsFragmentDoc}`;
export const UploadLocalVideoDocument = gql`
    mutation UploadLocalVideo($filename: String!, $multipart: Boolean, $pipelineType: PipelineType) {
  uploadLocalVideo(
    filename: $filename
    multipart: $multipart
    pipelineType: $pipelineType
  ) {
    video {
      ...VideoFields
    }
    videoUploadUrl
    key
    uploadId
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const NewLocalVideoUploadPartDocument = gql`
    mutation NewLocalVideoUploadPart($videoId: ID!, $partNumber: Int!) {
  newLocalVideoUploadPart(videoId: $videoId, partNumber: $partNumber) {
    videoUploadUrl
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const LocalVideoUploadPartsDocument = gql`
    query LocalVideoUploadParts($videoId: ID!) {
  localVideoUploadParts(videoId: $videoId) {
    partNumber
    etag
    size
  }
}
    `;
export const ConfirmLocalVideoUploadDocument = gql`
    mutation ConfirmLocalVideoUpload($videoId: ID!, $key: String!, $parts: [UploadedPartInput!]) {
  confirmLocalVideoUpload(videoId: $videoId, key: $key, parts: $parts) {
    video {
      ...VideoFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const CancelLocalVideoUploadDocument = gql`
    mutation CancelLocalVideoUpload($videoId: ID!, $key: String!) {
  cancelLocalVideoUpload(videoId: $videoId, key: $key) {
    deletedVideoId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const UploadRemoteVideoDocument = gql`
    mutation UploadRemoteVideo($url: String!, $pipelineType: PipelineType) {
  uploadRemoteVideo(url: $url, pipelineType: $pipelineType) {
    video {
      ...VideoFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteVideoDocument = gql`
    mutation DeleteVideo($id: ID, $ids: [ID!]) {
  deleteVideo(id: $id, ids: $ids) {
    deletedVideoId
    deletedVideoIds
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const DuplicateVideoDocument = gql`
    mutation DuplicateVideo($id: ID!) {
  duplicateVideo(id: $id) {
    video {
      ...VideoFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const ReprocessFailedVideoDocument = gql`
    mutation ReprocessFailedVideo($id: ID!) {
  reprocessFailedVideo(id: $id) {
    video {
      ...VideoFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const CarouselsDocument = gql`
    query Carousels($page: Int, $pageSize: Int, $orderBy: String, $search: String) {
  carousels(page: $page, pageSize: $pageSize, orderBy: $orderBy, search: $search) {
    nodes {
      ...CarouselRowFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${CarouselRowFieldsFragmentDoc}`;
export const CarouselByIdDocument = gql`
    query CarouselById($id: ID!) {
  carousels(id: $id) {
    nodes {
      ...CarouselFields
    }
  }
}
    ${CarouselFieldsFragmentDoc}`;
export const CarouselMomentsDocument = gql`
    query CarouselMoments($carouselId: ID!, $search: String, $page: Int, $pageSize: Int) {
  carouselMoments(
    carouselId: $carouselId
    search: $search
    page: $page
    pageSize: $pageSize
  ) {
    nodes {
      ...CarouselMomentFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${CarouselMomentFieldsFragmentDoc}`;
export const CreateCarouselDocument = gql`
    mutation CreateCarousel($carousel: CreateCarouselInput!) {
  createCarousel(carousel: $carousel) {
    carousel {
      ...CarouselFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${CarouselFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateCarouselDocument = gql`
    mutation UpdateCarousel($id: ID!, $carousel: UpdateCarouselInput!, $carouselStyle: WidgetStyleInput) {
  updateCarousel(id: $id, carousel: $carousel, carouselStyle: $carouselStyle) {
    carousel {
      ...CarouselFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${CarouselFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteCarouselDocument = gql`
    mutation DeleteCarousel($id: ID!) {
  deleteCarousel(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const WidgetPresetsDocument = gql`
    query WidgetPresets($id: ID, $search: String, $orderBy: String, $page: Int, $pageSize: Int) {
  widgetPresets(
    id: $id
    search: $search
    orderBy: $orderBy
    page: $page
    pageSize: $pageSize
  ) {
    nodes {
      ...WidgetPresetFields
    }
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      pageNumber
      pageSize
    }
  }
}
    ${WidgetPresetFieldsFragmentDoc}`;
export const WidgetPresetByIdDocument = gql`
    query WidgetPresetById($id: ID!) {
  widgetPresetById(id: $id) {
    ...WidgetPresetFields
  }
}
    ${WidgetPresetFieldsFragmentDoc}`;
export const CreateWidgetPresetDocument = gql`
    mutation CreateWidgetPreset($style: WidgetStyleInput, $widgetPreset: WidgetPresetInput!) {
  createWidgetPreset(style: $style, widgetPreset: $widgetPreset) {
    widgetPreset {
      ...WidgetPresetFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${WidgetPresetFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const UpdateWidgetPresetDocument = gql`
    mutation UpdateWidgetPreset($id: ID!, $style: WidgetStyleInput, $widgetPreset: WidgetPresetInput) {
  updateWidgetPreset(id: $id, style: $style, widgetPreset: $widgetPreset) {
    widgetPreset {
      ...WidgetPresetFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${WidgetPresetFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const DeleteWidgetPresetDocument = gql`
    mutation DeleteWidgetPreset($id: ID!) {
  deleteWidgetPreset(id: $id) {
    deletedId
    errors {
      ...ErrorFields
    }
  }
}
    ${ErrorFieldsFragmentDoc}`;
export const PublishWidgetDocument = gql`
    mutation PublishWidget($id: ID!) {
  publishWidget(id: $id) {
    video {
      ...VideoPublishingFields
    }
    errors {
      ...ErrorFields
    }
  }
}
    ${VideoPublishingFieldsFragmentDoc}
${ErrorFieldsFragmentDoc}`;
export const AuthorizedServicesDocument = gql`
    query AuthorizedServices($service: AuthorizedServiceName) {
  me {
    id
    authorizedServices(service: $service) {
      accountName
      service
    }
  }
}
    `;
export const AvailableYouTubeCategoriesDocument = gql`
    query AvailableYouTubeCategories($regionCode: String, $languageCode: String) {
  availableYouTubeCategories(regionCode: $regionCode, languageCode: $languageCode) {
    id
    category
    title
  }
}
    `;
export type Requester<C = {}> = <R, V>(doc: DocumentNode, vars?: V, options?: C) => Promise<R> | AsyncIterable<R>
export function getSdk<C>(requester: Requester<C>) {
  return {
    UpdateEmailRequest(variables: UpdateEmailRequestMutationVariables, options?: C): Promise<UpdateEmailRequestMutation> {
      return requester<UpdateEmailRequestMutation, UpdateEmailRequestMutationVariables>(UpdateEmailRequestDocument, variables, options) as Promise<UpdateEmailRequestMutation>;
    },
    UpdateUserEmail(variables: UpdateUserEmailMutationVariables, options?: C): Promise<UpdateUserEmailMutation> {
      return requester<UpdateUserEmailMutation, UpdateUserEmailMutationVariables>(UpdateUserEmailDocument, variables, options) as Promise<UpdateUserEmailMutation>;
    },
    UpdateAccountDetails(variables: UpdateAccountDetailsMutationVariables, options?: C): Promise<UpdateAccountDetailsMutation> {
      return requester<UpdateAccountDetailsMutation, UpdateAccountDetailsMutationVariables>(UpdateAccountDetailsDocument, variables, options) as Promise<UpdateAccountDetailsMutation>;
    },
    DeleteAvatar(variables?: DeleteAvatarMutationVariables, options?: C): Promise<DeleteAvatarMutation> {
      return requester<DeleteAvatarMutation, DeleteAvatarMutationVariables>(DeleteAvatarDocument, variables, options) as Promise<DeleteAvatarMutation>;
    },
    UpdatePassword(variables: UpdatePasswordMutationVariables, options?: C): Promise<UpdatePasswordMutation> {
      return requester<UpdatePasswordMutation, UpdatePasswordMutationVariables>(UpdatePasswordDocument, variables, options) as Promise<UpdatePasswordMutation>;
    },
    VideoAnalytics(variables: VideoAnalyticsQueryVariables, options?: C): Promise<VideoAnalyticsQuery> {
      return requester<VideoAnalyticsQuery, VideoAnalyticsQueryVariables>(VideoAnalyticsDocument, variables, options) as Promise<VideoAnalyticsQuery>;
    },
    MomentAnalytics(variables: MomentAnalyticsQueryVariables, options?: C): Promise<MomentAnalyticsQuery> {
      return requester<MomentAnalyticsQuery, MomentAnalyticsQueryVariables>(MomentAnalyticsDocument, variables, options) as Promise<MomentAnalyticsQuery>;
    },
    AnalyticsOverview(variables?: AnalyticsOverviewQueryVariables, options?: C): Promise<AnalyticsOverviewQuery> {
      return requester<AnalyticsOverviewQuery, AnalyticsOverviewQueryVariables>(AnalyticsOverviewDocument, variables, options) as Promise<AnalyticsOverviewQuery>;
    },
    TokenAuth(variables: TokenAuthMutationVariables, options?: C): Promise<TokenAuthMutation> {
      return requester<TokenAuthMutation, TokenAuthMutationVariables>(TokenAuthDocument, variables, options) as Promise<TokenAuthMutation>;
    },
    RegisterOrganizationOwner(variables: RegisterOrganizationOwnerMutationVariables, options?: C): Promise<RegisterOrganizationOwnerMutation> {
      return requester<RegisterOrganizationOwnerMutation, RegisterOrganizationOwnerMutationVariables>(RegisterOrganizationOwnerDocument, variables, options) as Promise<RegisterOrganizationOwnerMutation>;
    },
    CreateOrganization(variables: CreateOrganizationMutationVariables, options?: C): Promise<CreateOrganizationMutation> {
      return requester<CreateOrganizationMutation, CreateOrganizationMutationVariables>(CreateOrganizationDocument, variables, options) as Promise<CreateOrganizationMutation>;
    },
    VerifyOrganizationMemberAccount(variables: VerifyOrganizationMemberAccountMutationVariables, options?: C): Promise<VerifyOrganizationMemberAccountMutation> {
      return requester<VerifyOrganizationMemberAccountMutation, VerifyOrganizationMemberAccountMutationVariables>(VerifyOrganizationMemberAccountDocument, variables, options) as Promise<VerifyOrganizationMemberAccountMutation>;
    },
    RequestPasswordReset(variables: RequestPasswordResetMutationVariables, options?: C): Promise<RequestPasswordResetMutation> {
      return requester<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, variables, options) as Promise<RequestPasswordResetMutation>;
    },
    PasswordReset(variables: PasswordResetMutationVariables, options?: C): Promise<PasswordResetMutation> {
      return requester<PasswordResetMutation, PasswordResetMutationVariables>(PasswordResetDocument, variables, options) as Promise<PasswordResetMutation>;
    },
    PaymentPlan(variables?: PaymentPlanQueryVariables, options?: C): Promise<PaymentPlanQuery> {
      return requester<PaymentPlanQuery, PaymentPlanQueryVariables>(PaymentPlanDocument, variables, options) as Promise<PaymentPlanQuery>;
    },
    CreatePaymentSession(variables: CreatePaymentSessionMutationVariables, options?: C): Promise<CreatePaymentSessionMutation> {
      return requester<CreatePaymentSessionMutation, CreatePaymentSessionMutationVariables>(CreatePaymentSessionDocument, variables, options) as Promise<CreatePaymentSessionMutation>;
    },
    CreateCustomerPortalSession(variables: CreateCustomerPortalSessionMutationVariables, options?: C): Promise<CreateCustomerPortalSessionMutation> {
      return requester<CreateCustomerPortalSessionMutation, CreateCustomerPortalSessionMutationVariables>(CreateCustomerPortalSessionDocument, variables, options) as Promise<CreateCustomerPortalSessionMutation>;
    },
    CancelSubscription(variables?: CancelSubscriptionMutationVariables, options?: C): Promise<CancelSubscriptionMutation> {
      return requester<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>(CancelSubscriptionDocument, variables, options) as Promise<CancelSubscriptionMutation>;
    },
    VideoCaptions(variables: VideoCaptionsQueryVariables, options?: C): Promise<VideoCaptionsQuery> {
      return requester<VideoCaptionsQuery, VideoCaptionsQueryVariables>(VideoCaptionsDocument, variables, options) as Promise<VideoCaptionsQuery>;
    },
    CreateVideoCaption(variables: CreateVideoCaptionMutationVariables, options?: C): Promise<CreateVideoCaptionMutation> {
      return requester<CreateVideoCaptionMutation, CreateVideoCaptionMutationVariables>(CreateVideoCaptionDocument, variables, options) as Promise<CreateVideoCaptionMutation>;
    },
    UpdateVideoCaption(variables: UpdateVideoCaptionMutationVariables, options?: C): Promise<UpdateVideoCaptionMutation> {
      return requester<UpdateVideoCaptionMutation, UpdateVideoCaptionMutationVariables>(UpdateVideoCaptionDocument, variables, options) as Promise<UpdateVideoCaptionMutation>;
    },
    DeleteVideoCaption(variables: DeleteVideoCaptionMutationVariables, options?: C): Promise<DeleteVideoCaptionMutation> {
      return requester<DeleteVideoCaptionMutation, DeleteVideoCaptionMutationVariables>(DeleteVideoCaptionDocument, variables, options) as Promise<DeleteVideoCaptionMutation>;
    },
    VideoChapters(variables: VideoChaptersQueryVariables, options?: C): Promise<VideoChaptersQuery> {
      return requester<VideoChaptersQuery, VideoChaptersQueryVariables>(VideoChaptersDocument, variables, options) as Promise<VideoChaptersQuery>;
    },
    SuggestedChapters(variables: SuggestedChaptersQueryVariables, options?: C): Promise<SuggestedChaptersQuery> {
      return requester<SuggestedChaptersQuery, SuggestedChaptersQueryVariables>(SuggestedChaptersDocument, variables, options) as Promise<SuggestedChaptersQuery>;
    },
    SetVideoChapters(variables: SetVideoChaptersMutationVariables, options?: C): Promise<SetVideoChaptersMutation> {
      return requester<SetVideoChaptersMutation, SetVideoChaptersMutationVariables>(SetVideoChaptersDocument, variables, options) as Promise<SetVideoChaptersMutation>;
    },
    D2CApiKeys(variables?: D2CApiKeysQueryVariables, options?: C): Promise<D2CApiKeysQuery> {
      return requester<D2CApiKeysQuery, D2CApiKeysQueryVariables>(D2CApiKeysDocument, variables, options) as Promise<D2CApiKeysQuery>;
    },
    CreateD2CApiKey(variables: CreateD2CApiKeyMutationVariables, options?: C): Promise<CreateD2CApiKeyMutation> {
      return requester<CreateD2CApiKeyMutation, CreateD2CApiKeyMutationVariables>(CreateD2CApiKeyDocument, variables, options) as Promise<CreateD2CApiKeyMutation>;
    },
    RevokeD2CApiKey(variables: RevokeD2CApiKeyMutationVariables, options?: C): Promise<RevokeD2CApiKeyMutation> {
      return requester<RevokeD2CApiKeyMutation, RevokeD2CApiKeyMutationVariables>(RevokeD2CApiKeyDocument, variables, options) as Promise<RevokeD2CApiKeyMutation>;
    },
    D2CTranscriptions(variables?: D2CTranscriptionsQueryVariables, options?: C): Promise<D2CTranscriptionsQuery> {
      return requester<D2CTranscriptionsQuery, D2CTranscriptionsQueryVariables>(D2CTranscriptionsDocument, variables, options) as Promise<D2CTranscriptionsQuery>;
    },
    Me(variables?: MeQueryVariables, options?: C): Promise<MeQuery> {
      return requester<MeQuery, MeQueryVariables>(MeDocument, variables, options) as Promise<MeQuery>;
    },
    OrganizationMembers(variables?: OrganizationMembersQueryVariables, options?: C): Promise<OrganizationMembersQuery> {
      return requester<OrganizationMembersQuery, OrganizationMembersQueryVariables>(OrganizationMembersDocument, variables, options) as Promise<OrganizationMembersQuery>;
    },
    InviteOrganizationMember(variables: InviteOrganizationMemberMutationVariables, options?: C): Promise<InviteOrganizationMemberMutation> {
      return requester<InviteOrganizationMemberMutation, InviteOrganizationMemberMutationVariables>(InviteOrganizationMemberDocument, variables, options) as Promise<InviteOrganizationMemberMutation>;
    },
    UpdateOrganizationMember(variables: UpdateOrganizationMemberMutationVariables, options?: C): Promise<UpdateOrganizationMemberMutation> {
      return requester<UpdateOrganizationMemberMutation, UpdateOrganizationMemberMutationVariables>(UpdateOrganizationMemberDocument, variables, options) as Promise<UpdateOrganizationMemberMutation>;
    },
    ToggleOrganizationMemberAccount(variables: ToggleOrganizationMemberAccountMutationVariables, options?: C): Promise<ToggleOrganizationMemberAccountMutation> {
      return requester<ToggleOrganizationMemberAccountMutation, ToggleOrganizationMemberAccountMutationVariables>(ToggleOrganizationMemberAccountDocument, variables, options) as Promise<ToggleOrganizationMemberAccountMutation>;
    },
    Microsites(variables?: MicrositesQueryVariables, options?: C): Promise<MicrositesQuery> {
      return requester<MicrositesQuery, MicrositesQueryVariables>(MicrositesDocument, variables, options) as Promise<MicrositesQuery>;
    },
    MicrositeById(variables: MicrositeByIdQueryVariables, options?: C): Promise<MicrositeByIdQuery> {
      return requester<MicrositeByIdQuery, MicrositeByIdQueryVariables>(MicrositeByIdDocument, variables, options) as Promise<MicrositeByIdQuery>;
    },
    CreateMicrosite(variables: CreateMicrositeMutationVariables, options?: C): Promise<CreateMicrositeMutation> {
      return requester<CreateMicrositeMutation, CreateMicrositeMutationVariables>(CreateMicrositeDocument, variables, options) as Promise<CreateMicrositeMutation>;
    },
    UpdateMicrosite(variables: UpdateMicrositeMutationVariables, options?: C): Promise<UpdateMicrositeMutation> {
      return requester<UpdateMicrositeMutation, UpdateMicrositeMutationVariables>(UpdateMicrositeDocument, variables, options) as Promise<UpdateMicrositeMutation>;
    },
    UpdateSections(variables: UpdateSectionsMutationVariables, options?: C): Promise<UpdateSectionsMutation> {
      return requester<UpdateSectionsMutation, UpdateSectionsMutationVariables>(UpdateSectionsDocument, variables, options) as Promise<UpdateSectionsMutation>;
    },
    DeleteMicrositeLogo(variables: DeleteMicrositeLogoMutationVariables, options?: C): Promise<DeleteMicrositeLogoMutation> {
      return requester<DeleteMicrositeLogoMutation, DeleteMicrositeLogoMutationVariables>(DeleteMicrositeLogoDocument, variables, options) as Promise<DeleteMicrositeLogoMutation>;
    },
    DeleteMicrositeFavicon(variables: DeleteMicrositeFaviconMutationVariables, options?: C): Promise<DeleteMicrositeFaviconMutation> {
      return requester<DeleteMicrositeFaviconMutation, DeleteMicrositeFaviconMutationVariables>(DeleteMicrositeFaviconDocument, variables, options) as Promise<DeleteMicrositeFaviconMutation>;
    },
    DeleteMicrosite(variables: DeleteMicrositeMutationVariables, options?: C): Promise<DeleteMicrositeMutation> {
      return requester<DeleteMicrositeMutation, DeleteMicrositeMutationVariables>(DeleteMicrositeDocument, variables, options) as Promise<DeleteMicrositeMutation>;
    },
    MicrositeCreateContext(variables?: MicrositeCreateContextQueryVariables, options?: C): Promise<MicrositeCreateContextQuery> {
      return requester<MicrositeCreateContextQuery, MicrositeCreateContextQueryVariables>(MicrositeCreateContextDocument, variables, options) as Promise<MicrositeCreateContextQuery>;
    },
    SuggestedMoments(variables: SuggestedMomentsQueryVariables, options?: C): Promise<SuggestedMomentsQuery> {
      return requester<SuggestedMomentsQuery, SuggestedMomentsQueryVariables>(SuggestedMomentsDocument, variables, options) as Promise<SuggestedMomentsQuery>;
    },
    Moments(variables?: MomentsQueryVariables, options?: C): Promise<MomentsQuery> {
      return requester<MomentsQuery, MomentsQueryVariables>(MomentsDocument, variables, options) as Promise<MomentsQuery>;
    },
    MomentById(variables: MomentByIdQueryVariables, options?: C): Promise<MomentByIdQuery> {
      return requester<MomentByIdQuery, MomentByIdQueryVariables>(MomentByIdDocument, variables, options) as Promise<MomentByIdQuery>;
    },
    CreateMoment(variables: CreateMomentMutationVariables, options?: C): Promise<CreateMomentMutation> {
      return requester<CreateMomentMutation, CreateMomentMutationVariables>(CreateMomentDocument, variables, options) as Promise<CreateMomentMutation>;
    },
    UpdateMoment(variables: UpdateMomentMutationVariables, options?: C): Promise<UpdateMomentMutation> {
      return requester<UpdateMomentMutation, UpdateMomentMutationVariables>(UpdateMomentDocument, variables, options) as Promise<UpdateMomentMutation>;
    },
    ToggleMoment(variables: ToggleMomentMutationVariables, options?: C): Promise<ToggleMomentMutation> {
      return requester<ToggleMomentMutation, ToggleMomentMutationVariables>(ToggleMomentDocument, variables, options) as Promise<ToggleMomentMutation>;
    },
    DeleteMoment(variables?: DeleteMomentMutationVariables, options?: C): Promise<DeleteMomentMutation> {
      return requester<DeleteMomentMutation, DeleteMomentMutationVariables>(DeleteMomentDocument, variables, options) as Promise<DeleteMomentMutation>;
    },
    SplitMoment(variables: SplitMomentMutationVariables, options?: C): Promise<SplitMomentMutation> {
      return requester<SplitMomentMutation, SplitMomentMutationVariables>(SplitMomentDocument, variables, options) as Promise<SplitMomentMutation>;
    },
    CreateMomentThumbnail(variables: CreateMomentThumbnailMutationVariables, options?: C): Promise<CreateMomentThumbnailMutation> {
      return requester<CreateMomentThumbnailMutation, CreateMomentThumbnailMutationVariables>(CreateMomentThumbnailDocument, variables, options) as Promise<CreateMomentThumbnailMutation>;
    },
    DeleteMomentThumbnail(variables: DeleteMomentThumbnailMutationVariables, options?: C): Promise<DeleteMomentThumbnailMutation> {
      return requester<DeleteMomentThumbnailMutation, DeleteMomentThumbnailMutationVariables>(DeleteMomentThumbnailDocument, variables, options) as Promise<DeleteMomentThumbnailMutation>;
    },
    OrganizationMonetizationSettings(variables?: OrganizationMonetizationSettingsQueryVariables, options?: C): Promise<OrganizationMonetizationSettingsQuery> {
      return requester<OrganizationMonetizationSettingsQuery, OrganizationMonetizationSettingsQueryVariables>(OrganizationMonetizationSettingsDocument, variables, options) as Promise<OrganizationMonetizationSettingsQuery>;
    },
    CreateOrganizationMonetization(variables: CreateOrganizationMonetizationMutationVariables, options?: C): Promise<CreateOrganizationMonetizationMutation> {
      return requester<CreateOrganizationMonetizationMutation, CreateOrganizationMonetizationMutationVariables>(CreateOrganizationMonetizationDocument, variables, options) as Promise<CreateOrganizationMonetizationMutation>;
    },
    UpdateOrganizationMonetization(variables: UpdateOrganizationMonetizationMutationVariables, options?: C): Promise<UpdateOrganizationMonetizationMutation> {
      return requester<UpdateOrganizationMonetizationMutation, UpdateOrganizationMonetizationMutationVariables>(UpdateOrganizationMonetizationDocument, variables, options) as Promise<UpdateOrganizationMonetizationMutation>;
    },
    DeleteOrganizationMonetization(variables: DeleteOrganizationMonetizationMutationVariables, options?: C): Promise<DeleteOrganizationMonetizationMutation> {
      return requester<DeleteOrganizationMonetizationMutation, DeleteOrganizationMonetizationMutationVariables>(DeleteOrganizationMonetizationDocument, variables, options) as Promise<DeleteOrganizationMonetizationMutation>;
    },
    VideoMonetization(variables: VideoMonetizationQueryVariables, options?: C): Promise<VideoMonetizationQuery> {
      return requester<VideoMonetizationQuery, VideoMonetizationQueryVariables>(VideoMonetizationDocument, variables, options) as Promise<VideoMonetizationQuery>;
    },
    UpdateVideoMonetization(variables: UpdateVideoMonetizationMutationVariables, options?: C): Promise<UpdateVideoMonetizationMutation> {
      return requester<UpdateVideoMonetizationMutation, UpdateVideoMonetizationMutationVariables>(UpdateVideoMonetizationDocument, variables, options) as Promise<UpdateVideoMonetizationMutation>;
    },
    Objects(variables?: ObjectsQueryVariables, options?: C): Promise<ObjectsQuery> {
      return requester<ObjectsQuery, ObjectsQueryVariables>(ObjectsDocument, variables, options) as Promise<ObjectsQuery>;
    },
    ObjectById(variables: ObjectByIdQueryVariables, options?: C): Promise<ObjectByIdQuery> {
      return requester<ObjectByIdQuery, ObjectByIdQueryVariables>(ObjectByIdDocument, variables, options) as Promise<ObjectByIdQuery>;
    },
    VideoObjectsState(variables: VideoObjectsStateQueryVariables, options?: C): Promise<VideoObjectsStateQuery> {
      return requester<VideoObjectsStateQuery, VideoObjectsStateQueryVariables>(VideoObjectsStateDocument, variables, options) as Promise<VideoObjectsStateQuery>;
    },
    CreateObjectAnnotation(variables: CreateObjectAnnotationMutationVariables, options?: C): Promise<CreateObjectAnnotationMutation> {
      return requester<CreateObjectAnnotationMutation, CreateObjectAnnotationMutationVariables>(CreateObjectAnnotationDocument, variables, options) as Promise<CreateObjectAnnotationMutation>;
    },
    UpdateObjectAnnotation(variables: UpdateObjectAnnotationMutationVariables, options?: C): Promise<UpdateObjectAnnotationMutation> {
      return requester<UpdateObjectAnnotationMutation, UpdateObjectAnnotationMutationVariables>(UpdateObjectAnnotationDocument, variables, options) as Promise<UpdateObjectAnnotationMutation>;
    },
    DeleteObjectAnnotation(variables?: DeleteObjectAnnotationMutationVariables, options?: C): Promise<DeleteObjectAnnotationMutation> {
      return requester<DeleteObjectAnnotationMutation, DeleteObjectAnnotationMutationVariables>(DeleteObjectAnnotationDocument, variables, options) as Promise<DeleteObjectAnnotationMutation>;
    },
    ToggleObjectAnnotation(variables: ToggleObjectAnnotationMutationVariables, options?: C): Promise<ToggleObjectAnnotationMutation> {
      return requester<ToggleObjectAnnotationMutation, ToggleObjectAnnotationMutationVariables>(ToggleObjectAnnotationDocument, variables, options) as Promise<ToggleObjectAnnotationMutation>;
    },
    CreateObjectThumbnail(variables: CreateObjectThumbnailMutationVariables, options?: C): Promise<CreateObjectThumbnailMutation> {
      return requester<CreateObjectThumbnailMutation, CreateObjectThumbnailMutationVariables>(CreateObjectThumbnailDocument, variables, options) as Promise<CreateObjectThumbnailMutation>;
    },
    DeleteObjectThumbnail(variables: DeleteObjectThumbnailMutationVariables, options?: C): Promise<DeleteObjectThumbnailMutation> {
      return requester<DeleteObjectThumbnailMutation, DeleteObjectThumbnailMutationVariables>(DeleteObjectThumbnailDocument, variables, options) as Promise<DeleteObjectThumbnailMutation>;
    },
    UpdateOrganization(variables?: UpdateOrganizationMutationVariables, options?: C): Promise<UpdateOrganizationMutation> {
      return requester<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>(UpdateOrganizationDocument, variables, options) as Promise<UpdateOrganizationMutation>;
    },
    DeleteOrganizationLogo(variables?: DeleteOrganizationLogoMutationVariables, options?: C): Promise<DeleteOrganizationLogoMutation> {
      return requester<DeleteOrganizationLogoMutation, DeleteOrganizationLogoMutationVariables>(DeleteOrganizationLogoDocument, variables, options) as Promise<DeleteOrganizationLogoMutation>;
    },
    EndCards(variables?: EndCardsQueryVariables, options?: C): Promise<EndCardsQuery> {
      return requester<EndCardsQuery, EndCardsQueryVariables>(EndCardsDocument, variables, options) as Promise<EndCardsQuery>;
    },
    EndCardById(variables: EndCardByIdQueryVariables, options?: C): Promise<EndCardByIdQuery> {
      return requester<EndCardByIdQuery, EndCardByIdQueryVariables>(EndCardByIdDocument, variables, options) as Promise<EndCardByIdQuery>;
    },
    CreateEndCard(variables: CreateEndCardMutationVariables, options?: C): Promise<CreateEndCardMutation> {
      return requester<CreateEndCardMutation, CreateEndCardMutationVariables>(CreateEndCardDocument, variables, options) as Promise<CreateEndCardMutation>;
    },
    UpdateEndCard(variables: UpdateEndCardMutationVariables, options?: C): Promise<UpdateEndCardMutation> {
      return requester<UpdateEndCardMutation, UpdateEndCardMutationVariables>(UpdateEndCardDocument, variables, options) as Promise<UpdateEndCardMutation>;
    },
    DeleteEndCard(variables: DeleteEndCardMutationVariables, options?: C): Promise<DeleteEndCardMutation> {
      return requester<DeleteEndCardMutation, DeleteEndCardMutationVariables>(DeleteEndCardDocument, variables, options) as Promise<DeleteEndCardMutation>;
    },
    Ctas(variables?: CtasQueryVariables, options?: C): Promise<CtasQuery> {
      return requester<CtasQuery, CtasQueryVariables>(CtasDocument, variables, options) as Promise<CtasQuery>;
    },
    ButtonCtaById(variables: ButtonCtaByIdQueryVariables, options?: C): Promise<ButtonCtaByIdQuery> {
      return requester<ButtonCtaByIdQuery, ButtonCtaByIdQueryVariables>(ButtonCtaByIdDocument, variables, options) as Promise<ButtonCtaByIdQuery>;
    },
    ImageCtaById(variables: ImageCtaByIdQueryVariables, options?: C): Promise<ImageCtaByIdQuery> {
      return requester<ImageCtaByIdQuery, ImageCtaByIdQueryVariables>(ImageCtaByIdDocument, variables, options) as Promise<ImageCtaByIdQuery>;
    },
    CreateButtonCta(variables: CreateButtonCtaMutationVariables, options?: C): Promise<CreateButtonCtaMutation> {
      return requester<CreateButtonCtaMutation, CreateButtonCtaMutationVariables>(CreateButtonCtaDocument, variables, options) as Promise<CreateButtonCtaMutation>;
    },
    UpdateButtonCta(variables: UpdateButtonCtaMutationVariables, options?: C): Promise<UpdateButtonCtaMutation> {
      return requester<UpdateButtonCtaMutation, UpdateButtonCtaMutationVariables>(UpdateButtonCtaDocument, variables, options) as Promise<UpdateButtonCtaMutation>;
    },
    CreateImageCta(variables: CreateImageCtaMutationVariables, options?: C): Promise<CreateImageCtaMutation> {
      return requester<CreateImageCtaMutation, CreateImageCtaMutationVariables>(CreateImageCtaDocument, variables, options) as Promise<CreateImageCtaMutation>;
    },
    UpdateImageCta(variables: UpdateImageCtaMutationVariables, options?: C): Promise<UpdateImageCtaMutation> {
      return requester<UpdateImageCtaMutation, UpdateImageCtaMutationVariables>(UpdateImageCtaDocument, variables, options) as Promise<UpdateImageCtaMutation>;
    },
    DeleteCta(variables: DeleteCtaMutationVariables, options?: C): Promise<DeleteCtaMutation> {
      return requester<DeleteCtaMutation, DeleteCtaMutationVariables>(DeleteCtaDocument, variables, options) as Promise<DeleteCtaMutation>;
    },
    Playlists(variables?: PlaylistsQueryVariables, options?: C): Promise<PlaylistsQuery> {
      return requester<PlaylistsQuery, PlaylistsQueryVariables>(PlaylistsDocument, variables, options) as Promise<PlaylistsQuery>;
    },
    PlaylistPicker(variables?: PlaylistPickerQueryVariables, options?: C): Promise<PlaylistPickerQuery> {
      return requester<PlaylistPickerQuery, PlaylistPickerQueryVariables>(PlaylistPickerDocument, variables, options) as Promise<PlaylistPickerQuery>;
    },
    PlaylistById(variables: PlaylistByIdQueryVariables, options?: C): Promise<PlaylistByIdQuery> {
      return requester<PlaylistByIdQuery, PlaylistByIdQueryVariables>(PlaylistByIdDocument, variables, options) as Promise<PlaylistByIdQuery>;
    },
    PlaylistCandidates(variables: PlaylistCandidatesQueryVariables, options?: C): Promise<PlaylistCandidatesQuery> {
      return requester<PlaylistCandidatesQuery, PlaylistCandidatesQueryVariables>(PlaylistCandidatesDocument, variables, options) as Promise<PlaylistCandidatesQuery>;
    },
    CreatePlaylist(variables: CreatePlaylistMutationVariables, options?: C): Promise<CreatePlaylistMutation> {
      return requester<CreatePlaylistMutation, CreatePlaylistMutationVariables>(CreatePlaylistDocument, variables, options) as Promise<CreatePlaylistMutation>;
    },
    UpdatePlaylist(variables: UpdatePlaylistMutationVariables, options?: C): Promise<UpdatePlaylistMutation> {
      return requester<UpdatePlaylistMutation, UpdatePlaylistMutationVariables>(UpdatePlaylistDocument, variables, options) as Promise<UpdatePlaylistMutation>;
    },
    DeletePlaylist(variables: DeletePlaylistMutationVariables, options?: C): Promise<DeletePlaylistMutation> {
      return requester<DeletePlaylistMutation, DeletePlaylistMutationVariables>(DeletePlaylistDocument, variables, options) as Promise<DeletePlaylistMutation>;
    },
    AddToPlaylist(variables: AddToPlaylistMutationVariables, options?: C): Promise<AddToPlaylistMutation> {
      return requester<AddToPlaylistMutation, AddToPlaylistMutationVariables>(AddToPlaylistDocument, variables, options) as Promise<AddToPlaylistMutation>;
    },
    VideoPromotedContentSettings(variables: VideoPromotedContentSettingsQueryVariables, options?: C): Promise<VideoPromotedContentSettingsQuery> {
      return requester<VideoPromotedContentSettingsQuery, VideoPromotedContentSettingsQueryVariables>(VideoPromotedContentSettingsDocument, variables, options) as Promise<VideoPromotedContentSettingsQuery>;
    },
    UpdateVideoPromotedContentSettings(variables: UpdateVideoPromotedContentSettingsMutationVariables, options?: C): Promise<UpdateVideoPromotedContentSettingsMutation> {
      return requester<UpdateVideoPromotedContentSettingsMutation, UpdateVideoPromotedContentSettingsMutationVariables>(UpdateVideoPromotedContentSettingsDocument, variables, options) as Promise<UpdateVideoPromotedContentSettingsMutation>;
    },
    ToggleVideoPromotedContent(variables: ToggleVideoPromotedContentMutationVariables, options?: C): Promise<ToggleVideoPromotedContentMutation> {
      return requester<ToggleVideoPromotedContentMutation, ToggleVideoPromotedContentMutationVariables>(ToggleVideoPromotedContentDocument, variables, options) as Promise<ToggleVideoPromotedContentMutation>;
    },
    PublishingTargets(variables?: PublishingTargetsQueryVariables, options?: C): Promise<PublishingTargetsQuery> {
      return requester<PublishingTargetsQuery, PublishingTargetsQueryVariables>(PublishingTargetsDocument, variables, options) as Promise<PublishingTargetsQuery>;
    },
    VideoPublishing(variables: VideoPublishingQueryVariables, options?: C): Promise<VideoPublishingQuery> {
      return requester<VideoPublishingQuery, VideoPublishingQueryVariables>(VideoPublishingDocument, variables, options) as Promise<VideoPublishingQuery>;
    },
    PublishVideo(variables: PublishVideoMutationVariables, options?: C): Promise<PublishVideoMutation> {
      return requester<PublishVideoMutation, PublishVideoMutationVariables>(PublishVideoDocument, variables, options) as Promise<PublishVideoMutation>;
    },
    PublishYouTube(variables: PublishYouTubeMutationVariables, options?: C): Promise<PublishYouTubeMutation> {
      return requester<PublishYouTubeMutation, PublishYouTubeMutationVariables>(PublishYouTubeDocument, variables, options) as Promise<PublishYouTubeMutation>;
    },
    UnpublishVideo(variables: UnpublishVideoMutationVariables, options?: C): Promise<UnpublishVideoMutation> {
      return requester<UnpublishVideoMutation, UnpublishVideoMutationVariables>(UnpublishVideoDocument, variables, options) as Promise<UnpublishVideoMutation>;
    },
    UnpublishYouTube(variables: UnpublishYouTubeMutationVariables, options?: C): Promise<UnpublishYouTubeMutation> {
      return requester<UnpublishYouTubeMutation, UnpublishYouTubeMutationVariables>(UnpublishYouTubeDocument, variables, options) as Promise<UnpublishYouTubeMutation>;
    },
    CancelScheduledPublish(variables: CancelScheduledPublishMutationVariables, options?: C): Promise<CancelScheduledPublishMutation> {
      return requester<CancelScheduledPublishMutation, CancelScheduledPublishMutationVariables>(CancelScheduledPublishDocument, variables, options) as Promise<CancelScheduledPublishMutation>;
    },
    CancelScheduledPublishYouTube(variables: CancelScheduledPublishYouTubeMutationVariables, options?: C): Promise<CancelScheduledPublishYouTubeMutation> {
      return requester<CancelScheduledPublishYouTubeMutation, CancelScheduledPublishYouTubeMutationVariables>(CancelScheduledPublishYouTubeDocument, variables, options) as Promise<CancelScheduledPublishYouTubeMutation>;
    },
    OrganizationSocialMedia(variables?: OrganizationSocialMediaQueryVariables, options?: C): Promise<OrganizationSocialMediaQuery> {
      return requester<OrganizationSocialMediaQuery, OrganizationSocialMediaQueryVariables>(OrganizationSocialMediaDocument, variables, options) as Promise<OrganizationSocialMediaQuery>;
    },
    OrganizationShareSocialMediaIcons(variables?: OrganizationShareSocialMediaIconsQueryVariables, options?: C): Promise<OrganizationShareSocialMediaIconsQuery> {
      return requester<OrganizationShareSocialMediaIconsQuery, OrganizationShareSocialMediaIconsQueryVariables>(OrganizationShareSocialMediaIconsDocument, variables, options) as Promise<OrganizationShareSocialMediaIconsQuery>;
    },
    CreateSocialMediaPlatform(variables: CreateSocialMediaPlatformMutationVariables, options?: C): Promise<CreateSocialMediaPlatformMutation> {
      return requester<CreateSocialMediaPlatformMutation, CreateSocialMediaPlatformMutationVariables>(CreateSocialMediaPlatformDocument, variables, options) as Promise<CreateSocialMediaPlatformMutation>;
    },
    UpdateSocialMediaPlatform(variables: UpdateSocialMediaPlatformMutationVariables, options?: C): Promise<UpdateSocialMediaPlatformMutation> {
      return requester<UpdateSocialMediaPlatformMutation, UpdateSocialMediaPlatformMutationVariables>(UpdateSocialMediaPlatformDocument, variables, options) as Promise<UpdateSocialMediaPlatformMutation>;
    },
    DeleteSocialMediaPlatform(variables: DeleteSocialMediaPlatformMutationVariables, options?: C): Promise<DeleteSocialMediaPlatformMutation> {
      return requester<DeleteSocialMediaPlatformMutation, DeleteSocialMediaPlatformMutationVariables>(DeleteSocialMediaPlatformDocument, variables, options) as Promise<DeleteSocialMediaPlatformMutation>;
    },
    UpdateShareSocialMediaIcons(variables: UpdateShareSocialMediaIconsMutationVariables, options?: C): Promise<UpdateShareSocialMediaIconsMutation> {
      return requester<UpdateShareSocialMediaIconsMutation, UpdateShareSocialMediaIconsMutationVariables>(UpdateShareSocialMediaIconsDocument, variables, options) as Promise<UpdateShareSocialMediaIconsMutation>;
    },
    GetVideoTranscription(variables: GetVideoTranscriptionQueryVariables, options?: C): Promise<GetVideoTranscriptionQuery> {
      return requester<GetVideoTranscriptionQuery, GetVideoTranscriptionQueryVariables>(GetVideoTranscriptionDocument, variables, options) as Promise<GetVideoTranscriptionQuery>;
    },
    SearchTranscripts(variables: SearchTranscriptsQueryVariables, options?: C): Promise<SearchTranscriptsQuery> {
      return requester<SearchTranscriptsQuery, SearchTranscriptsQueryVariables>(SearchTranscriptsDocument, variables, options) as Promise<SearchTranscriptsQuery>;
    },
    VideoLeaveState(variables: VideoLeaveStateQueryVariables, options?: C): Promise<VideoLeaveStateQuery> {
      return requester<VideoLeaveStateQuery, VideoLeaveStateQueryVariables>(VideoLeaveStateDocument, variables, options) as Promise<VideoLeaveStateQuery>;
    },
    UpdateVideo(variables: UpdateVideoMutationVariables, options?: C): Promise<UpdateVideoMutation> {
      return requester<UpdateVideoMutation, UpdateVideoMutationVariables>(UpdateVideoDocument, variables, options) as Promise<UpdateVideoMutation>;
    },
    CreateVideoThumbnail(variables: CreateVideoThumbnailMutationVariables, options?: C): Promise<CreateVideoThumbnailMutation> {
      return requester<CreateVideoThumbnailMutation, CreateVideoThumbnailMutationVariables>(CreateVideoThumbnailDocument, variables, options) as Promise<CreateVideoThumbnailMutation>;
    },
    DeleteVideoThumbnail(variables: DeleteVideoThumbnailMutationVariables, options?: C): Promise<DeleteVideoThumbnailMutation> {
      return requester<DeleteVideoThumbnailMutation, DeleteVideoThumbnailMutationVariables>(DeleteVideoThumbnailDocument, variables, options) as Promise<DeleteVideoThumbnailMutation>;
    },
    VideoOverlays(variables: VideoOverlaysQueryVariables, options?: C): Promise<VideoOverlaysQuery> {
      return requester<VideoOverlaysQuery, VideoOverlaysQueryVariables>(VideoOverlaysDocument, variables, options) as Promise<VideoOverlaysQuery>;
    },
    CreateVideoCtas(variables: CreateVideoCtasMutationVariables, options?: C): Promise<CreateVideoCtasMutation> {
      return requester<CreateVideoCtasMutation, CreateVideoCtasMutationVariables>(CreateVideoCtasDocument, variables, options) as Promise<CreateVideoCtasMutation>;
    },
    UpdateVideoCtas(variables: UpdateVideoCtasMutationVariables, options?: C): Promise<UpdateVideoCtasMutation> {
      return requester<UpdateVideoCtasMutation, UpdateVideoCtasMutationVariables>(UpdateVideoCtasDocument, variables, options) as Promise<UpdateVideoCtasMutation>;
    },
    Videos(variables?: VideosQueryVariables, options?: C): Promise<VideosQuery> {
      return requester<VideosQuery, VideosQueryVariables>(VideosDocument, variables, options) as Promise<VideosQuery>;
    },
    VideoById(variables: VideoByIdQueryVariables, options?: C): Promise<VideoByIdQuery> {
      return requester<VideoByIdQuery, VideoByIdQueryVariables>(VideoByIdDocument, variables, options) as Promise<VideoByIdQuery>;
    },
    UploadLocalVideo(variables: UploadLocalVideoMutationVariables, options?: C): Promise<UploadLocalVideoMutation> {
      return requester<UploadLocalVideoMutation, UploadLocalVideoMutationVariables>(UploadLocalVideoDocument, variables, options) as Promise<UploadLocalVideoMutation>;
    },
    NewLocalVideoUploadPart(variables: NewLocalVideoUploadPartMutationVariables, options?: C): Promise<NewLocalVideoUploadPartMutation> {
      return requester<NewLocalVideoUploadPartMutation, NewLocalVideoUploadPartMutationVariables>(NewLocalVideoUploadPartDocument, variables, options) as Promise<NewLocalVideoUploadPartMutation>;
    },
    LocalVideoUploadParts(variables: LocalVideoUploadPartsQueryVariables, options?: C): Promise<LocalVideoUploadPartsQuery> {
      return requester<LocalVideoUploadPartsQuery, LocalVideoUploadPartsQueryVariables>(LocalVideoUploadPartsDocument, variables, options) as Promise<LocalVideoUploadPartsQuery>;
    },
    ConfirmLocalVideoUpload(variables: ConfirmLocalVideoUploadMutationVariables, options?: C): Promise<ConfirmLocalVideoUploadMutation> {
      return requester<ConfirmLocalVideoUploadMutation, ConfirmLocalVideoUploadMutationVariables>(ConfirmLocalVideoUploadDocument, variables, options) as Promise<ConfirmLocalVideoUploadMutation>;
    },
    CancelLocalVideoUpload(variables: CancelLocalVideoUploadMutationVariables, options?: C): Promise<CancelLocalVideoUploadMutation> {
      return requester<CancelLocalVideoUploadMutation, CancelLocalVideoUploadMutationVariables>(CancelLocalVideoUploadDocument, variables, options) as Promise<CancelLocalVideoUploadMutation>;
    },
    UploadRemoteVideo(variables: UploadRemoteVideoMutationVariables, options?: C): Promise<UploadRemoteVideoMutation> {
      return requester<UploadRemoteVideoMutation, UploadRemoteVideoMutationVariables>(UploadRemoteVideoDocument, variables, options) as Promise<UploadRemoteVideoMutation>;
    },
    DeleteVideo(variables?: DeleteVideoMutationVariables, options?: C): Promise<DeleteVideoMutation> {
      return requester<DeleteVideoMutation, DeleteVideoMutationVariables>(DeleteVideoDocument, variables, options) as Promise<DeleteVideoMutation>;
    },
    DuplicateVideo(variables: DuplicateVideoMutationVariables, options?: C): Promise<DuplicateVideoMutation> {
      return requester<DuplicateVideoMutation, DuplicateVideoMutationVariables>(DuplicateVideoDocument, variables, options) as Promise<DuplicateVideoMutation>;
    },
    ReprocessFailedVideo(variables: ReprocessFailedVideoMutationVariables, options?: C): Promise<ReprocessFailedVideoMutation> {
      return requester<ReprocessFailedVideoMutation, ReprocessFailedVideoMutationVariables>(ReprocessFailedVideoDocument, variables, options) as Promise<ReprocessFailedVideoMutation>;
    },
    Carousels(variables?: CarouselsQueryVariables, options?: C): Promise<CarouselsQuery> {
      return requester<CarouselsQuery, CarouselsQueryVariables>(CarouselsDocument, variables, options) as Promise<CarouselsQuery>;
    },
    CarouselById(variables: CarouselByIdQueryVariables, options?: C): Promise<CarouselByIdQuery> {
      return requester<CarouselByIdQuery, CarouselByIdQueryVariables>(CarouselByIdDocument, variables, options) as Promise<CarouselByIdQuery>;
    },
    CarouselMoments(variables: CarouselMomentsQueryVariables, options?: C): Promise<CarouselMomentsQuery> {
      return requester<CarouselMomentsQuery, CarouselMomentsQueryVariables>(CarouselMomentsDocument, variables, options) as Promise<CarouselMomentsQuery>;
    },
    CreateCarousel(variables: CreateCarouselMutationVariables, options?: C): Promise<CreateCarouselMutation> {
      return requester<CreateCarouselMutation, CreateCarouselMutationVariables>(CreateCarouselDocument, variables, options) as Promise<CreateCarouselMutation>;
    },
    UpdateCarousel(variables: UpdateCarouselMutationVariables, options?: C): Promise<UpdateCarouselMutation> {
      return requester<UpdateCarouselMutation, UpdateCarouselMutationVariables>(UpdateCarouselDocument, variables, options) as Promise<UpdateCarouselMutation>;
    },
    DeleteCarousel(variables: DeleteCarouselMutationVariables, options?: C): Promise<DeleteCarouselMutation> {
      return requester<DeleteCarouselMutation, DeleteCarouselMutationVariables>(DeleteCarouselDocument, variables, options) as Promise<DeleteCarouselMutation>;
    },
    WidgetPresets(variables?: WidgetPresetsQueryVariables, options?: C): Promise<WidgetPresetsQuery> {
      return requester<WidgetPresetsQuery, WidgetPresetsQueryVariables>(WidgetPresetsDocument, variables, options) as Promise<WidgetPresetsQuery>;
    },
    WidgetPresetById(variables: WidgetPresetByIdQueryVariables, options?: C): Promise<WidgetPresetByIdQuery> {
      return requester<WidgetPresetByIdQuery, WidgetPresetByIdQueryVariables>(WidgetPresetByIdDocument, variables, options) as Promise<WidgetPresetByIdQuery>;
    },
    CreateWidgetPreset(variables: CreateWidgetPresetMutationVariables, options?: C): Promise<CreateWidgetPresetMutation> {
      return requester<CreateWidgetPresetMutation, CreateWidgetPresetMutationVariables>(CreateWidgetPresetDocument, variables, options) as Promise<CreateWidgetPresetMutation>;
    },
    UpdateWidgetPreset(variables: UpdateWidgetPresetMutationVariables, options?: C): Promise<UpdateWidgetPresetMutation> {
      return requester<UpdateWidgetPresetMutation, UpdateWidgetPresetMutationVariables>(UpdateWidgetPresetDocument, variables, options) as Promise<UpdateWidgetPresetMutation>;
    },
    DeleteWidgetPreset(variables: DeleteWidgetPresetMutationVariables, options?: C): Promise<DeleteWidgetPresetMutation> {
      return requester<DeleteWidgetPresetMutation, DeleteWidgetPresetMutationVariables>(DeleteWidgetPresetDocument, variables, options) as Promise<DeleteWidgetPresetMutation>;
    },
    PublishWidget(variables: PublishWidgetMutationVariables, options?: C): Promise<PublishWidgetMutation> {
      return requester<PublishWidgetMutation, PublishWidgetMutationVariables>(PublishWidgetDocument, variables, options) as Promise<PublishWidgetMutation>;
    },
    AuthorizedServices(variables?: AuthorizedServicesQueryVariables, options?: C): Promise<AuthorizedServicesQuery> {
      return requester<AuthorizedServicesQuery, AuthorizedServicesQueryVariables>(AuthorizedServicesDocument, variables, options) as Promise<AuthorizedServicesQuery>;
    },
    AvailableYouTubeCategories(variables?: AvailableYouTubeCategoriesQueryVariables, options?: C): Promise<AvailableYouTubeCategoriesQuery> {
      return requester<AvailableYouTubeCategoriesQuery, AvailableYouTubeCategoriesQueryVariables>(AvailableYouTubeCategoriesDocument, variables, options) as Promise<AvailableYouTubeCategoriesQuery>;
    }
  };
}
export type Sdk = ReturnType<typeof getSdk>;