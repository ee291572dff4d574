/** The admin bookings page with this booking's modal open (docs/product.md#screens). */
export const bookingLink = (id: string) => `/admin/bookings?booking=${encodeURIComponent(id)}`;
