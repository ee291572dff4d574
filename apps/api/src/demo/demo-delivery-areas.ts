import type { BranchName } from '@rental/shared/business';

// docs/product.md#doorstep-delivery and #configuration (SEED_DEMO): the sample delivery areas, so
// a demo site offers doorstep delivery out of the box. The PIN codes are the neighbourhoods
// around each branch; a nearer PIN costs less, and LB Nagar sits between two branches, so the
// PIN checker has a place that two branches serve at different fees.

export interface DemoDeliveryArea {
  branch: BranchName;
  slotsPerHour: number;
  /** Fee per leg, in whole rupees. */
  pins: { pin: string; fee: number }[];
}

export const DEMO_DELIVERY_AREAS: DemoDeliveryArea[] = [
  {
    branch: 'Boduppal',
    slotsPerHour: 2,
    pins: [
      { pin: '500092', fee: 199 }, // Boduppal
      { pin: '500039', fee: 249 }, // Uppal
      { pin: '500098', fee: 249 }, // Peerzadiguda
      { pin: '500076', fee: 299 }, // Nacharam
    ],
  },
  {
    branch: 'Vanasthalipuram',
    slotsPerHour: 2,
    pins: [
      { pin: '500070', fee: 199 }, // Vanasthalipuram
      { pin: '500074', fee: 249 }, // LB Nagar
      { pin: '500068', fee: 299 }, // Nagole
      { pin: '500079', fee: 299 }, // Karmanghat
    ],
  },
  {
    branch: 'Dilsukhnagar',
    slotsPerHour: 3,
    pins: [
      { pin: '500060', fee: 199 }, // Dilsukhnagar
      { pin: '500036', fee: 249 }, // Malakpet
      { pin: '500035', fee: 249 }, // Saroornagar
      { pin: '500059', fee: 299 }, // Saidabad
      { pin: '500074', fee: 299 }, // LB Nagar
    ],
  },
];
