import { useMemo, useState } from 'react';
import { DELIVERY_LEGS, type DeliveryChoiceInput, type DeliveryLeg } from '@rental/shared/delivery';

// docs/product.md#doorstep-delivery: the wizard's doorstep choice of each leg, and the part of
// the booking request it makes.

export interface DeliveryAddressInput {
  line: string;
  landmark: string;
  pin: string;
  lat: number | null;
  lng: number | null;
}
type Legs = Record<DeliveryLeg, DeliveryAddressInput | null>;

export const EMPTY_ADDRESS: DeliveryAddressInput = {
  line: '',
  landmark: '',
  pin: '',
  lat: null,
  lng: null,
};

export const ADDRESS_FIELDS = ['line', 'landmark', 'pin'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The server's words about a leg's field, shown beside it until the renter edits the leg. */
export type DeliveryFieldErrors = Partial<
  Record<DeliveryLeg, Partial<Record<AddressField, string>>>
>;

/**
 * A refusal's fields about the legs' addresses, named by their whole path
 * ('delivery.pickup.pin', docs/product.md#api), by leg and field.
 */
export function deliveryFieldErrors(fields: Record<string, string>): DeliveryFieldErrors {
  const errors: DeliveryFieldErrors = {};
  for (const leg of DELIVERY_LEGS) {
    for (const field of ADDRESS_FIELDS) {
      const message = fields[`delivery.${leg}.${field}`];
      if (message) errors[leg] = { ...errors[leg], [field]: message };
    }
  }
  return errors;
}

export interface DeliveryChoiceState {
  legs: Legs;
  set: (leg: DeliveryLeg, address: DeliveryAddressInput | null) => void;
  /** What the booking request carries; undefined with both legs at the branch. */
  request: DeliveryChoiceInput | undefined;
  errors: DeliveryFieldErrors;
  /** Places a refusal's field messages beside the legs' fields; answers how many. */
  showServerErrors: (fields: Record<string, string>) => number;
  /** Set by showServerErrors: the first invalid field takes the focus once, then this clears. */
  focusPending: boolean;
  focused: () => void;
}

export function useDeliveryChoice(): DeliveryChoiceState {
  const [legs, setLegs] = useState<Legs>({ pickup: null, return: null });
  const [errors, setErrors] = useState<DeliveryFieldErrors>({});
  const [focusPending, setFocusPending] = useState(false);
  const request = useMemo(() => {
    if (!legs.pickup && !legs.return) return undefined;
    const clean = (a: DeliveryAddressInput | null) =>
      a && { ...a, lat: a.lat ?? undefined, lng: a.lng ?? undefined };
    return { pickup: clean(legs.pickup), return: clean(legs.return) };
  }, [legs]);
  return {
    legs,
    set: (leg, address) => {
      const was = legs[leg];
      setLegs((l) => ({ ...l, [leg]: address }));
      // An edited field's error goes; the others stay until they are edited too.
      const kept = ADDRESS_FIELDS.filter((f) => address && was && address[f] === was[f]);
      setErrors((e) => ({
        ...e,
        [leg]: Object.fromEntries(kept.flatMap((f) => (e[leg]?.[f] ? [[f, e[leg][f]]] : []))),
      }));
    },
    request,
    errors,
    showServerErrors: (fields) => {
      const found = deliveryFieldErrors(fields);
      const count = Object.values(found).reduce((n, leg) => n + Object.keys(leg).length, 0);
      setErrors(found);
      setFocusPending(count > 0);
      return count;
    },
    focusPending,
    focused: () => setFocusPending(false),
  };
}
