import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The indexes a newcomer reads first list every part they describe: a new record or admin part
// that is missing from its index fails here (run from the repository root).

const read = (file) => readFileSync(file, 'utf8');
const folders = (dir) =>
  readdirSync(dir).filter((name) => statSync(`${dir}/${name}`).isDirectory());

describe('the indexes', () => {
  it('docs/README.md lists every decision record', () => {
    const index = read('docs/README.md');
    const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));
    expect(records.filter((name) => !index.includes(`\`${name}\``))).toEqual([]);
  });

  it('apps/web/README.md lists every admin part', () => {
    const index = read('apps/web/README.md');
    const parts = folders('apps/web/src/features/admin');
    expect(parts.filter((name) => !index.includes(`\`${name}/\``))).toEqual([]);
  });
});
