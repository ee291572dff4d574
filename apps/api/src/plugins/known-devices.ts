import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_COOKIE, KNOWN_DEVICE_DAYS } from '@rental/shared/constants';
import { runPeriodically } from '../lib/periodic-job';
import {
  forgetEndedDevices,
  knownDeviceAccount,
  rememberDevice,
} from '../modules/sessions/sessions.service';

// docs/product.md#security: the device cookie. A successful sign-in leaves a signed, HttpOnly
// cookie naming a device the database remembers for the account; a later sign-in carrying it is
// spared the account's ceiling of wrong passwords (it has a budget of its own), so a stranger's
// guesses from many addresses never lock the holder out on their own phone or computer.

declare module 'fastify' {
  interface FastifyInstance {
    knownDevices: {
      /**
       * preSerialization hook of a route answering a session (`token`): sets the device cookie,
       * unless the request already carries a good one for that account.
       */
      remember: (
        request: FastifyRequest,
        reply: FastifyReply,
        payload: unknown,
      ) => Promise<unknown>;
      /** The device the request's cookie names, if it still counts for `account` (a limit key). */
      deviceFor: (request: FastifyRequest, account: string) => Promise<string | undefined>;
    };
  }
}

const MAX_AGE_SECONDS = KNOWN_DEVICE_DAYS * 86_400;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

function cookieValue(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === DEVICE_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

export const knownDevicesPlugin = fp(
  async (app: FastifyInstance) => {
    const sign = (id: string) =>
      createHmac('sha256', app.secrets.jwt).update(`device:${id}`).digest('base64url');

    /** The device id of a cookie whose signature holds. */
    const deviceId = (request: FastifyRequest): string | undefined => {
      const [id, mac, extra] = (cookieValue(request) ?? '').split('.');
      if (!id || !mac || extra !== undefined) return undefined;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    };

    const deviceFor = async (request: FastifyRequest, account: string) => {
      const id = deviceId(request);
      if (!id) return undefined;
      const keys = await knownDeviceAccount(app, id);
      return keys?.includes(account) ? id : undefined;
    };

    runPeriodically(app, 'known-device clean-up', CLEAN_UP_EVERY_MS, () => forgetEndedDevices(app));

    app.decorate('knownDevices', {
      deviceFor,
      async remember(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        const token = (payload as { token?: unknown } | null)?.token;
        if (reply.statusCode >= 300 || typeof token !== 'string') return payload;
        const user = await app.tokens.verify(token);
        if (await deviceFor(request, `${user.role}:${user.id}`)) return payload;
        const id = await rememberDevice(app, user);
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${DEVICE_COOKIE}=${id}.${sign(id)}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; ` +
            `HttpOnly; SameSite=Strict${secure}`,
        );
        return payload;
      },
    });
  },
  { name: 'known-devices', dependencies: ['auth'] },
);
