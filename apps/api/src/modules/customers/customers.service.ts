import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
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
import type { Deps } from '../../deps';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../errors';
import {
  deleteOtp,
  findCustomerById,
  findCustomerByMobile,
  insertCustomer,
  updateCustomer,
  type CustomerRow,
  type OtpPurpose,
} from './customers.repository';
import { endSessions } from '../sessions/sessions.service';
import { toCustomer } from './customer-json';
import { queueRenterEvent } from '../outbox/outbox.service';
import { checkOtp, dailyTextsWindowStart, issueOtp } from './otp.service';
import { alertAccountHolder } from '../security-alerts/security-alerts.service';

type SendDeps = Pick<Deps, 'db' | 'config' | 'secrets' | 'clock' | 'outbox'>;
type CheckDeps = Pick<Deps, 'db' | 'secrets' | 'clock' | 'tokens'>;

const OTP_SENT: OtpSent = {
  message: MESSAGES.sendOtpSuccess,
  retryAfterSeconds: OTP_RESEND_MS / 1000,
};

function otpText(code: string, what: string): string {
  return `Your ${BRAND_NAME} ${what} is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes.`;
}

const ALREADY_REGISTERED_TEXT =
  `This mobile number is already registered with ${BRAND_NAME}. Please log in, or use ` +
  '"Forgot password" if you no longer know your password.';

const mobileTaken = () =>
  new ConflictError(
    ERROR_CODES.mobileTaken,
    'This mobile number is already registered. Please log in.',
  );

// Verified against when the mobile is unknown, so a wrong mobile costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

async function session(
  deps: Pick<Deps, 'tokens'>,
  row: CustomerRow,
  message: string,
): Promise<CustomerSession> {
  const token = await deps.tokens.sign({ role: 'customer', id: row.id });
  return { message, token, user: toCustomer(row) };
}

export async function getCustomer(deps: Pick<Deps, 'db'>, id: string): Promise<Customer> {
  const row = await findCustomerById(deps.db, id);
  if (!row) throw new NotFoundError('Customer not found.');
  return toCustomer(row);
}

/** What one send-OTP request texts: the code, a notice without a code, or nothing. */
type OtpText = { code: (code: string) => string } | { notice: string } | null;

/**
 * docs/product.md#messages: the code and its text are stored in one transaction, and the outbox
 * sends the text at once (retrying a failing provider), so no code lives only in memory and a
 * slow provider never holds the request. Without a code to send only the resend clock is kept
 * (a placeholder no typed code matches), so every answer costs the same work.
 */
async function issueAndQueue(
  deps: SendDeps,
  mobile: string,
  purpose: OtpPurpose,
  text: OtpText,
  fromKnownDevice = false,
): Promise<void> {
  const sendCode = text !== null && 'code' in text;
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Not a spread: a route's Fastify instance inherits its decorations from its parent.
      const inTransaction = { db: trx, secrets: deps.secrets, clock: deps.clock };
      const issued = await issueOtp(inTransaction, mobile, purpose, sendCode, fromKnownDevice);
      if (text === null) return;
      const renter = { name: '', phone: mobile, email: '' };
      // The code's hash tells this code's text apart from the next one's.
      const body = 'code' in text ? text.code(issued.code) : text.notice;
      const key = sendCode ? issued.codeHash.slice(0, 16) : randomUUID();
      await queueRenterEvent(deps, trx, renter, { event: 'otp', text: body }, key);
    });
  } catch (error) {
    // docs/product.md#security: the day's texts are used up; the account holder hears of it
    // (once a day) instead of only finding the codes stopped.
    if (error instanceof AppError && error.code === ERROR_CODES.otpDailyLimit) {
      const day = dailyTextsWindowStart(mobile, deps.clock());
      await alertAccountHolder(deps, mobile, 'otp-texts', day);
    }
    throw error;
  }
  if (text !== null) deps.outbox.wake();
}

/**
 * docs/product.md#accounts: the same answer, resend clock and daily count whether or not the
 * mobile is registered, so the form cannot be used to find customers. The holder of a registered
 * mobile is texted that it already has an account instead of a code.
 */
