import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index';

// CONTRIBUTING.md#add-a-migration: a released migration is frozen; the schema changes again only
// by a new one. Each released file's SHA-256 (line endings as LF) is listed here; when a new
// migration is released, its checksum is added.
const RELEASED: Record<string, string> = {
  '001-initial.ts': '9a7dc7f56e7594b9e808c341284d99a56ed62bf8fd8f6f332a97b5195847726f',
  '002-branches-and-maintenance-blocks.ts':
    'e7eca16c0f83d33e8002e8bfbaa8dc626cac5f9baee71d1be48b9a4d70e15243',
  '003-rate-limits-and-sessions.ts':
    'e57f0faff978f3ad59749aa3bf8dc2deac2deb2c20e937e27d6295ff02253b03',
  '004-messages-outbox.ts': '7df28662847c036ed87c5655fcb1ecfdc54c4571e43ba366568eab57434ed2a1',
  '006-shared-state.ts': 'e831476b764871286771188ee4377f8f906ebc150a0bd13d57cc55807a62fb9c',
  '007-documents.ts': '838609eb8eb6dcb80d051abc54f0826775408928e7a848be92d93e4923525ea1',
  '008-holds-and-payments.ts': 'e6b2abac2560b3d8e77d408c3a4db3c27b9352680d14244b5bf960a6d82016db',
  '009-handover-and-invoices.ts':
    'c73435467750a633dea345f8f04803c452adcf46405fc30b27905f1c498b2103',
  '010-staff-and-audit.ts': 'd70153d1791d1218419af06f0c4d819beef81f3fbe87a103e9d590c56df02c58',
  '011-staff-invites-and-two-factor.ts':
    'd2b303de69d85dc38b947aae9e61037e54eacc2bb4f6ceed23e0a4da44580186',
  '012-customer-directory.ts': 'afa4615d175e20133bf27c42612a3fc78176729b736866762e16263a69b474a3',
  '013-promo-codes.ts': '66c1310b5f81c8a0ad23276e8c7ffda24ee5a67886b4a41323c6b3bf02db9dc2',
  '015-report-indexes.ts': '14c4cabe2f6eccd5aa5151530f3bff49ccec48654cf3d110f3c0ae8b42f3afcb',
  '016-messages-rendered-when-sent.ts':
    '5f4b3d140b7ea3deb000bc7da26dc8fb2ee0793d89ffe4b6bc690bfe08d661d5',
  '017-booking-branch.ts': 'a3642a70c22234ba8e8771db4edd9834677abed074e50e11230ea97c8b9a372b',
  '020-rate-cards-and-date-rules.ts':
    'a39092bd6a76b2b15e6be3e8c5cdae4a1e9b86d00f825a542d0fda8365fc13dd',
  '021-booking-quotes.ts': 'ecaa168b32d92651d265e242a54ff3c395885e30fb7abaebe5e3268470d9b481',
  '030-doorstep-delivery.ts': '55eee68399ac8021bdfbb8c70cce1391f614f0034365e2686b23419f8f7cb8f3',
  '040-after-trip-charges.ts': '4ead635faa7335eb997bb785869d70716dfd298cdef34584ec93e0718d51072e',
  '050-rental-agreements.ts': '3d6b3de71512323548b488ba3fb517efdf14ccabd3916489a03b710dbccbefb6',
  '070-reviews.ts': '8ce2e9b00a002e7037cc20b6e6a0497b028a1f0e44d16c2ebfa81e51fa670129',
  '071-renter-gstin.ts': '29a594283ebe1711ccb0841443a707be7341935f38fc3322658734e3124b5ef2',
  '072-fastag-tolls.ts': 'd5c0a0127b191485648b14937a87df82b9a34b78461477681d0d76b89b2e8988',
  '073-debit-notes.ts': '145673a2d9696607e1598c9138f2a5076cbbc9a31be80fedc0b07c709c6da866',
  '074-damage-claim-photos.ts': '3cf652fbc80b46abbd03d5808ead2fdc8ea18a4bb729abfa6db6b593df141ba8',
  '080-booking-staff-note.ts': '097e248c48135e3e6fcea242e1f2f19363a63ec5069e56a09d199e58c1290ea9',
  '090-protection-plans.ts': '923a758567aa8e24453d4d02123e7c353891453b3754f3cfd1b448d208718c6a',
  '110-charge-deposit-share.ts': 'aad52b7d89b9ef276e9a1f089dc1f9ae6d63ecf48eddd8f95ca306a1f3af0de1',
  '120-owner-terms.ts': '5e013820e1a842ee671ef26a42927912c9ac45a523d130334d7614e191dc8182',
  '125-renter-legal-name.ts': '4a049e1857679d9de986c48416d224180b8043d286f3415c0bbe6e8227bc415f',
  '126-review-replies.ts': 'b4e306b841127bca51e5563187d38906ac28eab7b7f14753fb5328b910d348c5',
  '130-fastag-mappings.ts': '08f88d429d19fff9386f6a9757e1642b057f4ce0283ef1595fd678765768cc25',
  '140-known-devices.ts': '2cc8c1a8aee036a704dd020560c3332aeefe7e2aabb204d46449cb30a7536a51',
};

const checksum = (file: string) =>
  createHash('sha256')
    .update(
      readFileSync(path.join(import.meta.dirname, 'migrations', file), 'utf8').replace(
        /\r\n/g,
        '\n',
      ),
    )
    .digest('hex');

describe('released migrations', () => {
  it.each(Object.keys(RELEASED))('%s is unchanged since its release', (file) => {
    expect(checksum(file)).toBe(RELEASED[file]);
  });
});

describe('new migrations', () => {
  // A database that has run the released migrations refuses one listed before the last of them
  // (Kysely keeps them in order), so an upgrade would stop at start.
  it('come after every released one', () => {
    const lastReleased = Object.keys(RELEASED).sort().at(-1)!.replace(/\.ts$/, '');
    const released = new Set(Object.keys(RELEASED).map((f) => f.replace(/\.ts$/, '')));
    const early = Object.keys(migrations).filter((m) => !released.has(m) && m < lastReleased);
    expect(early).toEqual([]);
  });
});
