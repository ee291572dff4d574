import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { STACK } from './stack-config';

// Starts the SMS webhook receiver and the built server (apps/api/dist) on a fresh data folder
// (STACK.dataDir, so a journey may reach the database, see e2e-database.ts).
// Playwright's webServer runs this and stops it after the run.

const messages: { to: string; message: string; at: number }[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const receiver = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', STACK.smsUrl);
  if (req.method === 'POST' && url.pathname === '/sms') {
    const sms = JSON.parse(await readBody(req)) as { to: string; message: string };
    messages.push({ ...sms, at: Date.now() });
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages.filter((m) => !to || m.to === to)));
    return;
  }
  res.writeHead(404).end();
});
receiver.listen(STACK.smsPort, '127.0.0.1');

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = STACK.dataDir;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(STACK.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: STACK.admin.email,
    ADMIN_PASSWORD: STACK.admin.password,
    SMS_TRANSPORT: 'webhook',
    SMS_WEBHOOK_URL: `${STACK.smsUrl}/sms`,
    // Each test context sends its own X-Forwarded-For, like renters on different networks.
    TRUST_PROXY: 'true',
    // The business takes the advance by UPI, so the renter's screens offer the QR code and link.
    UPI_ID: STACK.upiId,
    LOG_LEVEL: 'warn',
  },
});

function stop(): void {
  server.kill('SIGTERM');
  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
server.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`server exited with ${code}`);
    process.exit(1);
  }
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
