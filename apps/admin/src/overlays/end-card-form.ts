import {
  CardOrientation,
  CardSize,
  DEFAULT_END_CARD_DESIGN,
  endCardDesignParts,
  SUBLINE_FONT_SIZE_DEFAULT,
  validateCustomCode,
  validateEndCardImage,
  validateEndCardName,
  validateHeadlineText,
  validatePromoCodeLabel,
  validatePromoCodeText,
  validateSublineText,
  type BackgroundImageSettings,
  type ColorWithOpacity,
  type EndCardBorder,
  type EndCardDesign,
  type EndCardText,
  type PlayerBuilderEndCard,
  type PlayerButtonCta,
  type VideoControlButtons,
} from '@framehouse/domain';
import {
  CardOrientation as SdkCardOrientation,
  CardSize as SdkCardSize,
  type EndCardFieldsFragment,
  type EndCardInput,
} from '@framehouse/sdk';
import { enumMember } from '../enum-member';
import { playerEndCardOf } from '../video-overlays/player-overlays-of';

/**
 * The visual builder's form (overlays-distribution §2, §3) and what it sends (§7). The subline and the
 * promo code keep their fields while switched off, so switching them on again gives them back; the
 * payload then sends them as null.
 */
export interface EndCardForm {
  name: string;
  cardOrientation: CardOrientation;
  cardSize: CardSize;
  overlay: ColorWithOpacity;
  background: ColorWithOpacity;
  backgroundImageEnabled: boolean;
  /** The stored picture's https URL, a new picture's data URL, or null. */
  backgroundImage: string | null;
  backgroundImageSettings: BackgroundImageSettings;
  border: EndCardBorder;
  videoControlButtons: VideoControlButtons;
  headline: EndCardText;
  sublineEnabled: boolean;
  subline: EndCardText;
  /** Button CTA ids; null for none. */
  ctaButton1: string | null;
  ctaButton2: string | null;
  watchNextButtonVisible: boolean;
  promoCodeEnabled: boolean;
  promoCode: { text: string; label: string };
}

export const DEFAULT_SUBLINE: EndCardText = {
  ...DEFAULT_END_CARD_DESIGN.headline,
  fontWeight: 400,
  fontSize: SUBLINE_FONT_SIZE_DEFAULT,
};

export const DEFAULT_END_CARD_FORM: EndCardForm = {
  name: '',
  cardOrientation: DEFAULT_END_CARD_DESIGN.cardOrientation,
  cardSize: DEFAULT_END_CARD_DESIGN.cardSize,
  overlay: DEFAULT_END_CARD_DESIGN.overlay,
  background: DEFAULT_END_CARD_DESIGN.background,
  backgroundImageEnabled: false,
  backgroundImage: null,
  backgroundImageSettings: DEFAULT_END_CARD_DESIGN.backgroundImageSettings,
  border: DEFAULT_END_CARD_DESIGN.border,
  videoControlButtons: DEFAULT_END_CARD_DESIGN.videoControlButtons,
  headline: DEFAULT_END_CARD_DESIGN.headline,
  sublineEnabled: false,
  subline: DEFAULT_SUBLINE,
  ctaButton1: null,
  ctaButton2: null,
  watchNextButtonVisible: false,
  promoCodeEnabled: false,
  promoCode: { text: '', label: '' },
};

/**
 * The form of a stored card, its design read as the player reads it (playerEndCardOf: what does not read
 * takes the default).
 */
export function endCardFormOf(card: EndCardFieldsFragment): EndCardForm {
  const player = playerEndCardOf(card, []);
  if (player?.kind !== 'builder') return { ...DEFAULT_END_CARD_FORM, name: card.name };
  const { design } = player;
  return {
    name: card.name,
    cardOrientation: design.cardOrientation,
    cardSize: design.cardSize,
    overlay: design.overlay,
    background: design.background,
    backgroundImageEnabled: player.backgroundImageUrl !== null,
    backgroundImage: player.backgroundImageUrl,
    backgroundImageSettings: design.backgroundImageSettings,
    border: design.border,
    videoControlButtons: design.videoControlButtons,
    headline: design.headline,
    sublineEnabled: design.subline !== null,
    subline: design.subline ?? DEFAULT_SUBLINE,
    ctaButton1: card.ctaButton1?.id ?? null,
    ctaButton2: card.ctaButton2?.id ?? null,
    watchNextButtonVisible: player.watchNextButtonVisible,
    promoCodeEnabled: player.promoCode !== null,
    promoCode: player.promoCode ?? { text: '', label: '' },
  };
}

/** The design the form draws and saves (the subline null while off). */
export function endCardDesignOfForm(form: EndCardForm): EndCardDesign {
  return {
    cardOrientation: form.cardOrientation,
    cardSize: form.cardSize,
    overlay: form.overlay,
    background: form.background,
    backgroundImageSettings: form.backgroundImageSettings,
    border: form.border,
    videoControlButtons: form.videoControlButtons,
    headline: { ...form.headline, text: form.headline.text.trim() },
    subline: form.sublineEnabled ? { ...form.subline, text: form.subline.text.trim() } : null,
  };
}

