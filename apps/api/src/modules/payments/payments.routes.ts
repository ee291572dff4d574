import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  CounterEntrySchema,
  PaymentDecisionSchema,
  PaymentRequestSchema,
  PaymentSchema,
  PaymentsQuerySchema,
  PaymentsToCheckSchema,
  UpiPaymentSchema,
} from '@rental/shared/payments';
import type { z } from 'zod';
import { ValidationError } from '../../errors';
import { errorResponses } from '../../lib/route-errors';
import { decidePaymentAsAdmin, paymentsToCheck } from './payment-checks';
import { recordCounterEntry } from './payment-counter';
import { submitUpiAdvance } from './payment-upi-advance';

// docs/product.md#api: the payment ledger's calls.

const tags = ['payments'];
const security = [{ bearer: [] }];

/** The body is read by the role of the caller (below), after the token is checked. */
const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  }
  const messages = Object.values(fields);
  throw new ValidationError(
    messages.length === 1 ? messages[0]! : 'Please check the highlighted fields.',
    fields,
  );
}

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/payments',
    {
      preHandler: [app.requireRole('customer', 'admin'), app.inBranch('booking')],
      validatorCompiler: skipBodyValidation,
      schema: {
        tags,
        summary:
          'Record a ledger entry: the renter’s UPI reference of the advance, or any entry by the admin',
        description:
          'A renter sends `{ kind: "advance", method: "upi", reference }` for their own booking; ' +
          'the amount is computed by the server and the entry is `submitted`. The admin sends a ' +
          'counter entry, recorded `received`. A UPI reference already recorded answers 409 ' +
          '`reference_used`; a refund above what was paid answers 422 `refund_too_large`.',
        security,
        params: IdParamsSchema,
        body: PaymentRequestSchema,
        response: { 201: PaymentSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      const payment =
        actor.role === 'admin'
          ? await recordCounterEntry(
              app,
              actor,
              request.params.id,
              parseBody(CounterEntrySchema, request.body),
            )
          : await submitUpiAdvance(
              app,
              actor,
              request.params.id,
              parseBody(UpiPaymentSchema, request.body),
            );
      return reply.status(201).send(payment);
    },
  );

  app.patch(
    '/payments/:id',
    {
      preHandler: [app.requireRole('admin'), app.inBranch('payment')],
      schema: {
        tags,
        summary: 'Mark a submitted entry received or rejected (a rejection needs a note)',
        security,
        params: IdParamsSchema,
        body: PaymentDecisionSchema,
        response: { 200: PaymentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decidePaymentAsAdmin(app, request.user!.id, request.params.id, request.body),
  );

  app.get(
    '/admin/payments',
    {
      config: { branchScope: 'list' },
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Entries of one status with their booking, oldest first (payments to check)',
        security,
        querystring: PaymentsQuerySchema,
        response: { 200: PaymentsToCheckSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => paymentsToCheck(app, request.query.status, request.branchScope),
  );
};
