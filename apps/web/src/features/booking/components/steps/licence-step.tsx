import { MIN_RENTER_AGE } from '@rental/shared/constants';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { BookingInput } from '../booking-input';
import { STATES_LIST_ID } from '../indian-states';
import { StatesDatalist } from '../states-datalist';

/** Step 2: date of birth (age 21 checked here), licence number and issuing state. */
export function LicenceStep() {
  return (
    <>
      <p className="small bg-body-tertiary rounded-3 px-3 py-2">
        You must be at least {MIN_RENTER_AGE} and hold a valid 4-wheeler licence (LMV or above). A
        2-wheeler licence is not accepted for cars.
      </p>
      <BookingInput
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={todayInKolkata()}
        required
      />
      <BookingInput
        name="driverLicenseNumber"
        label="Driving licence number"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. TS0920190012345"
        maxLength={24}
        required
      />
      <BookingInput
        name="dlIssuedState"
        label="State where the licence was issued"
        list={STATES_LIST_ID}
        placeholder="e.g. Telangana"
        required
      />
      <StatesDatalist />
    </>
  );
}
