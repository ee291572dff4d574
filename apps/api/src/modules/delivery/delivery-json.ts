import { mapsLink, type DeliveryState, type DispatchLeg } from '@rental/shared/delivery';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import type { dispatchDay } from './delivery.repository';

// docs/product.md#doorstep-delivery: a leg of the driver's day as the API answers it.

type DispatchRow = Awaited<ReturnType<typeof dispatchDay>>[number];

export function toDispatchLeg(row: DispatchRow): DispatchLeg {
  return {
    bookingId: row.booking_id,
    leg: row.leg as DispatchLeg['leg'],
    at: toKolkataIso(row.at),
    line: row.line,
    landmark: row.landmark,
    pin: row.pin,
    mapsUrl: mapsLink(row),
    fee: row.fee,
    state: row.state as DeliveryState,
    driverId: row.driver_id,
    driverName: row.driver_name ?? null,
    renterName: row.customer_name,
    renterPhone: row.customer_phone,
    carName: row.car_name,
    carNumber: row.car_number,
  };
}
