/**
 * Framehouse's local ESLint rules.
 *
 * `framehouse/module-ownership`: an API module's tables are read and written by its own services only
 * (docs/decisions.md, "API module ownership (issue 13)"), so no file outside a module may import that
 * module's entities or repositories as values; another module asks through a service the owner exports.
 * A type-only import stays allowed: TypeORM relations name their target entity by a string.
 *
 * CommonJS without requires: eslint.config.mjs imports it as it is, and jest loads it as the unit tests'
 * other sources.
 */

/** The files whose exports are a module's tables: its entities and any repository. */
const OWNED_FILE = /(\.entity|repository)(\.ts)?$/i;

/** A relative import's path, resolved against the importing file's folder ('/'-separated). */
function resolve(fromFile, source) {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of source.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The module a path lies in (`<modules>/<module>/…`), or null outside every module. */
function moduleOf(path, modulesDir) {
  const marker = `/${modulesDir}/`;
  const at = path.indexOf(marker);
  if (at === -1) return null;
  return path.slice(at + marker.length).split('/')[0] || null;
}

/** An import TypeScript erases: `import type …`, or one whose every name is `type`. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')
  );
}

const moduleOwnership = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid value imports of another API module's entities and repositories." },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      otherModule:
        "'{{path}}' is the {{owner}} module's table: ask through a service the {{owner}} module exports " +
        '(a TypeORM relation imports the entity with `import type` and names it by a string).',
    },
  },
  create(context) {
    const modulesDir = context.options[0]?.modulesDir ?? 'apps/api/src/modules';
    const filename = context.filename.replace(/\\/g, '/');
    const own = moduleOf(filename, modulesDir);

    function check(node, sourceNode) {
      const source = sourceNode?.type === 'Literal' ? sourceNode.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.') || !OWNED_FILE.test(source)) return;
      const owner = moduleOf(resolve(filename, source), modulesDir);
      if (owner === null || owner === own) return;
      context.report({ node, messageId: 'otherModule', data: { path: source, owner } });
    }

    return {
      ImportDeclaration: (node) => typeOnly(node) || check(node, node.source),
      ExportNamedDeclaration: (node) => typeOnly(node) || check(node, node.source),
      ExportAllDeclaration: (node) => typeOnly(node) || check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

module.exports = { rules: { 'module-ownership': moduleOwnership } };
