import fc from 'fast-check';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from 'graphql';

/**
 * fast-check arbitraries for any GraphQL input type: plausible values mixed with hostile ones (injections,
 * traversals, control characters, huge and empty strings, extreme numbers, unknown enum values, wrong
 * types), for fuzzing every operation from the schema alone.
 */

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  "' OR '1'='1' --",
  '"; DROP TABLE videos; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:1/',
  'file:///etc/passwd',
  '\u202egnp.exe',
  '\r\nX-Injected: 1',
  '%s%s%s%n',
  'null',
  'NaN',
  '-1',
  '1e309',
  '00:00',
  '99:99:99',
  '00000000-0000-0000-0000-000000000000',
  'iVBORw0KGgo=',
  'data:image/png;base64,AAAA',
  '#zzzzzz',
  '😀'.repeat(300),
  'a'.repeat(70_000),
];

const EXTREME_INTEGERS = [0, -1, 1, 2_147_483_647, -2_147_483_648, 2_147_483_648, Number.MAX_SAFE_INTEGER];

const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.webUrl() },
  );

/** A value of the wrong type: the request's variables are refused before any resolver runs. */
const wrongType = (): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>({ nested: { object: true } }, [1, 2], true, 3.5, 'text');

function scalar(name: string, ids: readonly string[]): fc.Arbitrary<unknown> {
  switch (name) {
    case 'ID':
      return fc.oneof(
        { weight: ids.length > 0 ? 4 : 0, arbitrary: fc.constantFrom(...(ids.length > 0 ? ids : ['none'])) },
        { weight: 2, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: hostileString() },
      );
    case 'Int':
      return fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.constantFrom(...EXTREME_INTEGERS));
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e308));
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString()),
        hostileString(),
      );
    default:
      return hostileString();
  }
}

/** Any value of `type` (within `depth` levels of input objects), now and then of the wrong type. */
export function hostileValue(
  type: GraphQLInputType,
  ids: readonly string[],
  depth = 3,
): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  let value: fc.Arbitrary<unknown>;
  if (isListType(inner)) {
    value = fc.array(hostileValue(inner.ofType as GraphQLInputType, ids, depth), { maxLength: 4 });
  } else if (isEnumType(inner)) {
    value = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...inner.getValues().map((entry) => entry.value as unknown)) },
      { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') },
    );
  } else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    value =
      depth <= 0
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(fields.map((field) => [field.name, hostileValue(field.type, ids, depth - 1)])),
            { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
          );
  } else {
    value = scalar(inner.name, ids);
  }
  return fc.oneof(
    { weight: 20, arbitrary: value },
    { weight: isNonNullType(type) ? 0 : 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrongType() },
  );
}
