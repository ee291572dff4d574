import type { PinCheck } from '@rental/shared/delivery';
import { apiRequest } from '@/lib/api-client';

/** docs/product.md#doorstep-delivery: GET /delivery/pins/{pin}, the branches that deliver there. */
export function checkPin(pin: string): Promise<PinCheck> {
  return apiRequest<PinCheck>(`/delivery/pins/${encodeURIComponent(pin)}`);
}
