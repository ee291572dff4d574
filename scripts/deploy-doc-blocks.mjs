// The files docs/deploy.md asks a reader to write, as fenced blocks. A block is a file when the
// paragraph right before it, else the heading over it (when no block came between), names a
// backticked path under /etc/: "### `/etc/caddy/Caddyfile`". Any other block is commands.

const FENCE = /^```(\S*)\s*$/;
const ETC_PATH = /`(\/etc\/[^`\s]+)`/g;

/** Which tool can judge a file, from its path; undefined for a file nothing here checks. */
export function kindOf(path) {
  if (path === '/etc/caddy/Caddyfile') return 'caddyfile';
  if (/^\/etc\/systemd\/system\/[^/]+\.(service|timer)$/.test(path)) return 'systemd';
  if (path === '/etc/nftables.conf') return 'nftables';
  if (path.startsWith('/etc/logrotate.d/')) return 'logrotate';
  if (path === '/etc/rental/env') return 'env';
  if (path === '/etc/prometheus/prometheus.yml') return 'prometheus';
  if (path.startsWith('/etc/systemd/journald.conf.d/')) return 'journald';
  return undefined;
}

/**
 * Every file block of the markdown, in order: { path, kind, lang, text, line } where line is the
 * 1-based line of the opening fence. Throws on a fence left open, which would hide the rest.
 */
export function extractFileBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  // The heading over the block (until a block follows it) and the paragraph right before it.
  let heading = '';
  let paragraph = [];
  let ended = false;
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) {
      if (lines[i].startsWith('#')) [heading, paragraph] = [lines[i], []];
      else if (lines[i].trim() === '') ended = true;
      else {
        if (ended) paragraph = [];
        paragraph.push(lines[i]);
        ended = false;
      }
      continue;
    }
    const start = i;
    const body = [];
    for (i++; i < lines.length && lines[i].trim() !== '```'; i++) body.push(lines[i]);
    if (i >= lines.length) throw new Error(`line ${start + 1}: a code block is never closed`);
    const path = lastEtcPath(paragraph.join(' ')) ?? lastEtcPath(heading);
    [heading, paragraph] = ['', []];
    if (!path) continue;
    blocks.push({
      path,
      kind: kindOf(path),
      lang: open[1],
      text: `${body.join('\n')}\n`,
      line: start + 1,
    });
  }
  return blocks;
}

function lastEtcPath(text) {
  const paths = [...text.matchAll(ETC_PATH)].map((match) => match[1]);
  // A glob (`/etc/postgresql/*/main/…`) names a file to edit, not one the doc writes whole.
  return paths.filter((path) => !path.includes('*')).at(-1);
}

/** The names an environment file sets: KEY=value lines, comments and blanks skipped. */
export function envKeys(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
      if (!match) throw new Error(`not a KEY=value line: ${line}`);
      return match[1];
    });
}

/** The settings of README.md's configuration table: its rows' first cells, `A`, `B` split. */
export function readmeSettings(readme) {
  const section = readme.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = new Set();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  return names;
}
