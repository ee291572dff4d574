import { DOCUMENTS_STATE_LABELS, type DocumentsState } from '@rental/shared/customer-directory';

const VARIANTS: Record<DocumentsState, string> = {
  approved: 'text-bg-success',
  submitted: 'text-bg-warning',
  rejected: 'text-bg-danger',
  partial: 'text-bg-secondary',
  none: 'text-bg-light border',
};

/** docs/product.md#customers: where a renter's documents stand, in a word. */
export function DocumentsStateBadge({ state }: { state: DocumentsState }) {
  return <span className={`badge ${VARIANTS[state]}`}>{DOCUMENTS_STATE_LABELS[state]}</span>;
}

export function BlockedBadge() {
  return <span className="badge text-bg-danger">Blocked</span>;
}
