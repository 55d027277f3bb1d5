import { bearerTokenMatches } from './metrics-token';

describe('bearerTokenMatches', () => {
  const token = 'scrape-token-0123456789';

  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}`, token)).toBe(true);
  });

  it.each([
    undefined,
    '',
    token,
    `Basic ${token}`,
    `Bearer ${token}x`,
    `Bearer ${token.slice(1)}`,
    'Bearer ',
  ])('refuses %j', (header) => expect(bearerTokenMatches(header, token)).toBe(false));
});
