// docs/product.md#holds-and-payments: a Pending booking nobody has confirmed or paid holds its car
// until `heldUntil`; the admin sees what is left of the hold.

const MINUTE_MS = 60_000;

/**
 * What is left of a hold in words: "Held 5 h 20 min more", "Held 40 min more", "Hold expired".
 * Minutes round up, so the last seconds of a hold still read "Held 1 min more".
 */
export function holdLeft(heldUntil: string, now: Date): string {
  const left = new Date(heldUntil).getTime() - now.getTime();
  if (Number.isNaN(left)) return '';
  if (left <= 0) return 'Hold expired';
  const minutes = Math.ceil(left / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `Held ${rest} min more`;
  return rest === 0 ? `Held ${hours} h more` : `Held ${hours} h ${rest} min more`;
}

/** True once the hold's time has passed (the server releases the booking soon after). */
export function holdExpired(heldUntil: string, now: Date): boolean {
  return new Date(heldUntil).getTime() <= now.getTime();
}
