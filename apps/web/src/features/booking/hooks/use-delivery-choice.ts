import { useMemo, useState } from 'react';
import type { DeliveryChoiceInput, DeliveryLeg } from '@rental/shared/delivery';

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

export interface DeliveryChoiceState {
  legs: Legs;
  set: (leg: DeliveryLeg, address: DeliveryAddressInput | null) => void;
  /** What the booking request carries; undefined with both legs at the branch. */
  request: DeliveryChoiceInput | undefined;
}

export function useDeliveryChoice(): DeliveryChoiceState {
  const [legs, setLegs] = useState<Legs>({ pickup: null, return: null });
  const request = useMemo(() => {
    if (!legs.pickup && !legs.return) return undefined;
    const clean = (a: DeliveryAddressInput | null) =>
      a && { ...a, lat: a.lat ?? undefined, lng: a.lng ?? undefined };
    return { pickup: clean(legs.pickup), return: clean(legs.return) };
  }, [legs]);
  return { legs, set: (leg, address) => setLegs((l) => ({ ...l, [leg]: address })), request };
}
