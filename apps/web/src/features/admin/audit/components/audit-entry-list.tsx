import type { AuditEntry } from '@rental/shared/audit';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { actorLabel, auditPredicate } from '../lib/audit-sentence';
import { fieldChanges, type FieldChange } from '../lib/describe-entry';
import './audit.css';

interface AuditEntryListProps {
  entries: readonly AuditEntry[];
  /** The car's name by id, where known. */
  carName?: (carId: string) => string | undefined;
  /** Off inside one booking's history, where the booking goes without saying. */
  showSubject?: boolean;
}

function Change({ change }: { change: FieldChange }) {
  const { before, after } = change;
  return (
    <div className="audit-change">
      <dt>{change.label}</dt>
      <dd className="text-break">
        {before !== undefined && after !== undefined ? (
          <>
            <span className="audit-before">{before}</span> →{' '}
            <span className="audit-after">{after}</span>
          </>
        ) : after !== undefined ? (
          after
        ) : (
          <>
            <span className="visually-hidden">was </span>
            {before}
          </>
        )}
      </dd>
    </div>
  );
}

/** docs/product.md#audit-log: who, when, what, and each changed field before → after. */
export function AuditEntryList({ entries, carName, showSubject = true }: AuditEntryListProps) {
  return (
    <ol className="list-unstyled audit-entries mb-0">
      {entries.map((entry) => {
        const car = entry.carId ? carName?.(entry.carId) : undefined;
        const changes = fieldChanges(entry);
        // The e-mail beside a name, then the booking's car (the sentence names the booking).
        const subject = [entry.actor.name && entry.actor.email, showSubject && car].filter(Boolean);
        return (
          <li key={entry.id} className="audit-entry border rounded-3 p-3 mb-2">
            <div className="d-flex flex-wrap justify-content-between column-gap-3">
              <p className="mb-0 text-break">
                <strong>{actorLabel(entry.actor)}</strong>{' '}
                {auditPredicate(entry, { carName: car, inBooking: !showSubject })}
              </p>
              {/* The business runs on India time whatever the browser's zone (docs/product.md#time). */}
              <time dateTime={entry.at} className="small text-body-secondary">
                {formatDateTime(entry.at)} IST
              </time>
            </div>
            {subject.length > 0 && (
              <p className="small text-body-secondary mb-0 text-break">
                {subject.map((part, index) => (
                  <span key={index}>
                    {index > 0 && ' · '}
                    {part}
                  </span>
                ))}
              </p>
            )}
            {changes.length > 0 && (
              <dl className="audit-changes small mb-0 mt-2">
                {changes.map((change) => (
                  <Change key={change.field} change={change} />
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}
