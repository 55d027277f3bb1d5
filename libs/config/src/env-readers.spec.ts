import { boolean, ConfigError, integer, oneOf, optionalInteger, url } from './env-readers';

describe('the environment readers', () => {
  it('take an empty variable for an unset one', () => {
    const env = { MODE: '', COUNT: '', SWITCH: '', ADDRESS: '' };
    expect(oneOf(env, 'MODE', ['a', 'b'] as const, 'b')).toBe('b');
    expect(integer(env, 'COUNT', 7)).toBe(7);
    expect(optionalInteger(env, 'COUNT')).toBeNull();
    expect(boolean(env, 'SWITCH', true)).toBe(true);
    expect(url(env, 'ADDRESS', 'http://localhost:3000', ['http:'])).toBe('http://localhost:3000');
    expect(url(env, 'ADDRESS', undefined, ['http:'])).toBeUndefined();
  });

  it('read one of the allowed values, naming them when it is not', () => {
    expect(oneOf({ MODE: 'a' }, 'MODE', ['a', 'b'] as const, 'b')).toBe('a');
    expect(() => oneOf({ MODE: 'c' }, 'MODE', ['a', 'b'] as const, 'b')).toThrow(
      new ConfigError('MODE must be one of a, b; got "c"'),
    );
  });

  it('read whole numbers from a minimum, 1 unless told', () => {
    expect(integer({ COUNT: '3' }, 'COUNT', 7)).toBe(3);
    expect(integer({ COUNT: '0' }, 'COUNT', 7, 0)).toBe(0);
    expect(optionalInteger({ COUNT: '4' }, 'COUNT')).toBe(4);
    for (const raw of ['0', '1.5', 'two', '-1']) {
      expect(() => integer({ COUNT: raw }, 'COUNT', 7)).toThrow(
        new ConfigError(`COUNT must be an integer >= 1; got "${raw}"`),
      );
    }
    expect(() => optionalInteger({ COUNT: '1' }, 'COUNT', 2)).toThrow(/COUNT must be an integer >= 2/);
  });

  it('read the usual spellings of a switch', () => {
    for (const raw of ['true', 'TRUE', '1', 'yes', ' Yes '])
      expect(boolean({ S: raw }, 'S', false)).toBe(true);
    for (const raw of ['false', 'False', '0', 'no']) expect(boolean({ S: raw }, 'S', true)).toBe(false);
    expect(() => boolean({ S: 'sometimes' }, 'S', false)).toThrow(
      new ConfigError('S must be true or false; got "sometimes"'),
    );
  });

  it('read URLs of the given protocols, without trailing slashes', () => {
    expect(url({ A: 'http://127.0.0.1:9000//' }, 'A', undefined, ['http:', 'https:'])).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => url({ A: 'not a url' }, 'A', undefined, ['http:'])).toThrow(
      new ConfigError('A must be a URL; got "not a url"'),
    );
    expect(() => url({ A: 'ftp://x' }, 'A', undefined, ['http:', 'https:'])).toThrow(
      new ConfigError('A must use http: or https:; got "ftp://x"'),
    );
  });
});
