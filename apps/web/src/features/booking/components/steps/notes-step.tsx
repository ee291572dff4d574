import { useWatch } from 'react-hook-form';
import type { BookingFormValues } from '@/features/booking/booking-steps';
import { BookingTextarea } from '../booking-input';

const MAX = 1000;

/** Step 4: free text, optional. */
export function NotesStep() {
  const notes = useWatch<BookingFormValues, 'notes'>({ name: 'notes' });
  return (
    <BookingTextarea
      name="notes"
      label={
        <>
          Notes <span className="fw-normal text-body-secondary">(optional)</span>
        </>
      }
      rows={5}
      maxLength={MAX}
      placeholder="Child seat, delivery to your door, a late return... anything we should know."
      hint={`${notes?.length ?? 0} / ${MAX} characters`}
    />
  );
}
