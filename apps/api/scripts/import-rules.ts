import ts from 'typescript';

// The import rules of the API (apps/api/README.md#layers-and-imports), checked over the import
// graph TypeScript reads from the sources:
// - no file imports itself back through other files (type-only imports count: a type cycle
//   still ties the files together);
// - no module imports itself back through other modules (runtime imports: a type names a shape,
//   it does not load the module);
// - a module imports another module only through its public entry;
// - a test reaches only its own module's helpers (`*.test-helpers.ts`) and the shared test home
//   (src/test/); what two modules' tests both need lives there.
// Pure functions over { path: source }, so a test can feed it a made-up tree.

/** One import: the file it resolves to and whether it is erased at run time. */
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const isTypeOnly = (node: ts.ImportDeclaration | ts.ExportDeclaration): boolean => {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // import './side-effect'
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const named = clause.namedBindings;
  return (
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
};

/** The relative imports of one source file, as written. */
function importsOf(path: string, source: string): { spec: string; typeOnly: boolean }[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false);
  const found: { spec: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter(({ spec }) => spec.startsWith('.'));
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.');

/** 'a/b/../c/d' → 'a/c/d' */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Every relative import between the given files (paths relative to src/, with '/'). */
export function importGraph(files: Record<string, string>): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, source] of Object.entries(files)) {
    for (const { spec, typeOnly } of importsOf(from, source)) {
      const base = normalise(`${dirOf(from)}/${spec}`).replace(/\.js$/, '');
      const to = [`${base}.ts`, `${base}/index.ts`, base].find((path) => path in files);
      if (to) edges.push({ from, to, typeOnly });
    }
  }
  return edges;
}

/** 'modules/bookings/booking-create.ts' → 'modules/bookings'; 'plugins/auth.ts' → 'plugins'. */
export function moduleOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : path;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components). */
export function cycles(edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) {
    if (a === b) continue;
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const strong = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) strong(v);
  return found;
}

/**
 * A module's public entry: its services (`*.service.ts`), the mappers that say how its rows
 * read in JSON (`*-json.ts`) and the plugins the app registers (`*.plugin.ts`), plus the few
 * files below that serve other modules under another name. Routes, repositories and helpers
 * stay inside their module.
 */
export const NAMED_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  // The booking as the API answers it, after a change made elsewhere (the handover).
  'modules/bookings': ['booking-queries.ts'],
  // The counter entry the pickup takes with the deposit.
  'modules/payments': ['payment-counter.ts'],
  // The tools of every module with files: the form reader, the image pipeline, the store.
  'modules/uploads': ['image-pipeline.ts', 'multipart-form.ts', 'storage.ts'],
  // What a change queues for the renter: reminders and the facts a message is written from.
  'modules/outbox': ['reminders.ts', 'message-facts.ts'],
  // The one place that says what a branch's staff may reach.
  'modules/staff': ['branch-scope.ts'],
  // The invoice's number and its PDF, which the return and the download use.
  'modules/invoices': ['invoice-number.ts', 'invoice-pdf.ts', 'tax.ts'],
  // The check of a private file (image or PDF), which a charge's evidence passes too.
  'modules/documents': ['document-file.ts'],
};

export function isPublicEntry(path: string): boolean {
  if (/(\.service|-json|\.plugin)\.ts$/.test(path)) return true;
  const named = NAMED_ENTRIES[moduleOf(path)] ?? [];
  return named.some((name) => path.endsWith(`/${name}`));
}

/** What breaks the rules, one line each; empty when the tree keeps them. */
export function importProblems(files: Record<string, string>): string[] {
  const edges = importGraph(files);
  const problems: string[] = [];
  for (const group of cycles(edges.map((e) => [e.from, e.to]))) {
    problems.push(`file cycle: ${group.join(' <-> ')}`);
  }
  const moduleEdges = edges
    .filter((e) => !e.typeOnly)
    .map((e): [string, string] => [moduleOf(e.from), moduleOf(e.to)]);
  for (const group of cycles(moduleEdges)) {
    problems.push(`module cycle: ${group.join(' <-> ')}`);
  }
  for (const e of edges) {
    const [a, b] = [moduleOf(e.from), moduleOf(e.to)];
    if (a !== b && a.startsWith('modules/') && b.startsWith('modules/') && !isPublicEntry(e.to)) {
      problems.push(`${e.from} imports ${e.to}, which is not a public entry of ${b}`);
    }
  }
  return problems;
}

/** A suite, a module's helpers for its suites, or a file of the shared test home (src/test/). */
export const isTestFile = (path: string): boolean =>
  /\.test\.ts$|test-helpers\.ts$|^test\//.test(path);

/**
 * Test helpers have two homes: a module's own `*.test-helpers.ts`, for its suites only, and
 * src/test/, for every suite. One line for each import of another module's helpers (by a suite,
 * a helper or a file of src/test/); empty when every test keeps to those homes.
 */
export function testHelperProblems(files: Record<string, string>): string[] {
  return importGraph(files)
    .filter((e) => e.to.endsWith('.test-helpers.ts') && moduleOf(e.from) !== moduleOf(e.to))
    .map(
      (e) =>
        `${e.from} imports ${e.to}, a test helper of ${moduleOf(e.to)}: shared ones go to test/`,
    );
}
