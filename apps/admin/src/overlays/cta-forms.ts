import {
  buttonCtaDesignOf,
  buttonCtaFormOf,
  DEFAULT_BUTTON_CTA_FORM,
  readButtonCtaForm,
  validateImageCtaImage,
  validateImageCtaName,
  validateImageCtaUrl,
  type ButtonCtaForm,
  type ImageFile,
  type PlayerButtonCta,
  type PlayerImageCta,
} from '@framehouse/domain';
import {
  CtaIconName as SdkCtaIconName,
  type ButtonCtaFieldsFragment,
  type ButtonCtaInput,
  type ImageCtaFieldsFragment,
  type ImageCtaInput,
} from '@framehouse/sdk';
import { enumMember } from '../enum-member';

/** The button editor's texts, trimmed on blur (overlays-distribution §5). */
export const BUTTON_CTA_TEXT_FIELDS = ['name', 'url', 'text'] as const;

/** The form of a stored button; the defaults when its parts do not read. */
export function buttonCtaFormOfFields(button: ButtonCtaFieldsFragment): ButtonCtaForm {
  const design = buttonCtaDesignOf(button);
  return design
    ? buttonCtaFormOf(button.name, button.url, design)
    : { ...DEFAULT_BUTTON_CTA_FORM, name: button.name, url: button.url };
}

/** Each field's first problem (readButtonCtaForm's messages), for validation on change. */
export function buttonCtaProblems(form: ButtonCtaForm): Partial<Record<keyof ButtonCtaForm, string>> {
  const problems: Partial<Record<keyof ButtonCtaForm, string>> = {};
  for (const { field, message } of readButtonCtaForm(form).problems) {
    const key = field as keyof ButtonCtaForm;
    problems[key] ??= message;
  }
  return problems;
}

/** createButtonCta's and updateButtonCta's button_cta: the form's fields, texts trimmed. */
export function buttonCtaInputOf(form: ButtonCtaForm): ButtonCtaInput {
  return {
    name: form.name.trim(),
    url: form.url.trim(),
    text: form.text.trim(),
    fontFamily: form.fontFamily,
    fontWeight: form.fontWeight,
    fontSize: form.fontSize,
    fontColor: form.fontColor,
    backgroundColor: form.backgroundColor,
    backgroundOpacity: form.backgroundOpacity,
    borderWidth: form.borderWidth,
    borderColor: form.borderColor,
    borderRadius: form.borderRadius,
    hasIcon: form.hasIcon,
    iconValue: form.hasIcon ? (enumMember(SdkCtaIconName, form.iconValue) ?? null) : null,
    iconColor: form.iconColor,
  };
}

/** What the preview's button says until it has a text. */
export const BUTTON_TEXT_PLACEHOLDER = 'Button text';

/** The button as the preview draws it, from the form as it is now. */
export function previewButtonCtaOf(form: ButtonCtaForm): PlayerButtonCta {
  const { design } = readButtonCtaForm(form);
  const value = design.text.value || BUTTON_TEXT_PLACEHOLDER;
  return {
    kind: 'button',
    id: 'preview',
    url: form.url.trim(),
    design: { ...design, text: { ...design.text, value } },
  };
}

/** The image editor's form; `image` is the stored picture's URL or a new picture's data URL. */
export interface ImageCtaForm {
  name: string;
  url: string;
  image: string | null;
}

export const EMPTY_IMAGE_CTA_FORM: ImageCtaForm = { name: '', url: '', image: null };

export function imageCtaFormOf(image: ImageCtaFieldsFragment): ImageCtaForm {
  return { name: image.name, url: image.url ?? '', image: image.imageUrl };
}

export type ImageCtaProblems = Partial<Record<keyof ImageCtaForm, string>>;

/** The image editor's checks; `chosenFile` is the picture chosen now (format and size). */
export function imageCtaProblems(form: ImageCtaForm, chosenFile?: ImageFile | null): ImageCtaProblems {
  const problems: ImageCtaProblems = {
    name: validateImageCtaName(form.name),
    url: validateImageCtaUrl(form.url),
    image: chosenFile
      ? validateImageCtaImage(chosenFile)
      : form.image
        ? undefined
        : validateImageCtaImage(null),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message));
}

/** createImageCta's image_cta (§7: name, url or null, imageBase64). */
export function createImageCtaInputOf(form: ImageCtaForm): ImageCtaInput {
  const url = form.url.trim();
  return { name: form.name.trim(), url: url === '' ? null : url, imageBase64: form.image };
}

/**
 * updateImageCta's image_cta (§7): only the fields that changed since `saved`; the picture only when a
 * new one was chosen. An emptied link is sent as '' (null would keep the stored one).
 */
export function changedImageCtaInputOf(saved: ImageCtaForm, form: ImageCtaForm): ImageCtaInput {
  const input: ImageCtaInput = {};
  if (form.name.trim() !== saved.name.trim()) input.name = form.name.trim();
  if (form.url.trim() !== saved.url.trim()) input.url = form.url.trim();
  if (form.image !== saved.image && form.image !== null) input.imageBase64 = form.image;
  return input;
}

/** The image as the preview draws it. */
export function previewImageCtaOf(form: ImageCtaForm): PlayerImageCta | null {
  if (!form.image) return null;
  const url = form.url.trim();
  return { kind: 'image', id: 'preview', url: url === '' ? null : url, imageUrl: form.image };
}