export async function sendRegisterOtp(
  deps: SendDeps,
  input: z.output<typeof SendOtpSchema>,
): Promise<OtpSent> {
  const registered = await findCustomerByMobile(deps.db, input.mobile);
  const text: OtpText = registered
    ? { notice: ALREADY_REGISTERED_TEXT }
    : { code: (code) => otpText(code, 'OTP') };
  await issueAndQueue(deps, input.mobile, 'register', text);
  return OTP_SENT;
}

/**
 * docs/product.md#accounts: the same answer, resend clock and timing whether or not the mobile
 * is registered: the text goes out through the outbox, after the answer.
 */
export async function sendResetOtp(
  deps: SendDeps,
  input: z.output<typeof SendOtpSchema>,
  fromKnownDevice = false,
): Promise<OtpSent> {
  const customer = await findCustomerByMobile(deps.db, input.mobile);
  const eligible =
    customer !== undefined && !(customer.email && input.email && customer.email !== input.email);
  const text: OtpText = eligible ? { code: (code) => otpText(code, 'password reset OTP') } : null;
  await issueAndQueue(deps, input.mobile, 'reset', text, fromKnownDevice);
  return OTP_SENT;
}

export async function register(
  deps: CheckDeps,
  input: z.output<typeof VerifyOtpSchema>,
): Promise<CustomerSession> {
  const codeHash = await checkOtp(deps, input.mobile, 'register', input.otp);
  const now = deps.clock().toISOString();
  const row: CustomerRow = {
    id: randomUUID(),
    name: input.name,
    mobile: input.mobile,
    email: input.email,
    password_hash: await hash(input.password),
    token_version: 1,
    created_at: now,
    updated_at: now,
    blocked_at: null,
    blocked_reason: null,
    blocked_by: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteOtp(trx, input.mobile, 'register', codeHash))) {
      // A parallel request with the same code got here first.
      throw new AppError(400, ERROR_CODES.otpExpired, 'This OTP was already used.');
    }
    if (!(await insertCustomer(trx, row))) throw mobileTaken();
  });
  return session(deps, row, MESSAGES.registerSuccess);
}

export async function resetPassword(
  deps: Pick<Deps, 'db' | 'secrets' | 'clock'>,
  input: z.output<typeof ResetPasswordSchema>,
): Promise<void> {
  const codeHash = await checkOtp(deps, input.mobile, 'reset', input.otp);
  const customer = await findCustomerByMobile(deps.db, input.mobile);
  // Unreachable in practice: codes are only sent to registered mobiles.
  if (!customer) throw new AppError(400, ERROR_CODES.otpInvalid, 'The OTP is incorrect.');
  const passwordHash = await hash(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteOtp(trx, input.mobile, 'reset', codeHash))) {
      throw new AppError(400, ERROR_CODES.otpExpired, 'This OTP was already used.');
    }
    await updateCustomer(trx, customer.id, {
      password_hash: passwordHash,
      updated_at: deps.clock().toISOString(),
    });
    // docs/product.md#security: a reset ends every session signed with the old password.
    await endSessions({ db: trx }, { role: 'customer', id: customer.id });
  });
}

export async function login(
  deps: Pick<Deps, 'db' | 'tokens'>,
  mobile: string,
  password: string,
): Promise<CustomerSession> {
  const customer = await findCustomerByMobile(deps.db, mobile);
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
  return session(deps, customer, MESSAGES.loginSuccess);
}

/** docs/product.md#accounts: only one's own profile, and only the name changes. */
export async function updateName(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
  input: z.output<typeof UpdateCustomerSchema>,
) {
  if (actorId !== id) throw new ForbiddenError('You can only update your own profile.');
  const row = await findCustomerById(deps.db, id);
  if (!row) throw new NotFoundError('Customer not found.');
  await updateCustomer(deps.db, id, {
    name: input.fullName,
    updated_at: deps.clock().toISOString(),
  });
  return {
    ...toCustomer({ ...row, name: input.fullName }),
    message: MESSAGES.profileUpdateSuccess,
  };
}
