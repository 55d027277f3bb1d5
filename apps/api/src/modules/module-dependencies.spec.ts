import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * No two API modules depend on each other, directly or round a longer loop (docs/decisions.md, "API
 * module ownership (issue 13)"). A module depends on another when its code imports, as a value, one of
 * the other's Nest classes (its module, or a provider, resolver, controller or processor; forwardRef
 * included) or entities. Type-only imports, and shared vocabulary such as GraphQL types, presenters and
 * decorators, put nothing of one module into the other's dependency injection or tables.
 */

const MODULES = __dirname;
const NEST_CLASS_OR_ENTITY = /@(Module|Injectable|Resolver|Controller|Processor|Entity)\(/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

const moduleOf = (path: string): string => relative(MODULES, path).split(sep)[0] as string;

/** The relative imports a file makes as values (what TypeScript does not erase). */
function valueImports(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    const onlyTypes =
      clause?.isTypeOnly ||
      (clause !== undefined &&
        !clause.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly));
    if (!onlyTypes && statement.moduleSpecifier.text.startsWith('.')) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

/** Module → the modules whose Nest classes or entities it imports. */
function dependencies(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const path of sourcesUnder(MODULES)) {
    const from = moduleOf(path);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of valueImports(path)) {
      const target = resolveSource(path, specifier);
      if (!target || relative(MODULES, target).startsWith('..')) continue;
      const to = moduleOf(target);
      if (to !== from && NEST_CLASS_OR_ENTITY.test(readFileSync(target, 'utf8'))) edges.add(to);
    }
  }
  return graph;
}

/** Every loop of the graph, each once, as the modules round it from the first by name. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found = new Map<string, string[]>();
  const walk = (path: string[]) => {
    const last = path[path.length - 1] as string;
    for (const next of graph.get(last) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0] as string);
        const rounded = [...loop.slice(start), ...loop.slice(0, start)];
        found.set(rounded.join(' '), [...rounded, rounded[0] as string]);
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const module of graph.keys()) walk([module]);
  return [...found.values()];
}

describe('API module dependencies', () => {
  const graph = dependencies();

  it('reads the modules and their dependencies', () => {
    expect(graph.get('youtube')).toContain('publishing');
    expect(graph.get('moments')).toContain('publishing');
    expect(graph.get('public')).toEqual(expect.any(Set));
  });

  it('has no cycle', () => {
    expect(cycles(graph).map((loop) => loop.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const withLoop = new Map(graph);
    withLoop.set('publishing', new Set([...(graph.get('publishing') ?? []), 'youtube']));
    expect(cycles(withLoop).map((loop) => loop.join(' → '))).toContainEqual(
      'publishing → youtube → publishing',
    );
  });
});
