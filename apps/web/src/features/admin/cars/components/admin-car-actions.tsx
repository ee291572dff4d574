import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { Car } from '@rental/shared/cars';
import { IconPin } from '@/components/icons';

interface AdminCarActionsProps {
  car: Car;
  busy?: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/** docs/product.md#screens: the admin buttons of a car card (availability, Edit, Delete). */
export function AdminCarActions({ car, busy = false, onToggle, onDelete }: AdminCarActionsProps) {
  const carName = <span className="visually-hidden"> {car.name}</span>;
  return (
    <>
      {car.branch && (
        <p className="small text-body-secondary mb-2">
          <IconPin className="me-1" />
          {car.branch} branch
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={car.available ? 'outline-secondary' : 'outline-success'}
          onClick={onToggle}
          disabled={busy}
        >
          {car.available ? 'Mark unavailable' : 'Mark available'}
          {carName}
        </Button>
        <Link to={`/admin/edit-car/${car._id}`} className="btn btn-sm btn-outline-primary">
          Edit{carName}
        </Link>
        <Button size="sm" variant="outline-danger" onClick={onDelete} disabled={busy}>
          Delete{carName}
        </Button>
      </div>
    </>
  );
}
