// Facts about the business shown across the site. One place, so the operator changes them once.

export const BRAND_NAME = 'Hyderabad Self Drive';
export const FOUNDED_YEAR = 2019;

export const PHONE_PRIMARY = '+91 98765 43210';
export const PHONE_SECONDARY = '+91 91234 56789';
export const PHONE_EMERGENCY = '+91 98765 43211';
export const BUSINESS_EMAIL = 'bookings@hyderabadselfdrive.in';
/** Messaging-app (WhatsApp) number, digits only with country code. */
export const CHAT_NUMBER = '919876543210';
export const SOCIAL_PROFILE_URL = 'https://www.instagram.com/hyderabadselfdrive';

/** When every branch is open: cars are handed over and taken back at any hour. */
export const BRANCH_HOURS = 'Open 24/7';

export const BRANCHES = [
  {
    name: 'Boduppal',
    address: 'Plot 12, Main Road, near Boduppal Bus Stop, Boduppal, Hyderabad 500092',
    phone: PHONE_PRIMARY,
    hours: BRANCH_HOURS,
  },
  {
    name: 'Vanasthalipuram',
    address: '3-45, NGO Colony Road, Vanasthalipuram, Hyderabad 500070',
    phone: PHONE_SECONDARY,
    hours: BRANCH_HOURS,
  },
  {
    name: 'Dilsukhnagar',
    address: '16-11, Metro Pillar 1532, Dilsukhnagar Main Road, Hyderabad 500060',
    phone: PHONE_PRIMARY,
    hours: BRANCH_HOURS,
  },
] as const;

export type BranchName = (typeof BRANCHES)[number]['name'];
export const BRANCH_NAMES = BRANCHES.map((b) => b.name) as [BranchName, ...BranchName[]];
/** A car added without a branch belongs here (the first branch). */
export const DEFAULT_BRANCH: BranchName = 'Boduppal';

/** Link that opens the messaging-app chat with a prefilled text (the floating chat button). */
export function chatLink(text: string): string {
  return `https://wa.me/${CHAT_NUMBER}?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A link that opens the address in the phone's maps app (or the maps site on a computer). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export interface BranchFacts {
  name: string;
  address: string;
  phone: string;
  hours: string;
  mapsUrl: string;
}

/**
 * What a renter needs to reach a booking's branch (docs/product.md#branches), for the screens and
 * the messages alike. A name not in the list (cars only ever carry one of BRANCH_NAMES) keeps
 * its name with the main phone rather than another branch's address.
 */
export function branchFacts(name: string): BranchFacts {
  const branch = BRANCHES.find((b) => b.name === name);
  if (!branch) return { name, address: '', phone: PHONE_PRIMARY, hours: BRANCH_HOURS, mapsUrl: '' };
  return { ...branch, mapsUrl: mapsLink(branch.address) };
}

export const CHAT_DEFAULT_TEXT = "Hi! I'm interested in renting a car. Can you help me?";
