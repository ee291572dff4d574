import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import type { Offer } from '@rental/shared/offers';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useSetOfferPromo } from '../api/set-offer-promo';

/** docs/product.md#promo-codes: the code an offer shows for visitors to copy (empty: none). */
export function OfferPromoForm({ offer, label }: { offer: Offer; label: string }) {
  const save = useSetOfferPromo();
  const [code, setCode] = useState(offer.promoCode ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setSaved(false);
    save.mutate(
      { id: offer._id, body: { promoCode: code.trim() ? code.trim() : null } },
      {
        onSuccess: (updated) => {
          setCode(updated.promoCode ?? '');
          setSaved(true);
        },
        onError: (e) => setError(serverMessage(e, 'Could not save the code. Please try again.')),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <FormField
        id={`offer-promo-${offer._id}`}
        label={
          <>
            Promo code<span className="visually-hidden"> of {label}</span>
          </>
        }
        labelClassName="form-label small mb-1"
        error={error}
        hint={saved ? 'Saved.' : 'Optional; empty shows no code.'}
        className="mb-0"
      >
        {(control) => (
          <div className="d-flex gap-2">
            <input
              {...control}
              className={`${control.className} form-control-sm text-uppercase`}
              value={code}
              autoComplete="off"
              maxLength={20}
              onChange={(e) => {
                setCode(e.target.value);
                setSaved(false);
              }}
            />
            <Button type="submit" size="sm" variant="outline-primary" disabled={save.isPending}>
              Save<span className="visually-hidden"> code of {label}</span>
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
