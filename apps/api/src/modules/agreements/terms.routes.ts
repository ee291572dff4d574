import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TermsHistorySchema, TermsInputSchema, TermsVersionSchema } from '@rental/shared/agreement';
import { errorResponses } from '../../lib/route-errors';
import { publishTerms, termsHistory } from './terms.service';

// docs/product.md#rental-agreement: the owner writes the rental terms; each save that changes
// them is a new version, and accepted agreements keep the version they were made under.

const tags = ['agreements'];
const security = [{ bearer: [] }];

export const termsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireOwner();

  app.get(
    '/admin/terms',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'The rental terms in force and every version kept, newest first',
        operationId: 'getAdminTerms',
        security,
        response: { 200: TermsHistorySchema, ...errorResponses(401, 403) },
      },
    },
    async () => termsHistory(app),
  );

  app.put(
    '/admin/terms',
    {
      preHandler: owner,
      schema: {
        tags,
        summary:
          'Save the rental terms: a new version (201), or none when the text is unchanged (200)',
        operationId: 'putAdminTerms',
        security,
        body: TermsInputSchema,
        response: {
          200: TermsVersionSchema,
          201: TermsVersionSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { terms, created } = await publishTerms(app, request.user!.id, request.body);
      return reply.status(created ? 201 : 200).send(terms);
    },
  );
};
