import { useId, useState, type FormEvent } from 'react';
import type { PinCheck } from '@rental/shared/delivery';
import { DELIVERY_MESSAGES } from '@rental/shared/messages';
import { checkPin } from '@/api/check-pin';

/**
 * docs/product.md#doorstep-delivery: "Do you deliver to my PIN code?", on the home page and a
 * car's page. With `branch`, the answer is that branch's (the car's); else the cheapest.
 */
export function PinChecker({ branch }: { branch?: string }) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (check: PinCheck) => {
    const found = check.branches.find((b) => !branch || b.branch === branch);
    return found ? DELIVERY_MESSAGES.pinDelivered(found.fee) : DELIVERY_MESSAGES.pinNotDelivered;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9]\d{5}$/.test(pin)) {
      setAnswer('PIN code must be 6 digits.');
      return;
    }
    setBusy(true);
    try {
      setAnswer(say(await checkPin(pin)));
    } catch (error) {
      setAnswer(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="pin-checker" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-pin`} className="form-label fw-semibold">
        Doorstep delivery: check your PIN code
      </label>
      <div className="d-flex gap-2" style={{ maxWidth: '20rem' }}>
        <input
          id={`${id}-pin`}
          className="form-control"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.trim())}
          aria-describedby={`${id}-answer`}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          Check
        </button>
      </div>
      <p id={`${id}-answer`} className="mt-2 mb-0" aria-live="polite">
        {answer}
      </p>
    </form>
  );
}
