import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importProblems, isTestFile, testHelperProblems } from './import-rules';

// npm run lint:imports: the API's import rules (apps/api/README.md#layers-and-imports) over
// src/. The rules of the code leave the tests out (a test may reach into what it tests); the
// tests are checked for where their helpers come from. Exits 1 on any problem.

const src = fileURLToPath(new URL('../src', import.meta.url));
const all: Record<string, string> = {};
for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
  const path = relative(src, join(entry.parentPath, entry.name)).split(sep).join('/');
  all[path] = readFileSync(join(src, path), 'utf8');
}
const files = Object.fromEntries(Object.entries(all).filter(([path]) => !isTestFile(path)));

const problems = [...importProblems(files), ...testHelperProblems(all)];
for (const problem of problems) console.error(problem);
console.log(
  `${Object.keys(files).length} files and ${Object.keys(all).length - Object.keys(files).length} test files checked, ${problems.length} import problems`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
