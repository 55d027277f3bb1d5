import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it.each(['abc', 'f3a1c2d4-0000-4000-8000-000000000000', 'lb-1:req_42.7', 'x'.repeat(128)])(
    'keeps the id a proxy gave: %s',
    (id) => expect(requestIdFor(id)).toBe(id),
  );

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['a long one', 'x'.repeat(129)],
    ['spaces', 'a b'],
    ['a line break', 'a\r\nX-Injected: 1'],
    ['markup', '<script>'],
    ['quotes', '"}'],
    ['non-ASCII', 'idé'],
    ['a repeated header', ['a', 'b']],
  ])('makes a new one instead of %s', (_case, header) => expect(requestIdFor(header)).toMatch(UUID));
});
