import { useId } from 'react';
import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_MB,
  type DocumentKind,
  type RenterDocument,
} from '@rental/shared/documents';
import { useMyDocuments } from '../api/documents';
import { DocumentSlot } from './document-slot';

function latestByKind(docs: readonly RenterDocument[]): Map<DocumentKind, RenterDocument> {
  const latest = new Map<DocumentKind, RenterDocument>();
  // The list comes newest first.
  for (const doc of docs) if (!latest.has(doc.kind)) latest.set(doc.kind, doc);
  return latest;
}

/**
 * docs/product.md#documents: the renter's licence and ID, uploaded once and checked before pickup.
 * In the account's Documents tab and on the booking's confirmation screen.
 */
export function MyDocuments() {
  const headingId = useId();
  const documents = useMyDocuments();
  if (documents.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        We could not load your documents. Please try again.
      </div>
    );
  }
  if (!documents.data) {
    return (
      <div className="py-4 text-body-secondary" role="status">
        Loading your documents…
      </div>
    );
  }
  const latest = latestByKind(documents.data);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        Your documents
      </h2>
      <p className="mb-3">
        Upload both sides of your driving licence and either your masked Aadhaar card or your
        passport&apos;s photo page: JPG, PNG or PDF, up to {MAX_DOCUMENT_MB} MB each. Only you and
        our staff can see them; we delete them after your rentals end. Approved documents mean a
        quicker pickup; otherwise bring the originals to the counter.
      </p>
      {DOCUMENT_KINDS.map((kind) => (
        <DocumentSlot key={kind} kind={kind} current={latest.get(kind)} />
      ))}
    </section>
  );
}
