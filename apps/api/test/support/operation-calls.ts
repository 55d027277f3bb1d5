import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Calls of every root operation built from the schema alone, for the isolation matrix: a document selecting
 * what the answer holds, and variables aimed at one organization's records. A new operation is covered
 * without writing its call, as long as its ids are named after what they point at.
 */

/** The records an id argument can point at; the fixture holds one of each in the target organization. */
export type RecordKind =
  | 'video'
  | 'moment'
  | 'videoThumbnail'
  | 'momentThumbnail'
  | 'videoCaption'
  | 'objectAnnotation'
  | 'objectThumbnail'
  | 'endCard'
  | 'buttonCta'
  | 'imageCta'
  | 'organizationMonetization'
  | 'socialMediaPlatform'
  | 'd2cApiKey'
  | 'carousel'
  | 'widgetPreset'
  | 'playlist'
  | 'microsite'
  | 'organizationMember'
  | 'publishingTarget'
  | 'organization';

const KINDS: RecordKind[] = [
  'video',
  'moment',
  'videoThumbnail',
  'momentThumbnail',
  'videoCaption',
  'objectAnnotation',
  'objectThumbnail',
  'endCard',
  'buttonCta',
  'imageCta',
  'organizationMonetization',
  'socialMediaPlatform',
  'd2cApiKey',
  'carousel',
  'widgetPreset',
  'playlist',
  'microsite',
  'organizationMember',
  'publishingTarget',
  'organization',
];

/** Ids whose name does not say their kind: `operation.argument` or `InputType.field`. */
const NAMED_KINDS: Record<string, RecordKind> = {
  objectId: 'objectAnnotation',
  ctaButton1: 'buttonCta',
  ctaButton2: 'buttonCta',
  orgMonetization: 'organizationMonetization',
  pageOf: 'moment',
  manualMomentId: 'moment',
  excludeManualMomentId: 'moment',
  manualVideoId: 'video',
  excludeManualVideoId: 'video',
  'CarouselInput.moments': 'moment',
  'UpdateCarouselInput.moments': 'moment',
  'PlaylistInput.items': 'video',
  'addToPlaylist.itemId': 'video',
  'addToPlaylist.id': 'playlist',
  'deleteCta.id': 'buttonCta',
  'publishWidget.id': 'video',
  'publishYouTube.id': 'video',
  'updateShareSocialMediaIcons.id': 'organization',
  'objectById.id': 'objectAnnotation',
  'updateSections.id': 'microsite',
  presetId: 'widgetPreset',
};

const lower = (text: string) => text.toLowerCase();

/** The kind the operation's own noun names: the longest kind inside it (`revokeD2CApiKey` → d2cApiKey). */
function kindOfOperation(operation: string): RecordKind | undefined {
  const noun = lower(operation.replace(/^[a-z]+(?=[A-Z])/, '').replace(/ById$/, ''));
  const named = KINDS.filter((kind) => noun.includes(lower(kind)) || lower(operation) === lower(kind));
  const fromVerbless = KINDS.filter((kind) => lower(operation).startsWith(lower(kind)));
  return [...named, ...fromVerbless].sort((a, b) => b.length - a.length)[0];
}

/** What an id points at, from its name and where it is; undefined when nothing says it. */
export function kindOf(operation: string, holder: string | null, name: string): RecordKind | undefined {
  const explicit = NAMED_KINDS[`${holder ?? operation}.${name}`] ?? NAMED_KINDS[name];
  if (explicit) return explicit;
  if (name === 'id' || name === 'ids') return kindOfOperation(operation);
  if (name === 'thumbnailId') {
    const owner = kindOfOperation(operation);
    return owner === 'video' || owner === 'moment' ? `${owner}Thumbnail` : owner && 'objectThumbnail';
  }
  const stem = name.replace(/Ids?$/, '');
  return KINDS.find((kind) => lower(kind) === lower(stem));
}

export interface IdUse {
  /** Where in the variables, e.g. `video.endCardId`. */
  path: string;
  kind: RecordKind | undefined;
}

export interface OperationCall {
  name: string;
  type: 'query' | 'mutation';
  document: string;
  variables: Record<string, unknown>;
  /** Every id the variables carry, with what it points at. */
  ids: IdUse[];
  /** The answer is a payload with an `errors` list (mutations), not a GraphQL error. */
  payload: boolean;
}

/**
 * Values a name alone cannot tell, for the calls to pass validation and reach the records, keyed
 * `operation.argument.path` or `InputType.field`; OMIT leaves an argument or field out.
 */
