// Bundles the server (with the shared package, which ships TypeScript source) into dist/.
// Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rental/'));

await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/backup.ts', restore: 'src/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
