import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromServer, ToServer } from './protocol';

// The API benchmark's servers run in a child process (bench-server.ts), so they do not share an
// event loop with the load; this is that process as the benchmark sees it: messages to it, the
// next message of a type from it, and its end.

/** The message of `type` from the server process. */
export type FromServerOf<T extends FromServer['type']> = Extract<FromServer, { type: T }>;

export interface ServerChild {
  /** Resolves with the next message of `type`. */
  next<T extends FromServer['type']>(type: T): Promise<FromServerOf<T>>;
  tell(message: ToServer): void;
  /** Resolves when the process has exited. */
  exited(): Promise<void>;
  kill(): void;
}

/**
 * Starts bench-server.ts; its failure ends the benchmark. profileDir: run it under
 * `node --cpu-prof` and write the profile there.
 */
export function forkServer(profileDir: string | undefined): ServerChild {
  const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    execArgv: [
      ...process.execArgv,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
  });
  server.on('exit', (code) => {
    if (code) {
      console.error(`bench server exited with ${code}`);
      process.exit(1);
    }
  });

  function next<T extends FromServer['type']>(type: T): Promise<FromServerOf<T>> {
    return new Promise((resolve) => {
      const onMessage = (message: FromServer) => {
        if (message.type !== type) return;
        server.off('message', onMessage);
        resolve(message as FromServerOf<T>);
      };
      server.on('message', onMessage);
    });
  }
  return {
    next,
    tell: (message) => server.send(message),
    exited: () => new Promise((resolve) => server.once('exit', () => resolve())),
    kill: () => server.kill(),
  };
}
