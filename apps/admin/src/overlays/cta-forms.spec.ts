import {
  buttonCtaDesignParts,
  CtaIconName,
  DEFAULT_BUTTON_CTA_FORM,
  readButtonCtaForm,
  ValidationMessages,
} from '@framehouse/domain';
import { CtaIconName as ApiCtaIconName } from '@framehouse/sdk';
import {
  buttonCtaFormOfFields,
  buttonCtaInputOf,
  buttonCtaProblems,
  changedImageCtaInputOf,
  createImageCtaInputOf,
  imageCtaProblems,
  previewImageCtaOf,
  type ImageCtaForm,
} from './cta-forms';

const BUTTON = {
  ...DEFAULT_BUTTON_CTA_FORM,
  name: ' Shop ',
  url: ' https://shop.example.com ',
  text: ' Buy now ',
  hasIcon: true,
  iconValue: CtaIconName.CART,
};

describe('button CTA form', () => {
  it('starts from the spec defaults and asks for name, URL and text with the domain messages', () => {
    expect(buttonCtaProblems(DEFAULT_BUTTON_CTA_FORM)).toMatchObject({
      name: ValidationMessages.buttonNameEmpty,
      url: ValidationMessages.buttonUrlEmpty,
      text: ValidationMessages.buttonTextEmpty,
    });
    expect(buttonCtaProblems({ ...BUTTON, url: 'not a url' }).url).toBe(
      ValidationMessages.urlIncorrectFormat,
    );
    expect(buttonCtaProblems(BUTTON)).toEqual({});
  });

  it('sends the fields with the texts trimmed and the icon as the API enum', () => {
    const input = buttonCtaInputOf(BUTTON);
    expect(input).toMatchObject({
      name: 'Shop',
      url: 'https://shop.example.com',
      text: 'Buy now',
      fontSize: 14,
      backgroundColor: '#CE0000',
      backgroundOpacity: 100,
      hasIcon: true,
      iconValue: ApiCtaIconName.Cart,
    });
    expect(buttonCtaInputOf({ ...BUTTON, hasIcon: false }).iconValue).toBeNull();
  });

  it('reads a stored button back into the form it was saved from', () => {
    const { name, url, design } = readButtonCtaForm(BUTTON);
    const stored = {
      id: 'b1',
      publicUuid: 'u1',
      created: '2026-11-01T10:00:00.000Z',
      name,
      url,
      ...buttonCtaDesignParts(design),
    };
    expect(buttonCtaFormOfFields(stored)).toEqual({
      ...BUTTON,
      name: 'Shop',
      url: 'https://shop.example.com',
      text: 'Buy now',
    });
  });
});

describe('image CTA form', () => {
  const SAVED: ImageCtaForm = { name: 'Badge', url: 'https://example.com', image: 'https://media/x.webp' };

  it('asks for an image and a name, and checks the optional link', () => {
    expect(imageCtaProblems({ name: '', url: '', image: null })).toEqual({
      name: ValidationMessages.imageNameEmpty,
      image: ValidationMessages.imageEmpty,
    });
    expect(imageCtaProblems({ ...SAVED, url: 'javascript:alert(1)' }).url).toBe(
      ValidationMessages.urlInvalid,
    );
    expect(imageCtaProblems(SAVED, { name: 'x.jpg', size: 10 }).image).toBe(
      ValidationMessages.imageCtaFormat,
    );
    expect(imageCtaProblems(SAVED, { name: 'x.svg', size: 11 * 1024 * 1024 }).image).toBe(
      ValidationMessages.imageMaxSize,
    );
    expect(imageCtaProblems(SAVED)).toEqual({});
  });

  it('creates with name, url or null, and the picture', () => {
    expect(
      createImageCtaInputOf({ name: ' Badge ', url: ' ', image: 'data:image/svg+xml;base64,PHN2Zz4=' }),
    ).toEqual({
      name: 'Badge',
      url: null,
      imageBase64: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
  });

  it('updates only what changed (an emptied link as "")', () => {
    expect(changedImageCtaInputOf(SAVED, SAVED)).toEqual({});
    expect(changedImageCtaInputOf(SAVED, { ...SAVED, name: 'Badge 2' })).toEqual({ name: 'Badge 2' });
    expect(changedImageCtaInputOf(SAVED, { ...SAVED, url: '' })).toEqual({ url: '' });
    expect(changedImageCtaInputOf(SAVED, { ...SAVED, image: 'data:image/png;base64,AA==' })).toEqual({
      imageBase64: 'data:image/png;base64,AA==',
    });
  });

  it('previews nothing until there is a picture', () => {
    expect(previewImageCtaOf({ name: '', url: '', image: null })).toBeNull();
    expect(previewImageCtaOf(SAVED)).toMatchObject({ kind: 'image', url: 'https://example.com' });
  });
});