/** A picture the user chose in this form (a data URL), as opposed to the stored one (an https URL). */
export function isNewPicture(image: string | null): image is string {
  return image !== null && !/^https?:\/\//i.test(image);
}

/**
 * createEndCard's and updateEndCard's endCard (§7): the JSON-string parts; subline, the CTA buttons and
 * the promo code null when off; backgroundImageEnabled false when the picture is off, and the picture's
 * base64 only when it is a new one.
 */
export function endCardInputOf(form: EndCardForm): EndCardInput {
  const parts = endCardDesignParts(endCardDesignOfForm(form));
  const imageOn = form.backgroundImageEnabled && form.backgroundImage !== null;
  return {
    name: form.name.trim(),
    cardOrientation: enumMember(SdkCardOrientation, form.cardOrientation),
    cardSize: enumMember(SdkCardSize, form.cardSize),
    overlay: parts.overlay,
    background: parts.background,
    backgroundImageSettings: parts.backgroundImageSettings,
    border: parts.border,
    videoControlButtons: parts.videoControlButtons,
    headline: parts.headline,
    subline: parts.subline ?? null,
    ctaButton1: form.ctaButton1,
    ctaButton2: form.ctaButton2,
    watchNextButtonVisible: form.watchNextButtonVisible,
    promoCodeButton: form.promoCodeEnabled
      ? { text: form.promoCode.text.trim(), label: form.promoCode.label.trim() }
      : null,
    backgroundImageEnabled: imageOn,
    ...(imageOn && isNewPicture(form.backgroundImage) ? { backgroundImageBase64: form.backgroundImage } : {}),
  };
}

/** The form's fields that can carry a problem; the API's fields map onto them (endCardFieldOf). */
export type EndCardField =
  | 'name'
  | 'headline'
  | 'subline'
  | 'backgroundImage'
  | 'promoCodeText'
  | 'promoCodeLabel'
  | 'ctaButton1'
  | 'ctaButton2'
  | 'form';

export type EndCardProblems = Partial<Record<EndCardField, string>>;

/**
 * The builder's checks (§5), with the domain's messages; `chosenFile` is the picture the user chose now
 * (its name and size), checked for its format and size.
 */
export function endCardProblems(
  form: EndCardForm,
  chosenFile?: { name: string; size: number } | null,
): EndCardProblems {
  const problems: EndCardProblems = {
    name: validateEndCardName(form.name),
    headline: validateHeadlineText(form.headline.text),
    subline: validateSublineText(form.subline.text, form.sublineEnabled),
    backgroundImage: !form.backgroundImageEnabled
      ? undefined
      : chosenFile
        ? validateEndCardImage(chosenFile)
        : form.backgroundImage
          ? undefined
          : validateEndCardImage(null),
    promoCodeText: form.promoCodeEnabled ? validatePromoCodeText(form.promoCode.text.trim()) : undefined,
    promoCodeLabel: form.promoCodeEnabled ? validatePromoCodeLabel(form.promoCode.label.trim()) : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as EndCardProblems;
}

/** The custom-code editor's checks (§5: name and custom code required). */
export function customCodeProblems(form: { name: string; customCode: string }): EndCardProblems & {
  customCode?: string;
} {
  const problems = {
    name: validateEndCardName(form.name),
    customCode: validateCustomCode(form.customCode),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message));
}

/** The form field an API error's field belongs to ('form' for the rest). */
export function endCardFieldOf(apiField: string | null | undefined): EndCardField | 'customCode' {
  switch (apiField) {
    case 'name':
    case 'headline':
    case 'subline':
    case 'ctaButton1':
    case 'ctaButton2':
    case 'customCode':
      return apiField;
    case 'backgroundImageBase64':
    case 'backgroundImageEnabled':
      return 'backgroundImage';
    case 'promoCodeButton.text':
      return 'promoCodeText';
    case 'promoCodeButton.label':
      return 'promoCodeLabel';
    default:
      return 'form';
  }
}

/** What the preview's headline and subline say until they have a text. */
export const HEADLINE_PLACEHOLDER = 'Your headline';
export const SUBLINE_PLACEHOLDER = 'Your subline';

/**
 * What the preview draws: the form's design with its picture and its buttons (`buttons`: the chosen
 * button CTAs as the player draws them, by id; one not loaded yet is left out).
 */
export function previewEndCardOf(
  form: EndCardForm,
  buttons: ReadonlyMap<string, PlayerButtonCta>,
): PlayerBuilderEndCard {
  const design = endCardDesignOfForm(form);
  return {
    kind: 'builder',
    id: 'preview',
    design: {
      ...design,
      headline: { ...design.headline, text: design.headline.text || HEADLINE_PLACEHOLDER },
      subline: design.subline && { ...design.subline, text: design.subline.text || SUBLINE_PLACEHOLDER },
    },
    backgroundImageUrl: form.backgroundImageEnabled ? form.backgroundImage : null,
    ctaButtons: [form.ctaButton1, form.ctaButton2].flatMap((id) => {
      const button = id ? buttons.get(id) : undefined;
      return button ? [button] : [];
    }),
    watchNextButtonVisible: form.watchNextButtonVisible,
    promoCode: form.promoCodeEnabled ? { text: form.promoCode.text, label: form.promoCode.label } : null,
  };
}
