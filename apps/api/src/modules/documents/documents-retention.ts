import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../../deps';
import * as repo from './documents.repository';

// docs/product.md#documents: documents go DOCUMENT_RETENTION_DAYS after the renter's last rental
// ends. Every process runs the clean-up; each deletion is conditional, so when two processes pick
// the same document only one deletes the row and then the file.

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes expired documents and their files; answers how many it deleted. */
export async function purgeExpiredDocuments(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'storage'>,
): Promise<number> {
  const before = new Date(
    deps.clock().getTime() - deps.config.documentRetentionDays * DAY_MS,
  ).toISOString();
  let deleted = 0;
  for (;;) {
    const rows = await repo.listExpired(deps.db, before, BATCH);
    for (const row of rows) {
      if (await repo.deleteIfExpired(deps.db, row.id, before)) {
        await deps.storage.delete(row.file_key);
        deleted += 1;
      }
    }
    if (rows.length < BATCH) return deleted;
  }
}

/** Runs the clean-up at start and every hour while the server runs. */
export const documentsRetentionPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> | undefined;
    const run = () => {
      running ??= purgeExpiredDocuments(app)
        .then((n) => {
          if (n > 0) app.log.info({ deleted: n }, 'expired documents deleted');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'document clean-up failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, RETENTION_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'documents-retention', dependencies: ['uploads'] },
);
