import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Messages out (SMS through the configured transport, e-mail through SMTP or the log). */
export interface Notifications {
  /** Throws when the provider fails; callers decide whether that fails the request. */
  sms(to: string, message: string): Promise<void>;
  mail(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

// Placeholder until the module is built.
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('notifications', {
      async sms(to: string, message: string) {
        app.log.info({ to, message }, 'sms');
      },
      async mail(message: MailMessage) {
        app.log.info({ to: message.to, subject: message.subject }, 'mail');
      },
    });
  },
  { name: 'notifications' },
);
