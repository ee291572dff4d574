import { BookingInput, BookingTextarea } from '../booking-input';
import { STATES_LIST_ID } from '../indian-states';
import { StatesDatalist } from '../states-datalist';

/** Step 1: full address, city, state and PIN code. */
export function AddressStep() {
  return (
    <>
      <BookingTextarea
        name="address"
        label="Full address"
        rows={2}
        autoComplete="street-address"
        placeholder="House no., street, area"
        maxLength={300}
        required
      />
      <div className="row g-3">
        <BookingInput
          className="col-12 col-sm-6"
          name="city"
          label="City"
          autoComplete="address-level2"
          placeholder="e.g. Hyderabad"
          required
        />
        <BookingInput
          className="col-12 col-sm-6"
          name="state"
          label="State"
          autoComplete="address-level1"
          list={STATES_LIST_ID}
          placeholder="e.g. Telangana"
          required
        />
        <BookingInput
          className="col-12 col-sm-6 mb-3"
          name="pinCode"
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6 digits"
          required
        />
      </div>
      <StatesDatalist />
    </>
  );
}
