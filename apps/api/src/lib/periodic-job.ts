import type { FastifyInstance } from 'fastify';

// A clean-up every process runs at start and then every `everyMs`: the job itself must be safe
// when two processes run it at once (conditional deletes), so no lock is taken between them.

export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<number>,
): void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= job()
      .then((n) => {
        if (n > 0) app.log.info({ deleted: n }, `${name}: old rows deleted`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // The first run is awaited: a started process has done its clean-up once.
    run();
    await running;
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
