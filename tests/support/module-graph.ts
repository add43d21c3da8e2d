import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** Every file under a folder of the repository, as a path relative to its root ('src/config.ts'). */
export function filesUnder(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(folder, entry).split(path.sep).join('/'))
    .filter((file) => statSync(path.join(ROOT, file)).isFile());
}

/** The names an import asks for; 'all' when it takes the whole module (namespace, dynamic, side effect). */
export type Wanted = ReadonlySet<string> | 'all';

/** One import of a file. `reexportsAll` marks `export * from`: it passes on what its own importers want. */
export type ImportRecord = { specifier: string; wanted: Wanted; reexportsAll: boolean };

const sources = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  const known = sources.get(file);
  if (known) return known;
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  sources.set(file, source);
  return source;
}

function namesOfImportClause(clause: ts.ImportClause | undefined): Wanted {
  // `import './x'` runs the module: it is wanted as a whole.
  if (!clause) return 'all';
  const names = new Set<string>();
  if (clause.name) names.add('default');
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return 'all';
  if (bindings)
    for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
  return names;
}

function recordOfStatement(statement: ts.Statement): ImportRecord | null {
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    return {
      specifier: statement.moduleSpecifier.text,
      wanted: namesOfImportClause(statement.importClause),
      reexportsAll: false,
    };
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const clause = statement.exportClause;
    if (!clause) return { specifier, wanted: new Set(), reexportsAll: true };
    if (ts.isNamespaceExport(clause)) return { specifier, wanted: 'all', reexportsAll: false };
    const names = clause.elements.map((element) => (element.propertyName ?? element.name).text);
    return { specifier, wanted: new Set(names), reexportsAll: false };
  }
  return null;
}

/**
 * Every import of a file: static, dynamic, re-exports, type-only, and a stylesheet's @import or a
 * CSS module's `composes: … from '…'`.
 */
export function importsOf(file: string): ImportRecord[] {
  if (file.endsWith('.css')) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const stylesheetImports =
      /@import\s+(?:url\()?['"]([^'"]+)['"]|composes:[^;]*?\bfrom\s+['"]([^'"]+)['"]/g;
    return [...text.matchAll(stylesheetImports)].map((match) => ({
      specifier: (match[1] ?? match[2])!,
      wanted: 'all',
      reexportsAll: false,
    }));
  }
  if (!/\.(tsx?|mts|mjs|js)$/.test(file)) return [];
  const records: ImportRecord[] = [];
  const visit = (node: ts.Node) => {
    const record = ts.isStatement(node) ? recordOfStatement(node) : null;
    if (record) records.push(record);
    const [argument] = ts.isCallExpression(node) ? node.arguments : [];
    const isDynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
    if (isDynamic && argument && ts.isStringLiteralLike(argument)) {
      records.push({ specifier: argument.text, wanted: 'all', reexportsAll: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(file));
  return records;
}

const modifiersOf = (node: ts.Node): readonly ts.ModifierLike[] =>
  (ts.canHaveModifiers(node) && ts.getModifiers(node)) || [];
const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => modifiersOf(node).some((m) => m.kind === kind);

/** The names a module exports itself (not those it passes on with `export *`). */
export function ownExports(file: string): Set<string> {
  const names = new Set<string>();
  if (!/\.(tsx?|mts|mjs|js)$/.test(file)) return names;
  for (const statement of sourceOf(file).statements) {
    if (ts.isExportAssignment(statement)) names.add('default');
    else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
        }
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) names.add(name.text);
      }
    }
  }
  return names;
}

const repositoryFiles = new Set<string>();
const isRepositoryFile = (file: string) => {
  if (repositoryFiles.has(file)) return true;
  const absolute = path.join(ROOT, file);
  const exists = existsSync(absolute) && statSync(absolute).isFile();
  if (exists) repositoryFiles.add(file);
  return exists;
};

/** The repository file an import names, or null for a package (or a file outside the repository). */
export function resolveImport(fromFile: string, specifier: string): string | null {
  const key = `${path.dirname(fromFile)}\0${specifier}`;
  if (!resolved.has(key)) resolved.set(key, resolveUncached(fromFile, specifier));
  return resolved.get(key)!;
}

const resolved = new Map<string, string | null>();
function resolveUncached(fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  const found = candidates.map((candidate) => candidate.split(path.sep).join('/')).find(isRepositoryFile);
  return found ?? null;
}

const importsCache = new Map<string, ImportRecord[]>();
const cachedImports = (file: string) => {
  if (!importsCache.has(file)) importsCache.set(file, importsOf(file));
  return importsCache.get(file)!;
};

const exportsCache = new Map<string, Set<string>>();
/** What a module exports, its own names and those it passes on from others with `export *`. */
function allExports(file: string): Set<string> {
  const known = exportsCache.get(file);
  if (known) return known;
  const names = ownExports(file);
  exportsCache.set(file, names);
  for (const record of cachedImports(file).filter((candidate) => candidate.reexportsAll)) {
    const target = resolveImport(file, record.specifier);
    if (target) for (const name of allExports(target)) names.add(name);
  }
  return names;
}

function addWanted(wantedOf: Map<string, Wanted>, file: string, wanted: Wanted): boolean {
  const before = wantedOf.get(file);
  if (before === 'all') return false;
  if (wanted === 'all') {
    wantedOf.set(file, 'all');
    return true;
  }
  const merged = new Set([...(before ?? []), ...wanted]);
  if (before && merged.size === before.size) return false;
  wantedOf.set(file, merged);
  return true;
}

/**
 * The modules the entry points reach through imports, static or dynamic. A barrel's `export *` leads
 * on only to the modules whose names someone asks of it: a module re-exported but never used is not
 * reached.
 */
export function reachableModules(entries: readonly string[]): Set<string> {
  const wantedOf = new Map<string, Wanted>(entries.map((entry) => [entry, 'all']));
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const wanted = wantedOf.get(file)!;
    for (const record of cachedImports(file)) {
      const target = resolveImport(file, record.specifier);
      if (!target || target === file) continue;
      let passedOn = record.wanted;
      if (record.reexportsAll) {
        const exported = allExports(target);
        const asked = wanted === 'all' ? [...exported] : [...wanted].filter((name) => exported.has(name));
        if (asked.length === 0) continue;
        passedOn = wanted === 'all' ? 'all' : new Set(asked);
      }
      if (addWanted(wantedOf, target, passedOn)) pending.push(target);
    }
  }
  return new Set(wantedOf.keys());
}
