import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Local stand-ins for the SMS provider and the mail server, used by tests: real sockets on
// 127.0.0.1, so the app's real transports are exercised.

export interface Sms {
  to: string;
  message: string;
}

export interface SmsReceiver {
  url: string;
  received: Sms[];
  /** Status the next requests answer with (200 unless a test simulates a failing provider). */
  failWith: number | null;
  /** While true, requests wait for release(): a provider slow to answer. */
  hold: boolean;
  /** Answers the requests being held and stops holding. */
  release(): void;
  /** Resolves when a request is being held. */
  waitForHeld(timeoutMs?: number): Promise<void>;
  /** Resolves when the sender of a held request has gone away (its process was killed). */
  waitForHeldSenderGone(timeoutMs?: number): Promise<void>;
  /** The 6-digit code of the nth SMS sent to this mobile, once it has arrived. */
  otpFor(to: string, nth?: number): Promise<string>;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function startSmsReceiver(): Promise<SmsReceiver> {
  let held: (() => void)[] = [];
  let sendersGone = 0;
  const receiver: SmsReceiver = {
    url: '',
    received: [],
    failWith: null,
    hold: false,
    release() {
      receiver.hold = false;
      for (const answer of held) answer();
      held = [];
    },
    waitForHeld: (timeoutMs = 5_000) => until(() => held.length > 0, timeoutMs, 'a held SMS'),
    waitForHeldSenderGone: (timeoutMs = 5_000) =>
      until(() => sendersGone > 0, timeoutMs, 'the sender of a held SMS to go away'),
    async otpFor(to, nth = 1) {
      const texts = () => receiver.received.filter((s) => s.to === to);
      await until(() => texts().length >= nth, 5_000, `SMS ${nth} to ${to}`);
      return /\b(\d{6})\b/.exec(texts()[nth - 1]!.message)![1]!;
    },
    waitFor: (count, timeoutMs = 5_000) =>
      until(() => receiver.received.length >= count, timeoutMs, `${count} SMS`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      if (receiver.hold) {
        req.socket.once('close', () => sendersGone++);
        await new Promise<void>((resolve) => held.push(resolve));
      }
      // A sender that went away while held never had an answer: the provider did not take it.
      if (req.socket.destroyed) return;
      if (receiver.failWith) {
        res.writeHead(receiver.failWith).end();
        return;
      }
      receiver.received.push(JSON.parse(body) as Sms);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return receiver;
}

export interface Mail {
  from: string;
  to: string[];
  raw: string;
}

export interface MailReceiver {
  url: string;
  received: Mail[];
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in tests.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (count, timeoutMs = 5_000) =>
      until(() => received.length >= count, timeoutMs, `${count} mails`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
