import { z } from 'zod';
import { plainText } from './fields';
import { REVIEW_MESSAGES, REVIEW_REPLY_MAX } from './reviews';

// docs/product.md#reviews: the business's reply. Apart from reviews.ts, which the home page
// loads: the field rules stay out of its first load.

/** PUT /api/admin/reviews/{id}/reply: the business's one reply, written or edited. */
export const ReviewReplyInputSchema = z.object({
  text: plainText(
    z
      .string({ error: REVIEW_MESSAGES.replyRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.replyRequired)
      .max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
    'The reply',
    'multi',
  ),
});
export type ReviewReplyInput = z.infer<typeof ReviewReplyInputSchema>;
