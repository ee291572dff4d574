import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Outbox } from '../../deps';
import { runOnce } from './outbox.worker';

// Runs the outbox worker in this process: every pollMs, and at once when a commit of this
// process queued something (wake). Closing the app waits for the message being sent.

export interface OutboxOptions {
  /** false in tests that drive the worker with runOnce themselves. */
  autoStart?: boolean;
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

const DEFAULT_POLL_MS = 5_000;

export const outboxPlugin = fp(
  async (app: FastifyInstance, options: OutboxOptions) => {
    const autoStart = options.autoStart ?? true;
    const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;
    let stopped = !autoStart;

    async function drain(): Promise<void> {
      do {
        again = false;
        // A batch at a time; between two, the requests waiting are served first (setImmediate
        // runs after the pending I/O) and a stop request is honoured.
        while (!stopped && (await runOnce(app, workerId)) > 0) await setImmediate();
      } while (again && !stopped);
    }

    function wake(): void {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      running = drain()
        .catch((error: unknown) => app.log.error({ err: error }, 'outbox worker failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) {
            timer = setTimeout(wake, pollMs);
            timer.unref();
          }
        });
    }

    app.decorate('outbox', { workerId, wake } satisfies Outbox);
    app.addHook('onReady', async () => {
      if (autoStart) wake();
    });
    // Before the database closes (onClose): finish the message in flight, claim no other.
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'outbox', dependencies: ['notifications'] },
);
