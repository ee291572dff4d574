import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// docs/deploy.md#readiness: liveness (/api/health) says the process and its database answer;
// readiness (/api/ready) says whether a proxy should send it new requests. The port opens only
// once the migrations have run, so a proxy cannot reach a process that is still migrating; from
// then until the server calls markReady() it is "starting", and from SIGTERM on "draining".

export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  state(): ReadinessState;
  markReady(): void;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    let state: ReadinessState = 'starting';
    app.decorate('readiness', {
      state: () => state,
      markReady: () => {
        if (state === 'starting') state = 'ready';
      },
      startDraining: () => {
        state = 'draining';
      },
    } satisfies Readiness);
    // While draining, each answer ends its connection: a proxy that keeps connections open
    // then opens a new one for its next request, to a process that is still ready.
    app.addHook('onSend', async (_request, reply) => {
      if (state === 'draining') reply.header('connection', 'close');
    });
  },
  { name: 'readiness' },
);
