import type { Generated } from 'kysely';

// The handover and after the trip: pickup and return, the bill and invoice, charges, deposit
// returns, FASTag tolls and debit notes. See db/schema.ts for the conventions.

/** docs/product.md#handover-and-bill: the pickup or the return of a rental. */
export interface HandoversTable {
  id: string;
  booking_id: string;
  /** pickup or return */
  kind: string;
  at: string;
  odometer_km: number;
  /** One of FUEL_LEVELS. */
  fuel_level: string;
  damage_notes: string;
  /** 1 when the staff checked the original licence and ID at the counter (pickup). */
  documents_checked: number;
  /** JSON array of storage keys. */
  photos: string;
  /** 'admin:<e-mail>' */
  recorded_by: string;
  recorded_at: string;
}

/** The final bill of a returned rental, as computed then. */
export interface BillsTable {
  booking_id: string;
  /** JSON of the shared Bill. */
  bill: string;
  total: number;
  /** The bill less the rental: what the return added to what is due. */
  charges: number;
  created_at: string;
}

/** The last number given in each financial year's invoice series. */
export interface InvoiceSeriesTable {
  /** "26-27" */
  financial_year: string;
  last_sequence: number;
}

export interface InvoicesTable {
  id: string;
  booking_id: string;
  /** "HSD/26-27/0001" */
  number: string;
  financial_year: string;
  sequence: number;
  /** The business's GSTIN when it was made; null makes it a receipt. */
  gstin: string | null;
  gst_rate_percent: number;
  sac: string;
  issued_at: string;
  /** 1: the tax is split to the paisa (docs/product.md#handover-and-bill); 0: issued before, in rupees. */
  tax_in_paise: Generated<number>;
  /** The renter's GSTIN it was issued to (a business invoice); null for a consumer (migration 071). */
  renter_gstin: Generated<string | null>;
  /** The legal name it was billed to with that GSTIN; null for a consumer (migration 125). */
  renter_legal_name: Generated<string | null>;
}

/** docs/product.md#after-the-trip: a charge added to a booking after its return. */
export interface ChargesTable {
  id: string;
  booking_id: string;
  /** One of CHARGE_TYPES. */
  type: string;
  amount: number;
  reference: string;
  note: string;
  /** 'admin:<e-mail>' */
  created_by: string;
  created_at: string;
  dispute_reason: string | null;
  disputed_at: string | null;
  /** upheld or waived; null until decided. */
  decision: string | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  /** The last UPI entry the renter sent for it (payments.id). */
  payment_id: string | null;
  /** Set when the deposit return took it from the deposit. */
  recovered_at: string | null;
  /** docs/product.md#protection-plans: why the plan's damage cap does not apply (migration 090). */
  cap_exclusion_reason: Generated<string | null>;
  /** What staff asked when the cap lowered a damage charge; null otherwise. */
  amount_asked: Generated<number | null>;
  /**
   * docs/product.md#after-the-trip: the deposit set against it at the return (migration 110);
   * 0 once given back.
   */
  deposit_share: Generated<number | null>;
}

/** docs/product.md#damage-claims: the photos a damage charge cites (JSON array of cites). */
export interface ChargePhotoCitesTable {
  charge_id: string;
  cites: string;
}

/** An evidence file of a charge (private: served by its own authorised call). */
export interface ChargeFilesTable {
  id: string;
  charge_id: string;
  file_key: string;
  content_type: string;
  created_at: string;
}

/** A booking's deposit return, made due once on its day with the figures of then. */
export interface DepositReturnsTable {
  booking_id: string;
  deposit: number;
  charges_due: number;
  held_back: number;
  amount: number;
  /** 'YYYY-MM-DD' in Kolkata. */
  due_on: string;
  /** The deposit_refund entry to pay out; null when nothing is left to return. */
  payment_id: string | null;
  created_at: string;
}

/** docs/product.md#fastag-statements: a toll of a FASTag statement matched to a booking. */
export interface FastagTollsTable {
  id: string;
  /** The bank's id of the transaction: unique, so a statement imported twice adds nothing. */
  transaction_id: string;
  booking_id: string;
  /** ISO 8601 instant of the toll. */
  at: string;
  plaza: string;
  /** As the statement wrote it. */
  registration: string;
  /** Whole rupees. */
  amount: number;
  /** 'proposed' until staff confirm it, then 'confirmed' with its charge. */
  status: string;
  charge_id: string | null;
  file_name: string;
  imported_by: string;
  imported_at: string;
}

/** docs/product.md#fastag-statements: which header of a bank's statement holds each field. */
export interface FastagMappingsTable {
  id: string;
  /** The name as staff wrote it. */
  bank: string;
  /** The name trimmed, in lower case: unique. */
  bank_key: string;
  transaction_id_column: string;
  at_column: string;
  plaza_column: string;
  registration_column: string;
  amount_column: string;
  /** The admin account that saved it last. */
  saved_by: string;
  saved_at: string;
}

/** docs/product.md#debit-notes: one counter per financial year ("26-27"). */
export interface DebitNoteSeriesTable {
  financial_year: string;
  last_sequence: number;
}

/** docs/product.md#debit-notes: a charge's debit note, "HSD/DN/2627/0001". */
export interface DebitNotesTable {
  charge_id: string;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: string;
}
