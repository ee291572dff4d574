import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgreementAcceptSchema,
  AgreementLinkQuerySchema,
  AgreementRequestSchema,
  AgreementSchema,
  BookingAgreementSchema,
  TermsVersionSchema,
} from '@rental/shared/agreement';
import { IdParamsSchema } from '@rental/shared/fields';
import { fileResponse } from '../../lib/file-response';
import { errorResponses } from '../../lib/route-errors';
import { siteOrigin } from '../../plugins/page-head';
import { agreementPdf, agreementPdfByLink } from './agreement-document';
import {
  acceptAgreement,
  agreementOf,
  requestAgreement,
  sendAgreementLink,
} from './agreements.service';
import { termsAdminRoutes } from './terms.routes';
import { currentTerms, termsJson } from './terms.service';

// docs/product.md#rental-agreement: the terms in force, the renter's agreement at pickup (asked
// for and accepted on the staff's phone), and its PDF for the renter and the staff.

const tags = ['agreements'];

/**
 * The site's address for links in texts: PUBLIC_URL only, never a header a caller can set (a
 * forged Origin would text the renter a link to another site). Without it the text carries the
 * path alone.
 */
const siteOf = (app: { config: { publicUrl?: string | undefined } }) =>
  siteOrigin(app.config) ?? '';
const security = [{ bearer: [] }];

export const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(termsAdminRoutes);
  const admin = [app.requireRole('admin'), app.inBranch('booking')];
  const anyone = [app.requireRole('customer', 'admin'), app.inBranch('booking')];

  app.get(
    '/terms',
    {
      schema: {
        tags,
        summary: 'The rental terms in force: version, SHA-256 and text',
        operationId: 'getTerms',
        response: { 200: TermsVersionSchema },
      },
    },
    async () => termsJson(await currentTerms(app)),
  );

  app.get(
    '/bookings/:id/agreement',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: "The booking's newest rental agreement, or null",
        operationId: 'getBookingAgreement',
        security,
        params: IdParamsSchema,
        response: { 200: BookingAgreementSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ agreement: await agreementOf(app, request.user!, request.params.id) }),
  );

  app.post(
    '/bookings/:id/agreement',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Store the pickup's summary under the terms in force and text the renter a code",
        operationId: 'postBookingAgreement',
        security,
        params: IdParamsSchema,
        body: AgreementRequestSchema,
        response: { 201: AgreementSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const agreement = await requestAgreement(app, request.user!, request.params.id, request.body);
      return reply.status(201).send(agreement);
    },
  );

  app.post(
    '/bookings/:id/agreement/link',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Text the renter a link to read and accept the agreement on their own phone',
        operationId: 'postBookingAgreementLink',
        security,
        params: IdParamsSchema,
        response: { 200: AgreementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => sendAgreementLink(app, request.user!, request.params.id, siteOf(app)),
  );

  // The renter on their own phone (their own booking only), or the staff on theirs.
  app.post(
    '/bookings/:id/agreement/accept',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: "Accept the agreement with the renter's one-time code",
        operationId: 'postBookingAgreementAccept',
        security,
        params: IdParamsSchema,
        body: AgreementAcceptSchema,
        response: { 200: AgreementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      acceptAgreement(app, request.user!, request.params.id, request.body.code, siteOf(app)),
  );

  app.get(
    '/bookings/:id/agreement/pdf',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'The accepted rental agreement, as a PDF, with the terms version and hash',
        operationId: 'getBookingAgreementPdf',
        security,
        params: IdParamsSchema,
        response: {
          200: fileResponse('The PDF.', ['application/pdf']),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await agreementPdf(app, request.user!, request.params.id)),
  );

  // The link texted to the renter after acceptance: no session, the signature is the proof
  // (agreement-link.ts says why and for how long).
  app.get(
    '/agreements/:id/pdf',
    {
      schema: {
        tags,
        summary:
          'The accepted rental agreement, as a PDF, through the signed link texted to the renter',
        operationId: 'getAgreementPdfByLink',
        params: IdParamsSchema,
        querystring: AgreementLinkQuerySchema,
        response: {
          200: fileResponse('The PDF.', ['application/pdf']),
          ...errorResponses(400, 403, 404, 410),
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await agreementPdfByLink(app, request.params.id, request.query)),
  );
};

function sendPdf(
  reply: FastifyReply,
  { reference, pdf }: { reference: string; pdf: Buffer },
): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="agreement-${reference}.pdf"`)
    .type('application/pdf')
    .send(pdf);
}
