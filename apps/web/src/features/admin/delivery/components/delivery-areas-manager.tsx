import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useDeliveryAreas } from '../api/delivery-areas';
import { DeliveryAreaForm } from './delivery-area-form';
import { DeliveryDaysOff } from './delivery-days-off';

/** docs/product.md#screens /admin/delivery-areas: each branch's area, one card per branch. */
export function DeliveryAreasManager() {
  const areas = useDeliveryAreas();
  if (areas.isPending) return <Spinner role="status" aria-label="Loading delivery areas" />;
  if (areas.error) return <Alert variant="danger">{areas.error.message}</Alert>;
  return (
    <div className="d-grid gap-3">
      {areas.data.map((area) => (
        <Card key={area.branch} body>
          <DeliveryAreaForm key={`${area.slotsPerHour}-${area.pins.length}`} area={area} />
          <DeliveryDaysOff area={area} />
        </Card>
      ))}
    </div>
  );
}
