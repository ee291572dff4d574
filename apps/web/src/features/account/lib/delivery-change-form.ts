import { z } from 'zod';
import { DeliveryAddressSchema, type DeliveryChange } from '@rental/shared/delivery';
import { IsoDateSchema, TimeSchema } from '@rental/shared/fields';

// docs/product.md#doorstep-delivery: the renter's change of one leg, as the form holds it. The
// address is checked by the shared DeliveryAddressSchema only when the leg is at the door.

export const DeliveryChangeFormSchema = z
  .object({
    where: z.enum(['branch', 'door']),
    line: z.string(),
    landmark: z.string(),
    pin: z.string(),
    date: IsoDateSchema,
    time: TimeSchema,
    /** The location from the phone, kept from the leg or taken on the form's button. */
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.where !== 'door') return;
    const address = DeliveryAddressSchema.safeParse(v);
    if (address.success) return;
    for (const issue of address.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type DeliveryChangeForm = z.infer<typeof DeliveryChangeFormSchema>;

/**
 * The body of PUT /bookings/{id}/delivery/{leg}: the address (null: at the branch) and the hour
 * only when it moved, so an address change alone never trips the hour's rules.
 */
export function changeOf(form: DeliveryChangeForm, was: { date: string; time: string }) {
  if (form.where === 'branch') return { address: null } satisfies DeliveryChange;
  const address = {
    line: form.line.trim(),
    landmark: form.landmark.trim(),
    pin: form.pin.trim(),
    lat: form.lat,
    lng: form.lng,
  };
  const moved = form.date !== was.date || form.time !== was.time;
  return (
    moved ? { address, date: form.date, time: form.time } : { address }
  ) satisfies DeliveryChange;
}
