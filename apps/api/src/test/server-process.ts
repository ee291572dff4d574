import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

// Real server processes for the tests that need more than one: the bundle the build script makes,
// run with `node`, each on a free port with an environment of its own.

const API_ROOT = path.resolve(import.meta.dirname, '../..');

/** Bundles the server as `npm run build` does (apps/api/dist/server.js). */
export function buildServer(): void {
  const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: API_ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('the server build failed');
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

const started = new Set<ServerProcess>();

/** Starts the bundled server; without `waitUntilListening`, answers as soon as it is spawned. */
export async function startServer(
  env: Record<string, string>,
  { waitUntilListening = true } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const server = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  started.add(server);
  void exited.then(() => started.delete(server));
  if (!waitUntilListening) return server;

  // pino logs this line once the port is open.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!output.includes('Server listening at')) return;
      child.stdout!.off('data', check);
      resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`server exited (${code}) at start:\n${output}`)));
  });
  return server;
}

/** Ends a process the test started (SIGKILL when asked), and waits until it is gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill(signal);
  }
  await server.exited;
}

/** Ends every process still running, whatever became of the test that started it. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...started].map((server) => stopServer(server)));
}
