import type { Migration } from 'kysely';
import * as m001 from './001-initial';
import * as m002 from './002-branches-and-maintenance-blocks';
import * as m003 from './003-rate-limits-and-sessions';
import * as m006 from './006-shared-state';
import * as m004 from './004-messages-outbox';
import * as m007 from './007-documents';
import * as m008 from './008-holds-and-payments';
import * as m009 from './009-handover-and-invoices';
import * as m010 from './010-staff-and-audit';
import * as m011 from './011-staff-invites-and-two-factor';
import * as m012 from './012-customer-directory';
import * as m013 from './013-promo-codes';
import * as m015 from './015-report-indexes';
import * as m016 from './016-messages-rendered-when-sent';
import * as m017 from './017-booking-branch';
import * as m020 from './020-rate-cards-and-date-rules';
import * as m021 from './021-booking-quotes';
import * as m030 from './030-doorstep-delivery';
import * as m040 from './040-after-trip-charges';
import * as m050 from './050-rental-agreements';
import * as m070 from './070-reviews';
import * as m071 from './071-renter-gstin';
import * as m072 from './072-fastag-tolls';
import * as m073 from './073-debit-notes';
import * as m074 from './074-damage-claim-photos';
import * as m080 from './080-booking-staff-note';
import * as m090 from './090-protection-plans';
import * as m110 from './110-charge-deposit-share';
import * as m120 from './120-owner-terms';
import * as m125 from './125-renter-legal-name';
import * as m126 from './126-review-replies';
import * as m130 from './130-fastag-mappings';
import * as m140 from './140-known-devices';

// Listed in code, not read from the disk, so the bundled server carries them.
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-branches-and-maintenance-blocks': m002,
  '003-rate-limits-and-sessions': m003,
  '006-shared-state': m006,
  '004-messages-outbox': m004,
  '007-documents': m007,
  '008-holds-and-payments': m008,
  '009-handover-and-invoices': m009,
  '010-staff-and-audit': m010,
  '011-staff-invites-and-two-factor': m011,
  '012-customer-directory': m012,
  '013-promo-codes': m013,
  '015-report-indexes': m015,
  '016-messages-rendered-when-sent': m016,
  '017-booking-branch': m017,
  '020-rate-cards-and-date-rules': m020,
  '021-booking-quotes': m021,
  '030-doorstep-delivery': m030,
  '040-after-trip-charges': m040,
  '050-rental-agreements': m050,
  '070-reviews': m070,
  '071-renter-gstin': m071,
  '072-fastag-tolls': m072,
  '073-debit-notes': m073,
  '074-damage-claim-photos': m074,
  '080-booking-staff-note': m080,
  '090-protection-plans': m090,
  '110-charge-deposit-share': m110,
  '120-owner-terms': m120,
  '125-renter-legal-name': m125,
  '126-review-replies': m126,
  '130-fastag-mappings': m130,
  '140-known-devices': m140,
};
