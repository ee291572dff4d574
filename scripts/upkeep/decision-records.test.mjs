import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/decisions: one shape for every record, its title then Status, Context, Decision and
// Consequences in that order (smaller headings may sit inside them). Measurements and their
// history go to docs/capacity.md, not into a record.

const TEMPLATE = ['Status', 'Context', 'Decision', 'Consequences'];
const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));

describe('decision records', () => {
  it.each(records)('%s has the template', (name) => {
    const text = readFileSync(`docs/decisions/${name}`, 'utf8');
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
    expect(text.match(/^## .+$/gm)?.map((h) => h.slice(3))).toEqual(TEMPLATE);
  });
});
