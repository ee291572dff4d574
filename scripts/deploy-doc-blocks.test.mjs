import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envKeys, extractFileBlocks, readmeSettings } from './deploy-doc-blocks.mjs';

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('the files of docs/deploy.md', () => {
  it('takes a block as the file the paragraph before it names, and commands as nothing', () => {
    const markdown = [
      '### `/etc/caddy/Caddyfile`',
      '',
      'Point the domain here first.',
      '',
      '```caddyfile',
      'example.com {',
      '}',
      '```',
      '',
      '```sh',
      'systemctl reload caddy',
      '```',
      '',
      'Bound it in',
      '`/etc/systemd/journald.conf.d/size.conf`:',
      '',
      '```ini',
      '[Journal]',
      '```',
    ].join('\n');
    expect(extractFileBlocks(markdown)).toEqual([
      {
        path: '/etc/caddy/Caddyfile',
        kind: 'caddyfile',
        lang: 'caddyfile',
        text: 'example.com {\n}\n',
        line: 5,
      },
      {
        path: '/etc/systemd/journald.conf.d/size.conf',
        kind: 'journald',
        lang: 'ini',
        text: '[Journal]\n',
        line: 17,
      },
    ]);
  });

  it('leaves a block alone when its paragraph names a path only as a glob', () => {
    const markdown = 'In `/etc/postgresql/*/main/postgresql.conf`:\n\n```ini\nport = 5433\n```\n';
    expect(extractFileBlocks(markdown)).toEqual([]);
  });

  it('refuses a block that is never closed', () => {
    expect(() =>
      extractFileBlocks('`/etc/nftables.conf`:\n\n```nft\ntable inet filter {\n'),
    ).toThrow('line 3: a code block is never closed');
  });

  it('finds every file the deploy document writes, each of a kind that is checked', () => {
    const blocks = extractFileBlocks(read('docs/deploy.md'));
    const paths = new Set(blocks.map((block) => block.path));
    for (const path of [
      '/etc/rental/env',
      '/etc/systemd/system/rental.service',
      '/etc/systemd/system/rental@.service',
      '/etc/systemd/system/rental-backup.service',
      '/etc/systemd/system/rental-backup.timer',
      '/etc/caddy/Caddyfile',
      '/etc/nftables.conf',
      '/etc/prometheus/prometheus.yml',
    ]) {
      expect(paths).toContain(path);
    }
    expect(blocks.filter((block) => block.kind === undefined)).toEqual([]);
  });

  it('sets no variable in the environment files that the README does not document', () => {
    const settings = readmeSettings(read('README.md'));
    expect(settings).toContain('METRICS_TOKEN');
    const keys = extractFileBlocks(read('docs/deploy.md'))
      .filter((block) => block.kind === 'env')
      .flatMap((block) => envKeys(block.text));
    expect(keys).toContain('DATABASE_URL');
    expect(keys.filter((key) => !settings.has(key))).toEqual([]);
  });

  it('refuses an environment line that is not KEY=value', () => {
    expect(envKeys('# a comment\n\nPORT=3000\n')).toEqual(['PORT']);
    expect(() => envKeys('export PORT=3000\n')).toThrow('not a KEY=value line: export PORT=3000');
  });
});
