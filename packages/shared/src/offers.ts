import { z } from 'zod';
import { plainText } from './fields';

export const OfferSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  createdAt: z.string(),
  /** docs/product.md#promo-codes: an active code the visitor may copy; null for none. */
  promoCode: z.string().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferListSchema = z.array(OfferSchema);

/** POST /api/offers: an http(s) image address. */
export const CreateOfferSchema = z.object({
  imageUrl: plainText(
    z.string().trim().min(1, 'Image URL is required.').max(2000, 'Image URL is too long.'),
    'Image URL',
  ).pipe(z.url({ protocol: /^https?$/, error: 'Enter an http(s) image URL.' })),
});
export type CreateOfferInput = z.input<typeof CreateOfferSchema>;
