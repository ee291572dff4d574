import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importProblems } from './import-rules';

// npm run lint:imports: the API's import rules (apps/api/README.md#layers-and-imports) over
// src/, tests left out (a test may reach into what it tests). Exits 1 on any problem.

const src = fileURLToPath(new URL('../src', import.meta.url));
const isTest = (path: string) => /\.test\.ts$|test-helpers\.ts$|^test\//.test(path);

const files: Record<string, string> = {};
for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
  const path = relative(src, join(entry.parentPath, entry.name)).split(sep).join('/');
  if (!isTest(path)) files[path] = readFileSync(join(src, path), 'utf8');
}

const problems = importProblems(files);
for (const problem of problems) console.error(problem);
console.log(`${Object.keys(files).length} files checked, ${problems.length} import problems`);
process.exitCode = problems.length === 0 ? 0 : 1;
