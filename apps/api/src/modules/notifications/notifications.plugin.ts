import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage } from './mail';
import { createSmsSender } from './sms';

export type { MailMessage } from './mail';

/** Messages out (SMS through the configured transport, e-mail through SMTP or the log). */
export interface Notifications {
  /** Throws when the provider fails; callers decide whether that fails the request. */
  sms(to: string, message: string): Promise<void>;
  /**
   * Never rejects: failures are logged. Callers need not await it; messages still being sent
   * when the app closes are waited for.
   */
  mail(message: MailMessage): Promise<void>;
  /** Rejects when the mail server did not take the message, so the outbox can try again. */
  deliverMail(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.log);
    const notifications: Notifications = {
      sms: createSmsSender(app.config.sms, app.log),
      mail: (message) => mailer.send(message),
      deliverMail: (message) => mailer.deliver(message),
    };
    app.decorate('notifications', notifications);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'notifications' },
);
