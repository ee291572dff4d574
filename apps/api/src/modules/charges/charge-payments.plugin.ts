import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { giveBackPaidShare } from './charge-settlement.service';

// docs/product.md#after-the-trip: the payments module marks a charge's UPI entry received; what
// that means for the deposit held against the charge is the charges module's rule, run in the
// same transaction through this decoration (payments cannot import charges, which sit above).

export const chargePaymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('chargePaymentReceived', (trx, entry, decided) =>
      giveBackPaidShare(app, trx, entry, decided),
    );
  },
  { name: 'charge-payments' },
);
