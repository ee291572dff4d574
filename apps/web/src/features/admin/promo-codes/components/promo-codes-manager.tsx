import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { PromoCode } from '@rental/shared/promo';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodesList } from './promo-codes-list';

type Editing = { code: PromoCode | null } | null;

/** docs/product.md#screens /admin/promo-codes: the form (new or edit) above the codes. */
export function PromoCodesManager() {
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The server's warning on a flat code that covers a whole rental (docs/product.md#promo-codes).
  const [warning, setWarning] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const open = (code: PromoCode | null) => {
    setSaved(null);
    setWarning(null);
    setEditing({ code });
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <div ref={top} aria-live="polite">
        {saved && (
          <Alert variant="success" className="py-2" onClose={() => setSaved(null)} dismissible>
            {saved}
          </Alert>
        )}
        {warning && (
          <Alert variant="warning" className="py-2" onClose={() => setWarning(null)} dismissible>
            {warning}
          </Alert>
        )}
      </div>
      {editing ? (
        <PromoCodeForm
          key={editing.code?._id ?? 'new'}
          editing={editing.code}
          onDone={(code) => {
            setEditing(null);
            if (code) setSaved(`${code.code} saved.`);
            setWarning(code?.warning ?? null);
          }}
        />
      ) : (
        <Button className="mb-4" onClick={() => open(null)}>
          New promo code
        </Button>
      )}
      <PromoCodesList onEdit={open} />
    </>
  );
}
