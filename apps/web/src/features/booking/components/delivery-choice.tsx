import { useEffect, useId, useRef } from 'react';
import { DELIVERY_MESSAGES, type DeliveryLeg } from '@rental/shared/delivery';
import { formatRupees } from '@rental/shared/rental';
import { PhoneLocationButton } from '@/components/phone-location-button';
import { useDeliveryAreas } from '../api/delivery-areas';
import {
  EMPTY_ADDRESS as EMPTY,
  type AddressField,
  type DeliveryAddressInput as Address,
  type DeliveryChoiceState,
} from '../hooks/use-delivery-choice';

// docs/product.md#doorstep-delivery: in the wizard, the pickup and the return each at the branch
// or at the renter's address; the fee shown is the area's, the server prices it again.

const TITLES = { pickup: 'Pickup', return: 'Return' } as const;
const DOORSTEP = { pickup: 'Bring the car to my address', return: 'Collect it from my address' };

/** An address field's control props and its server error beside it. */
function invalid(id: string, error: string | undefined, also?: string) {
  const describedBy = [error ? `${id}-error` : undefined, also].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

function LegChoice(props: {
  leg: DeliveryLeg;
  address: Address | null;
  errors: Partial<Record<AddressField, string>> | undefined;
  fees: Map<string, number> | undefined;
  disabled: boolean;
  onChange: (address: Address | null) => void;
}) {
  const { leg, address, errors = {}, fees, disabled, onChange } = props;
  const id = useId();
  const fee = address && /^\d{6}$/.test(address.pin) ? fees?.get(address.pin) : undefined;
  const outside = address && /^\d{6}$/.test(address.pin) && fees && fee === undefined;
  const edit = (change: Partial<Address>) => onChange({ ...(address ?? EMPTY), ...change });
  const control = (field: AddressField, extra = '') =>
    `form-control${errors[field] || extra ? ' is-invalid' : ''}`;
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="fs-6 fw-semibold">{TITLES[leg]}</legend>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          id={`${id}-branch`}
          name={`${id}-where`}
          checked={!address}
          onChange={() => onChange(null)}
        />
        <label className="form-check-label" htmlFor={`${id}-branch`}>
          At the branch
        </label>
      </div>
      <div className="form-check mb-2">
        <input
          className="form-check-input"
          type="radio"
          id={`${id}-door`}
          name={`${id}-where`}
          checked={Boolean(address)}
          onChange={() => onChange(address ?? EMPTY)}
        />
        <label className="form-check-label" htmlFor={`${id}-door`}>
          {DOORSTEP[leg]}
        </label>
      </div>
      {address && (
        <div className="row g-2 ps-4">
          <div className="col-12">
            <label className="form-label small mb-1" htmlFor={`${id}-line`}>
              House and street
            </label>
            <input
              className={control('line')}
              id={`${id}-line`}
              autoComplete="street-address"
              required
              maxLength={200}
              value={address.line}
              onChange={(e) => edit({ line: e.target.value })}
              {...invalid(`${id}-line`, errors.line)}
            />
            <FieldError id={`${id}-line`} error={errors.line} />
          </div>
          <div className="col-12 col-sm-7">
            <label className="form-label small mb-1" htmlFor={`${id}-landmark`}>
              Landmark (optional)
            </label>
            <input
              className={control('landmark')}
              id={`${id}-landmark`}
              maxLength={120}
              value={address.landmark}
              onChange={(e) => edit({ landmark: e.target.value })}
              {...invalid(`${id}-landmark`, errors.landmark)}
            />
            <FieldError id={`${id}-landmark`} error={errors.landmark} />
          </div>
          <div className="col-12 col-sm-5">
            <label className="form-label small mb-1" htmlFor={`${id}-pin`}>
              PIN code
            </label>
            <input
              className={control('pin', outside ? 'outside' : '')}
              id={`${id}-pin`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              required
              value={address.pin}
              onChange={(e) => edit({ pin: e.target.value.trim() })}
              {...invalid(`${id}-pin`, errors.pin, `${id}-fee`)}
            />
            <FieldError id={`${id}-pin`} error={errors.pin} />
          </div>
          <p
            id={`${id}-fee`}
            className={outside ? 'text-danger small' : 'small'}
            aria-live="polite"
          >
            {outside
              ? DELIVERY_MESSAGES.outsideArea
              : fee !== undefined
                ? `Fee ${formatRupees(fee)}, added to your total.`
                : ''}
          </p>
          <div className="col-12">
            <PhoneLocationButton
              located={address.lat !== null}
              onLocated={({ lat, lng }) => edit({ lat, lng })}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** The two legs' choices; mounted by the wizard on the schedule step. */
export function DeliveryChoice(props: {
  /** The car's branch; older screens' cars may lack it, which offers no delivery. */
  branch: string | undefined;
  choice: DeliveryChoiceState;
  disabled: boolean;
}) {
  const { choice } = props;
  const section = useRef<HTMLElement>(null);
  const wanted = Boolean(choice.legs.pickup || choice.legs.return);
  const areas = useDeliveryAreas(wanted && Boolean(props.branch));
  const area = areas.data?.find((a) => a.branch === props.branch);
  // Until the areas are read nothing is judged; a branch without an area serves no PIN code.
  const fees = areas.data && new Map((area?.pins ?? []).map((p) => [p.pin, p.fee]));
  // After a refusal about a leg's field: that field takes the focus, after the step's heading.
  const { focusPending, focused } = choice;
  useEffect(() => {
    if (!focusPending) return;
    section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    focused();
  }, [focusPending, focused]);
  return (
    <section ref={section} aria-labelledby="delivery-choice-title" className="mt-3">
      <h3 id="delivery-choice-title" className="h6">
        Doorstep delivery
      </h3>
      {(['pickup', 'return'] as const).map((leg) => (
        <LegChoice
          key={leg}
          leg={leg}
          address={choice.legs[leg]}
          errors={choice.errors[leg]}
          fees={fees}
          disabled={props.disabled}
          onChange={(address) => choice.set(leg, address)}
        />
      ))}
    </section>
  );
}
