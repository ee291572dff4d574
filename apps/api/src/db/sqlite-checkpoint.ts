import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// docs/decisions/022-performance-close-to-the-limit.md: in WAL mode a commit only appends to the
// write-ahead log; now and then the log is copied back into the database file and synced (a
// checkpoint). SQLite runs it inside the commit that fills the log past 1,000 pages, on the one
// thread that answers every request: every fiftieth booking or so waited for a sync of tens of
// milliseconds. A worker thread with a connection of its own checkpoints instead, every
// CHECKPOINT_EVERY_MS, without blocking the writer (PASSIVE); the server's connection keeps a far
// higher automatic checkpoint only as a backstop (database.ts).

const CHECKPOINT_EVERY_MS = 250;

/** Runs in the worker: CommonJS, given the driver's resolved path and the database's. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.path);
db.pragma('busy_timeout = 0');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next round, or the server's own automatic checkpoint, does it.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Checkpoints once more and closes the worker's connection; resolves once it has. */
  stop(): Promise<void>;
}

export function startCheckpointer(sqlitePath: string): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, path: sqlitePath, everyMs: CHECKPOINT_EVERY_MS },
  });
  worker.unref();
  // A worker that cannot open the file (it was removed) only means no checkpoints from it; the
  // server's connection still checkpoints by itself (the backstop).
  worker.on('error', () => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held until it has exited: unreferenced, a process closing its app as its last work
      // (a script, a shutdown) would end before the last checkpoint, or with its await unsettled.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
