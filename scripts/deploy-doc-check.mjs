// npm run check:deploy-doc: every file docs/deploy.md asks a reader to write, judged by the tool
// that will read it on the server (caddy, systemd-analyze, nft, logrotate, promtool), and every
// variable of its environment files found in the README's configuration table. A tool missing on
// this machine is skipped with a note, never counted as a pass. Exit 1 on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envKeys, extractFileBlocks, readmeSettings } from './deploy-doc-blocks.mjs';

const root = new URL('..', import.meta.url);
const read = (file) => readFileSync(new URL(file, root), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'deploy-doc-'));
const failures = [];
const notes = [];

function has(tool) {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: work });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

function judge(block, ok, output) {
  const where = `docs/deploy.md:${block.line} ${block.path}`;
  if (ok) console.log(`ok    ${where}`);
  else failures.push(`${where}\n${output.replace(/^/gm, '      ')}`);
}

function fileOf(block, name) {
  const file = path.join(work, name);
  writeFileSync(file, block.text);
  return file;
}

const checks = {
  caddyfile(block, index) {
    if (!has('caddy')) return notes.push('caddy is not installed: Caddyfiles not checked');
    const file = fileOf(block, `Caddyfile-${index}`);
    const result = run('caddy', [
      'adapt',
      '--config',
      file,
      '--adapter',
      'caddyfile',
      '--validate',
    ]);
    // --validate also prints its provisioning as JSON log lines; the status is the verdict.
    judge(block, result.status === 0, result.output.split('\n').filter(isNotInfo).join('\n'));
  },
  systemd(block) {
    if (!has('systemd-analyze')) return notes.push('systemd-analyze is missing: units not checked');
    // All units share one folder, so a timer finds its service; a template gets an instance.
    const name = path.basename(block.path);
    fileOf(block, name);
    const unit = name.endsWith('@.service') ? name.replace('@.service', '@3001.service') : name;
    const result = run('systemd-analyze', ['verify', path.join(work, unit)]);
    // systemd only warns about an unknown key or a bad value: any word from it is a failure, but
    // for a command this machine lacks (rsync on a CI runner), which is noted instead.
    const lines = result.output.split('\n').filter((line) => line.trim() !== '');
    const missing = lines.filter((line) => missingCommand(line));
    for (const line of missing) notes.push(`${block.path}: ${line.trim()} (not installed here)`);
    const rest = lines.filter((line) => !missing.includes(line));
    judge(block, rest.length === 0, rest.join('\n'));
  },
  nftables(block, index) {
    if (!has('nft')) return notes.push('nft is not installed: the firewall is not checked');
    const result = run('nft', ['-c', '-f', fileOf(block, `nftables-${index}.conf`)]);
    if (/Operation not permitted/.test(result.output)) {
      return notes.push('nft -c needs CAP_NET_ADMIN (root): the firewall is not checked');
    }
    judge(block, result.status === 0, result.output);
  },
  logrotate(block, index) {
    if (!has('logrotate')) return notes.push('logrotate is not installed: its files not checked');
    const file = fileOf(block, `logrotate-${index}`);
    const result = run('logrotate', ['--debug', '--state', path.join(work, 'state'), file]);
    judge(block, result.status === 0 && !/^error:/m.test(result.output), result.output);
  },
  prometheus(block, index) {
    if (!has('promtool'))
      return notes.push('promtool is not installed: prometheus.yml not checked');
    // Syntax only: the token file it names exists on the server, not here.
    const file = fileOf(block, `prometheus-${index}.yml`);
    const result = run('promtool', ['check', 'config', '--syntax-only', file]);
    judge(block, result.status === 0, result.output);
  },
  env(block) {
    const settings = readmeSettings(read('README.md'));
    const unknown = envKeys(block.text).filter((key) => !settings.has(key));
    judge(block, unknown.length === 0, `not in the README's configuration table: ${unknown}`);
  },
  journald() {
    notes.push('journald.conf.d: no tool checks it offline');
  },
};

function isNotInfo(line) {
  return !/^\{"level":"(info|debug)"/.test(line);
}

function missingCommand(line) {
  const match = /Command (\S+) is not executable: No such file or directory/.exec(line);
  return match !== null && !existsSync(match[1]);
}

const started = performance.now();
try {
  extractFileBlocks(read('docs/deploy.md')).forEach((block, index) => {
    const check = checks[block.kind];
    if (check) check(block, index);
    else failures.push(`docs/deploy.md:${block.line} ${block.path}: no check knows this file`);
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const note of new Set(notes)) console.log(`note  ${note}`);
for (const failure of failures) console.log(`FAIL  ${failure}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`check:deploy-doc: ${failures.length} failed in ${seconds} s`);
process.exit(failures.length === 0 ? 0 : 1);