export type ValueHints = Record<string, unknown>;
export const OMIT = Symbol('omit');

const holdsId = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsId(field.type, seen));
};

/** A plausible value of a scalar by its name: enough for validation, never the target of the check. */
function scalarValue(typeName: string, name: string): unknown {
  const key = lower(name);
  if (typeName === 'Int') return key === 'pagesize' ? 10 : 1;
  if (typeName === 'Float') return 1;
  if (typeName === 'Boolean') return false;
  if (typeName === 'DateTime') return new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  if (key.includes('email')) return `matrix-${Date.now().toString(36)}@example.com`;
  if (key.includes('url')) return 'https://example.com/matrix';
  if (key.includes('color') || key.includes('colour')) return '#112233';
  return 'Matrix';
}

interface Build {
  operation: string;
  ids: IdUse[];
  idFor: (kind: RecordKind | undefined, path: string) => string;
  hints: ValueHints;
}

function inputValue(
  build: Build,
  type: GraphQLInputType,
  name: string,
  holder: string | null,
  path: string,
): unknown {
  const hint =
    build.hints[`${build.operation}.${path}`] ?? (holder ? build.hints[`${holder}.${name}`] : undefined);
  if (hint !== undefined) return hint;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [inputValue(build, inner.ofType, name, holder, path)];
  const named = getNamedType(inner);
  if (named.name === 'ID') {
    const kind = kindOf(build.operation, holder, name);
    build.ids.push({ path, kind });
    return build.idFor(kind, `${build.operation}(${path})`);
  }
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isScalarType(named)) return scalarValue(named.name, name);
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      const hint =
        build.hints[`${named.name}.${field.name}`] ?? build.hints[`${build.operation}.${path}.${field.name}`];
      if (hint === OMIT) continue;
      if (isNonNullType(field.type) || holdsId(field.type) || hint !== undefined) {
        value[field.name] = inputValue(build, field.type, field.name, named.name, `${path}.${field.name}`);
      }
    }
    return value;
  }
  return null;
}

/**
 * The answer's fields and those of the records it holds (one level down): what another organization's
 * record would leak through. Deeper, lists of lists cost more than the query limit allows.
 */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((argument) => !isNonNullType(argument.type)),
  );
  const parts = ['__typename'];
  for (const field of fields) {
    const inner = getNamedType(field.type);
    if (!isObjectType(inner)) parts.push(field.name);
    else if (field.name === 'errors') parts.push('errors { field messages name }');
    else if (depth > 0) parts.push(`${field.name} ${selection(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** Which arguments a call sends: the required ones and those carrying ids (the one `id` of a pair). */
function sentArguments(field: GraphQLField<unknown, unknown>, hints: ValueHints): GraphQLArgument[] {
  const withIds = field.args.filter((argument) => holdsId(argument.type));
  const single = withIds.find((argument) => argument.name === 'id');
  return field.args.filter((argument) => {
    const hint = hints[`${field.name}.${argument.name}`];
    if (hint === OMIT) return false;
    return (
      isNonNullType(argument.type) ||
      hint !== undefined ||
      (holdsId(argument.type) && !(single && argument.name === 'ids'))
    );
  });
}

const typeText = (type: GraphQLInputType): string => type.toString();

/** The document of one root field with `args` as variables, selecting `depth` levels of its answer. */
export function operationDocument(
  type: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: readonly GraphQLArgument[],
  depth: number,
): string {
  const declared = args.map((argument) => `$${argument.name}: ${typeText(argument.type)}`).join(', ');
  const passed = args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  return (
    `${type} Call${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ` +
    `${selection(field.type, depth)} }`
  );
}

/** Every query and mutation of the schema as a call aimed at the records `idFor` gives. */
export function operationCalls(
  schema: GraphQLSchema,
  idFor: (kind: RecordKind | undefined, path: string) => string,
  hints: ValueHints = {},
): OperationCall[] {
  const calls: OperationCall[] = [];
  for (const [type, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const build: Build = { operation: field.name, ids: [], idFor, hints };
      const args = sentArguments(field, hints);
      const variables: Record<string, unknown> = {};
      for (const argument of args) {
        variables[argument.name] = inputValue(build, argument.type, argument.name, null, argument.name);
      }
      const document = operationDocument(type, field, args, 1);
      const returned = getNamedType(field.type);
      const payload = isObjectType(returned) && 'errors' in returned.getFields();
      calls.push({ name: field.name, type, document, variables, ids: build.ids, payload });
    }
  }
  return calls;
}
