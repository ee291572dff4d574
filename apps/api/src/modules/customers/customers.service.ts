import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@rental/shared/api-error';
import { BRAND_NAME } from '@rental/shared/business';
import { OTP_RESEND_MS, OTP_TTL_MS } from '@rental/shared/constants';
import type {
  Customer,
  CustomerSession,
  OtpSent,
  ResetPasswordSchema,
  SendOtpSchema,
  UpdateCustomerSchema,
  VerifyOtpSchema,
} from '@rental/shared/customers';
import { MESSAGES } from '@rental/shared/messages';
import type { z } from 'zod';
import {
  AppError,
  BadGatewayError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../errors';
import {
  deleteOtp,
  disableOtp,
  findCustomerById,
  findCustomerByMobile,
  insertCustomer,
  updateCustomer,
  type CustomerRow,
} from './customers.repository';
import { OtpCodes } from './otp.service';

type Deps = Pick<FastifyInstance, 'db' | 'secrets' | 'notifications' | 'tokens' | 'log'>;

const OTP_SENT: OtpSent = {
  message: MESSAGES.sendOtpSuccess,
  retryAfterSeconds: OTP_RESEND_MS / 1000,
};

export function toCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    createdAt: row.created_at,
  };
}

function otpText(code: string, what: string): string {
  return `Your ${BRAND_NAME} ${what} is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes.`;
}

const mobileTaken = () =>
  new ConflictError(
    ERROR_CODES.mobileTaken,
    'This mobile number is already registered. Please log in.',
  );

// Verified against when the mobile is unknown, so a wrong mobile costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export function createCustomersService(deps: Deps) {
  const { db, notifications, log } = deps;
  const otps = new OtpCodes(db, deps.secrets.otp);

  async function session(row: CustomerRow, message: string): Promise<CustomerSession> {
    const token = await deps.tokens.sign({ role: 'customer', id: row.id });
    return { message, token, user: toCustomer(row) };
  }

  return {
    async getCustomer(id: string): Promise<Customer> {
      const row = await findCustomerById(db, id);
      if (!row) throw new NotFoundError('Customer not found.');
      return toCustomer(row);
    },

    async sendRegisterOtp(input: z.output<typeof SendOtpSchema>): Promise<OtpSent> {
      if (await findCustomerByMobile(db, input.mobile)) throw mobileTaken();
      const issued = await otps.issue(input.mobile, 'register');
      try {
        await notifications.sms(input.mobile, otpText(issued.code, 'OTP'));
      } catch (error) {
        log.error({ err: error }, 'OTP SMS failed');
        // No usable code may stay behind a message that never arrived.
        await deleteOtp(db, input.mobile, 'register', issued.codeHash);
        throw new BadGatewayError(
          ERROR_CODES.smsFailed,
          'We could not send the OTP right now. Please try again in a minute.',
        );
      }
      return OTP_SENT;
    },

    /**
     * decisions 4: the same answer, resend clock and timing whether or not the mobile is
     * registered, so the SMS goes out in the background and a failure is only logged.
     */
    async sendResetOtp(input: z.output<typeof SendOtpSchema>): Promise<OtpSent> {
      const customer = await findCustomerByMobile(db, input.mobile);
      const eligible =
        customer !== undefined &&
        !(customer.email && input.email && customer.email !== input.email);
      const issued = await otps.issue(input.mobile, 'reset', eligible);
      if (eligible) {
        void notifications
          .sms(input.mobile, otpText(issued.code, 'password reset OTP'))
          .catch(async (error: unknown) => {
            log.error({ err: error }, 'password reset SMS failed');
            await disableOtp(db, input.mobile, 'reset', issued.codeHash);
          })
          .catch((error: unknown) => log.error({ err: error }, 'could not disable reset OTP'));
      }
      return OTP_SENT;
    },

    async register(input: z.output<typeof VerifyOtpSchema>): Promise<CustomerSession> {
      const codeHash = await otps.check(input.mobile, 'register', input.otp);
      const now = new Date().toISOString();
      const row: CustomerRow = {
        id: randomUUID(),
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        password_hash: await hash(input.password),
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        if (!(await deleteOtp(trx, input.mobile, 'register', codeHash))) {
          // A parallel request with the same code got here first.
          throw new AppError(400, ERROR_CODES.otpExpired, 'This OTP was already used.');
        }
        if (!(await insertCustomer(trx, row))) throw mobileTaken();
      });
      return session(row, MESSAGES.registerSuccess);
    },

    async resetPassword(input: z.output<typeof ResetPasswordSchema>): Promise<void> {
      const codeHash = await otps.check(input.mobile, 'reset', input.otp);
      const customer = await findCustomerByMobile(db, input.mobile);
      // Unreachable in practice: codes are only sent to registered mobiles.
      if (!customer) throw new AppError(400, ERROR_CODES.otpInvalid, 'The OTP is incorrect.');
      const passwordHash = await hash(input.password);
      await db.transaction().execute(async (trx) => {
        if (!(await deleteOtp(trx, input.mobile, 'reset', codeHash))) {
          throw new AppError(400, ERROR_CODES.otpExpired, 'This OTP was already used.');
        }
        await updateCustomer(trx, customer.id, {
          password_hash: passwordHash,
          updated_at: new Date().toISOString(),
        });
      });
    },

    async login(mobile: string, password: string): Promise<CustomerSession> {
      const customer = await findCustomerByMobile(db, mobile);
      dummyHash ??= hash('not-a-real-password');
      const ok = await verify(customer?.password_hash ?? (await dummyHash), password).catch(
        () => false,
      );
      if (!customer || !ok) {
        throw new UnauthorizedError(
          'Invalid mobile number or password.',
          ERROR_CODES.invalidCredentials,
        );
      }
      return session(customer, MESSAGES.loginSuccess);
    },

    /** decisions 4: only one's own profile, and only the name changes. */
    async updateName(actorId: string, id: string, input: z.output<typeof UpdateCustomerSchema>) {
      if (actorId !== id) throw new ForbiddenError('You can only update your own profile.');
      const row = await findCustomerById(db, id);
      if (!row) throw new NotFoundError('Customer not found.');
      await updateCustomer(db, id, { name: input.fullName, updated_at: new Date().toISOString() });
      return {
        ...toCustomer({ ...row, name: input.fullName }),
        message: MESSAGES.profileUpdateSuccess,
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
