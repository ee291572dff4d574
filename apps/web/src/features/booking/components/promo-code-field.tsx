import { useId, useState, type KeyboardEvent } from 'react';
import { formatRupees } from '@rental/shared/rental';
import type { PromoState } from '../hooks/use-promo-code';

/**
 * docs/product.md#promo-codes: the summary step's "Promo code" with Apply; the server's discount
 * and new total, or its refusal; Remove books without it.
 */
export function PromoCodeField({ promo, locked }: { promo: PromoState; locked: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const errorId = `${id}-error`;
  const apply = () => {
    if (text.trim()) void promo.apply(text.trim());
  };
  // Enter in the field applies the code rather than sending the booking.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  if (promo.applied) {
    const { code, description, discount } = promo.applied;
    return (
      <div className="promo-applied d-flex align-items-center gap-2 mb-3" role="status">
        <span className="flex-grow-1">
          <span className="fw-semibold">{code}</span> applied: {description}, you save{' '}
          {formatRupees(discount)}.
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => {
            promo.remove();
            setText('');
          }}
          disabled={locked}
        >
          Remove <span className="visually-hidden">promo code {code}</span>
        </button>
      </div>
    );
  }

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-medium mb-1">
        Promo code
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control text-uppercase${promo.error ? ' is-invalid' : ''}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? errorId : undefined}
          disabled={locked}
        />
        <button
          type="button"
          className="btn btn-primary"
          onClick={apply}
          disabled={locked || promo.checking || !text.trim()}
        >
          {promo.checking ? 'Checking...' : 'Apply'}
        </button>
      </div>
      <div aria-live="polite">
        {promo.error && (
          <p id={errorId} className="text-danger small mt-1 mb-0">
            {promo.error}
          </p>
        )}
      </div>
    </div>
  );
}
