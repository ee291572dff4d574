// docs/product.md#back-office: the owner's screens (adding cars, offers, messages, staff, the
// audit log, reports, promo codes, rates, protection plans, rental terms; the edit-car screen
// shows staff only the car's maintenance). Reviews are not here: a branch's staff reply to their
// branch's.
// Branch staff do not see their links, and the frame shows them a notice instead of the screen,
// so no call of theirs meets the server's 403. Add an owner-only screen's path here.
const OWNER_ONLY_PATHS = [
  '/admin/add-car',
  '/admin/messages',
  '/adminoffers',
  '/admin/staff',
  '/admin/audit',
  '/admin/reports',
  '/admin/promo-codes',
  '/admin/rates',
  '/admin/protection-plans',
  '/admin/terms',
  '/admin/delivery-areas',
];

export function isOwnerOnlyPath(pathname: string): boolean {
  return OWNER_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
