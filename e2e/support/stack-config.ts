import { tmpdir } from 'node:os';
import path from 'node:path';

// Ports, accounts and the data folder of the end-to-end stack; tests and the stack read them from
// here. E2E_PORT moves the stack (the SMS receiver takes the next port, the data folder is named
// after it) so two runs can share a machine.
const port = Number(process.env.E2E_PORT ?? 3100);

export const STACK = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smsPort: port + 1,
  smsUrl: `http://127.0.0.1:${port + 1}`,
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password' },
  upiId: 'rentals.e2e@okaxis',
  /** The server's DATA_DIR, emptied at each start; its SQLite file is `rental.sqlite`. */
  dataDir: path.join(tmpdir(), `rental-e2e-${port}`),
} as const;
