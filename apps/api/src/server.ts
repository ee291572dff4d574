import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// Listen, timeouts and graceful shutdown; nothing else.

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  // docs/deploy.md#readiness: on SIGTERM/SIGINT, say "draining" at once and keep serving for
  // SHUTDOWN_DRAIN_SECONDS, so the proxy's health check takes this process out first; then stop
  // listening, finish the requests in flight and the outbox's claimed messages (its preClose
  // hook), close the database and exit.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.startDraining();
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'draining');
    const force = setTimeout(() => process.exit(1), (config.shutdownDrainSeconds + 45) * 1000);
    force.unref();
    setTimeout(() => {
      app.log.info('closing: no new connections, finishing the requests in flight');
      app.close().then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, config.shutdownDrainSeconds * 1000);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.readiness.markReady();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
