import { ErrorCode, ValidationMessages } from '@framehouse/domain';
import {
  adTagFormErrors,
  deactivationBlocker,
  makeDefaultBlocker,
  turnsMonetizationOff,
  type AdTag,
} from './ad-tags';

const tag = (id: string, overrides: Partial<AdTag> = {}): AdTag => ({
  id,
  name: `Tag ${id}`,
  monetizationUrl: `https://ads.example.com/${id}.xml`,
  default: false,
  active: true,
  created: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('adTagFormErrors', () => {
  it('puts name and URL errors under their fields, the first of each', () => {
    const url = {
      field: 'monetizationUrl',
      name: ErrorCode.VALIDATION_ERROR,
      messages: [ValidationMessages.adTagUrlInvalid],
    };
    const name = { field: 'name', name: ErrorCode.VALIDATION_ERROR, messages: [ValidationMessages.required] };
    const { fields, other } = adTagFormErrors([url, name, { ...url, messages: ['second'] }]);
    expect(fields).toEqual({ monetizationUrl: url, name });
    expect(other).toEqual([]);
  });

  it('leaves the others for the banner', () => {
    const notFound = { field: 'id', name: ErrorCode.NOT_FOUND, messages: [] };
    const permissions = { field: null, name: ErrorCode.PERMISSIONS_ERROR, messages: [] };
    expect(adTagFormErrors([notFound, permissions])).toEqual({ fields: {}, other: [notFound, permissions] });
  });
});

describe('deactivationBlocker', () => {
  it('lets a non-default tag go inactive', () => {
    expect(deactivationBlocker(tag('2'), [tag('1', { default: true }), tag('2')])).toBeUndefined();
  });

  it('keeps the default active while another active tag could take over', () => {
    const tags = [tag('1', { default: true }), tag('2')];
    expect(deactivationBlocker(tags[0]!, tags)).toBe(ValidationMessages.defaultAdTagDeactivate);
  });

  it('lets the last active tag go inactive, even the default', () => {
    const tags = [tag('1', { default: true }), tag('2', { active: false })];
    expect(deactivationBlocker(tags[0]!, tags)).toBeUndefined();
  });
});

describe('makeDefaultBlocker', () => {
  it('refuses an inactive tag', () => {
    expect(makeDefaultBlocker(tag('1', { active: false }))).toBe(ValidationMessages.inactiveAdTagDefault);
    expect(makeDefaultBlocker(tag('1'))).toBeUndefined();
  });
});

describe('turnsMonetizationOff', () => {
  it('warns only for the default tag while monetization is on', () => {
    expect(turnsMonetizationOff(tag('1', { default: true }), true)).toBe(true);
    expect(turnsMonetizationOff(tag('1', { default: true }), false)).toBe(false);
    expect(turnsMonetizationOff(tag('2'), true)).toBe(false);
  });
});
