import { readFileSync } from 'node:fs';
import path from 'node:path';

// The heaviest frames of a `node --cpu-prof` profile (BENCH_CPU_PROF in api.bench.ts), as shares
// of the busy time (idle left out): self time per package or source folder, self time per
// function, and total time (with callees) per function.
// Usage (in apps/api): npm run bench:profile -- <file.cpuprofile> [count]

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('Usage: npx tsx bench/profile-top.ts <file.cpuprofile> [count]');
const count = Number(countArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

function where(url: string): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? path.dirname(url.slice(src + 1)) : url;
}

const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
};
const frames = new Map<string, number>();
const owners = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  const name = label(node);
  frames.set(name, (frames.get(name) ?? 0) + us);
  owners.set(where(node.callFrame.url), (owners.get(where(node.callFrame.url)) ?? 0) + us);
  total += us;
}
// Total time: each function counted once per sample however deep it recurs.
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
}
const top = (map: Map<string, number>, label: string) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ [label]: name, 'self %': ((us / total) * 100).toFixed(1) }));
console.log(`${(total / 1e6).toFixed(1)} s busy`);
console.table(top(owners, 'package or folder'));
console.table(top(frames, 'function'));
console.table(
  top(inclusive, 'function (with callees)')
    .map((row) => ({ ...row, 'total %': row['self %'] }))
    .map(({ ['self %']: _, ...row }) => row),
);
