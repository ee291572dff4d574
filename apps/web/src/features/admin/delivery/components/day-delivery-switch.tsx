import Button from 'react-bootstrap/Button';
import { useDeliveryAreas, useSetDeliveryDayOff } from '../api/delivery-areas';

/**
 * docs/product.md#doorstep-delivery: on the driver's day, the branch (its staff or the owner)
 * switches doorstep delivery off for the day shown, or back on. Bookings already made keep their
 * legs; new ones are refused delivery that day.
 */
export function DayDeliverySwitch({ branch, date }: { branch: string; date: string }) {
  const areas = useDeliveryAreas();
  const toggle = useSetDeliveryDayOff();
  const area = areas.data?.find((a) => a.branch === branch);
  // A branch without PIN codes delivers nowhere; there is nothing to switch.
  if (!area || area.pins.length === 0 || !date) return null;
  const off = area.daysOff.includes(date);
  return (
    <div className="mb-3">
      {off && <p className="mb-2 fw-semibold">Doorstep delivery is off this day.</p>}
      <Button
        variant={off ? 'outline-primary' : 'outline-danger'}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ branch, date, off: !off })}
      >
        {off ? 'Switch delivery back on for this day' : 'Switch delivery off for this day'}
      </Button>
      <div aria-live="polite">
        {toggle.error && <p className="text-danger mt-2 mb-0">{toggle.error.message}</p>}
      </div>
    </div>
  );
}
