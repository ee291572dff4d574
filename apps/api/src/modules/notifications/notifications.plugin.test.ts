import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { Harness } from '../../test/harness';
import {
  startMailReceiver,
  startSmsReceiver,
  type MailReceiver,
  type SmsReceiver,
} from './test-receivers';

// The transports on their own; the flows that use them are tested in customers and bookings.

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('notifications', () => {
  let sms: SmsReceiver;
  let smtp: MailReceiver;
  const apps: Harness[] = [];
  async function app(config: Partial<Config>) {
    const h = new Harness('sqlite', { config });
    apps.push(h);
    await h.start();
    return h.app.notifications;
  }
  beforeAll(async () => {
    sms = await startSmsReceiver();
    smtp = await startMailReceiver();
  });
  afterAll(async () => {
    for (const h of apps) await h.stop();
    await sms.close();
    await smtp.close();
  });

  it('posts {to, message} as JSON to the SMS webhook', async () => {
    const n = await app({ sms: { transport: 'webhook', url: sms.url } });
    await n.sms('9876543210', 'Hello there');
    expect(sms.received.at(-1)).toEqual({ to: '9876543210', message: 'Hello there' });
  });

  it('throws when the webhook answers an error or cannot be reached', async () => {
    const n = await app({ sms: { transport: 'webhook', url: sms.url } });
    sms.failWith = 503;
    await expect(n.sms('9876543210', 'x')).rejects.toThrow(/503/);
    sms.failWith = null;
    const dead = await app({
      sms: { transport: 'webhook', url: `http://127.0.0.1:${await freePort()}/sms` },
    });
    await expect(dead.sms('9876543210', 'x')).rejects.toThrow(/unreachable/);
  });

  it('writes SMS and mail to the log when no provider is configured', async () => {
    const n = await app({});
    await expect(n.sms('9876543210', 'x')).resolves.toBeUndefined();
    await expect(n.mail({ to: 'a@example.com', subject: 's', text: 't' })).resolves.toBeUndefined();
  });

  it('sends mail by SMTP from the configured sender', async () => {
    const n = await app({ smtpUrl: smtp.url });
    await n.mail({ to: 'a@example.com', subject: 'Hello', text: 'Body ₹3,600' });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['a@example.com']);
    expect(mail.from).toBe('noreply@example.com');
    expect(mail.raw).toContain('Subject: Hello');
  });

  it('rejects when the mail server is down, so the outbox tries again', async () => {
    const n = await app({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    await expect(n.mail({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
