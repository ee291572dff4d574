import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PolicyFiguresSchema, type PolicyFigures } from '@rental/shared/policy';

// docs/product.md#booking: the configured policy figures, for the Terms and the policy lists.
// Public, and the same for every visitor until the server restarts.

export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policy',
    {
      schema: {
        tags: ['policy'],
        summary: 'The rental policy figures this server is configured with',
        response: { 200: PolicyFiguresSchema },
      },
    },
    async (_request, reply): Promise<PolicyFigures> => {
      const { advancePercent, pendingHoldHours, maxPendingBookings, lateGraceMinutes } = app.config;
      const { postTripDays, disputeHours, depositHoldDays } = app.config;
      reply.header('cache-control', 'public, max-age=300');
      return {
        advancePercent,
        pendingHoldHours,
        maxPendingBookings,
        lateGraceMinutes,
        postTripDays,
        disputeHours,
        depositHoldDays,
        gstRegistered: Boolean(app.config.businessGstin),
      };
    },
  );
};
