import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@rental/shared/api-error';
import {
  CustomerLoginSchema,
  CustomerSchema,
  CustomerSessionSchema,
  OtpSentSchema,
  ResetPasswordSchema,
  SendOtpSchema,
  UpdateCustomerSchema,
  UpdatedCustomerSchema,
  VerifyOtpSchema,
} from '@rental/shared/customers';
import { IdParamsSchema } from '@rental/shared/fields';
import { MESSAGES } from '@rental/shared/messages';
import { errorResponses } from '../../lib/route-errors';
import * as customers from './customers.service';

// docs/product.md#api: the customer account calls, under /api/users.

const tags = ['customers'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/send-otp',
    {
      preHandler: app.limiters.otpSend,
      schema: {
        tags,
        summary: 'Send a registration OTP by SMS',
        body: SendOtpSchema,
        response: { 200: OtpSentSchema, ...errors },
      },
    },
    async (request) => customers.sendRegisterOtp(app, request.body),
  );

  app.post(
    '/users/forgot-password',
    {
      preHandler: app.limiters.otpSend,
      schema: {
        tags,
        summary: 'Send a password reset OTP (same answer for unknown mobiles)',
        body: SendOtpSchema,
        response: { 200: OtpSentSchema, ...errors },
      },
    },
    async (request) =>
      customers.sendResetOtp(
        app,
        request.body,
        (await app.knownDevices.deviceFor(request, request.body.mobile)) !== undefined,
      ),
  );

  app.post(
    '/users/verify-otp',
    {
      preHandler: app.limiters.otp,
      preSerialization: app.knownDevices.remember,
      schema: {
        tags,
        summary: 'Complete registration with the OTP',
        body: VerifyOtpSchema,
        response: { 201: CustomerSessionSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await customers.register(app, request.body)),
  );

  app.post(
    '/users/reset-password',
    {
      preHandler: app.limiters.otp,
      schema: {
        tags,
        summary: 'Set a new password with the reset OTP',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await customers.resetPassword(app, request.body);
      return { message: MESSAGES.resetSuccess };
    },
  );

  app.post(
    '/users/login',
    {
      preHandler: app.limiters.signIn,
      preSerialization: app.knownDevices.remember,
      schema: {
        tags,
        summary: 'Customer sign-in with mobile and password',
        body: CustomerLoginSchema,
        response: { 200: CustomerSessionSchema, ...errors },
      },
    },
    async (request) => customers.login(app, request.body.mobile, request.body.password),
  );

  app.get(
    '/users/customerData',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'The signed-in customer',
        security,
        response: { 200: CustomerSchema, ...errors },
      },
    },
    async (request) => customers.getCustomer(app, request.user!.id),
  );

  app.put(
    '/users/:id',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'Change one’s own full name (the mobile cannot change)',
        security,
        params: IdParamsSchema,
        body: UpdateCustomerSchema,
        response: { 200: UpdatedCustomerSchema, ...errors },
      },
    },
    async (request) => customers.updateName(app, request.user!.id, request.params.id, request.body),
  );
};
