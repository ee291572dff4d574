import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves when the message is sent or its failure is logged; never rejects. */
  send(message: MailMessage): Promise<void>;
  /** Waits for messages still being sent, then closes the connection pool. */
  close(): Promise<void>;
}

// docs/product.md#messages: by SMTP when SMTP_URL is set, else the message is written to the log.
// A mail failure is logged and never fails the request that caused it (the booking is kept).
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  const smtpUrl = config.smtpUrl;
  if (!smtpUrl) {
    // Nothing to compose for the log: skipping nodemailer keeps a booking's cost down.
    return {
      async send(message) {
        log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (log)');
      },
      async close() {},
    };
  }
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      // Fail fast rather than keep sockets open against a dead server.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } satisfies SMTPTransport.Options,
    { from: config.mailFrom },
  );
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    try {
      const info = await transport.sendMail(message);
      log.info({ to: message.to, subject: message.subject, id: info.messageId }, 'mail sent');
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
    }
  }

  return {
    send(message) {
      const sending = deliver(message);
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
      return sending;
    },
    async close() {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}
