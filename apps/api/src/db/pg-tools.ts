import { spawnSync } from 'node:child_process';

// PostgreSQL's own tools (pg_dump, pg_restore from Debian's postgresql-client) for the backup
// and the restore. The password goes in the environment, never on the command line, where
// every user of the machine could read it.

export interface PgTarget {
  /** The URL without its password, for the tools' command line. */
  url: string;
  /** The URL as configured, for this process's own connections. */
  connectionString: string;
  database: string;
  env: NodeJS.ProcessEnv;
}

export function pgTarget(databaseUrl: string): PgTarget {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    connectionString: databaseUrl,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

export function runPgTool(tool: string, args: string[], target: PgTarget): void {
  const run = spawnSync(tool, args, { env: target.env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.error) {
    throw new Error(`${tool} could not run (${run.error.message}): install postgresql-client`);
  }
  if (run.status !== 0) throw new Error(`${tool} failed (exit ${run.status})`);
}
