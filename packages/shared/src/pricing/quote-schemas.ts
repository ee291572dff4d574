import { z } from 'zod';
import { pickupDateIssue, RENTAL_PERIOD_MESSAGES, returnIssue } from '../availability-rule';
import { IdSchema, IsoDateSchema, PinCodeSchema, TimeSchema } from '../fields';
import { kolkataInstant } from '../kolkata-time';
import { PromoCodeTextSchema } from '../promo';
import { QUOTE_LINE_KINDS, RENTAL_PLANS } from './quote';
import { KM_PLANS } from './rate-card';

// docs/product.md#api: GET and POST /api/quote, and the quote every booking carries.

export const KmPlanSchema = z.enum(KM_PLANS, { error: 'Choose limited or unlimited km.' });

/** A car, a period in Kolkata wall-clock time, the km plan and an optional promo code. */
export const QuoteRequestSchema = z
  .object({
    carId: IdSchema,
    pickupDate: IsoDateSchema,
    pickupTime: TimeSchema,
    returnDate: IsoDateSchema,
    returnTime: TimeSchema,
    kmPlan: KmPlanSchema.default('limited'),
    promoCode: PromoCodeTextSchema.optional(),
    /** docs/product.md#doorstep-delivery: the PIN codes of a doorstep pickup and return. */
    deliveryPickupPin: PinCodeSchema.optional(),
    deliveryReturnPin: PinCodeSchema.optional(),
    /** docs/product.md#protection-plans: the renter's plan; the cheapest offered when absent. */
    protectionPlanId: IdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    // A quote is only a price: a past period is harmless, the booking refuses it.
    const tooFar = pickupDateIssue(v.pickupDate, new Date());
    if (tooFar) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupDate'],
        message: RENTAL_PERIOD_MESSAGES[tooFar],
      });
    }
    const from = kolkataInstant(v.pickupDate, v.pickupTime);
    const to = kolkataInstant(v.returnDate, v.returnTime);
    if (!from || !to) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupDate'],
        message: 'Enter real pickup and return times.',
      });
      return;
    }
    const issue = returnIssue({ from, to });
    if (issue) {
      const path = issue === 'reversed' ? 'returnTime' : 'returnDate';
      ctx.addIssue({ code: 'custom', path: [path], message: RENTAL_PERIOD_MESSAGES[issue] });
    }
  });
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;

export const QuoteLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  label: z.string(),
  amount: z.number().int(),
  plan: z.enum(RENTAL_PLANS).optional(),
  quantity: z.number().int().optional(),
  unitPrice: z.number().int().optional(),
});

export const QuoteSchema = z.object({
  lines: z.array(QuoteLineSchema),
  total: z.number().int(),
  plan: z.enum(RENTAL_PLANS),
  hours: z.number().int().nullable(),
  days: z.number().int(),
  kmPlan: KmPlanSchema,
  kmAllowance: z.number().int().nullable(),
  rentalAmount: z.number().int(),
  discount: z.number().int(),
});
export type QuoteAnswer = z.infer<typeof QuoteSchema>;
