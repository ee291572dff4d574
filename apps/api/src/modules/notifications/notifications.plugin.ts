import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage } from './mail';
import { createSmsSender } from './sms';

export type { MailMessage } from './mail';

/**
 * The transports (SMS through the configured one, e-mail through SMTP or the log). Only the
 * outbox worker calls them (docs/product.md#messages): both reject when the provider did not take
 * the message, and the worker tries again later.
 */
export interface Notifications {
  sms(to: string, message: string): Promise<void>;
  /** A message still being sent when the app closes is waited for. */
  mail(message: MailMessage): Promise<void>;
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
      sms: createSmsSender(app.config.sms, app.log, app.config.production),
      mail: (message) => mailer.send(message),
    };
    app.decorate('notifications', notifications);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'notifications' },
);
