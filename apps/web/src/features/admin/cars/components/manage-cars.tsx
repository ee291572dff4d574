import { useState } from 'react';
import { Link } from 'react-router';
import type { Car } from '@rental/shared/cars';
import { MESSAGES } from '@rental/shared/messages';
import { useCars } from '@/api/cars';
import { CarCard } from '@/components/car-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAdminMe } from '@/features/admin/shell/api/admin-me';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { useDeleteCar } from '../api/delete-car';
import { useToggleCar } from '../api/toggle-car';
import { AdminCarActions } from './admin-car-actions';

type PendingAction = { kind: 'toggle' | 'delete'; car: Car } | null;

/** docs/product.md#screens 'Manage Cars': every car with availability toggle, edit and delete, each confirmed. */
export function ManageCars() {
  const cars = useCars();
  const toggle = useToggleCar();
  const remove = useDeleteCar();
  const me = useAdminMe().data;
  const isOwner = me?.role === 'owner';
  const [action, setAction] = useState<PendingAction>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!action) return;
    const { kind, car } = action;
    setAction(null);
    setError(null);
    if (kind === 'toggle') {
      toggle.mutate(car._id, { onError: () => setError(MESSAGES.toggleCarFailed) });
    } else {
      remove.mutate(car._id, { onError: () => setError(MESSAGES.deleteCarFailed) });
    }
  };

  const busyId = toggle.isPending ? toggle.variables : remove.isPending ? remove.variables : null;

  return (
    <section aria-labelledby="manage-cars-title" className="mb-4">
      <div className="d-flex align-items-center justify-content-between mb-3">
        <h2 id="manage-cars-title" className="h5 mb-0">
          Manage Cars
        </h2>
        {isOwner && (
          <Link to="/admin/add-car" className="btn btn-sm btn-outline-primary">
            Add Car
          </Link>
        )}
      </div>
      <ListStatus
        error={error}
        onDismissError={() => setError(null)}
        loading={cars.isPending}
        loadingLabel="Loading cars"
        empty={cars.data?.length === 0}
        emptyMessage={MESSAGES.noCarsFound}
      />
      <div className="row g-3">
        {cars.data?.map((car) => (
          <div className="col-12 col-sm-6 col-xl-4" key={car._id}>
            <CarCard
              car={car}
              actions={
                // docs/product.md#back-office: the fleet is the owner's to change; staff
                // keep the maintenance of their branch's cars.
                isOwner ? (
                  <AdminCarActions
                    car={car}
                    busy={busyId === car._id}
                    onToggle={() => setAction({ kind: 'toggle', car })}
                    onDelete={() => setAction({ kind: 'delete', car })}
                  />
                ) : (
                  me?.branch === car.branch && (
                    <Link
                      to={`/admin/edit-car/${car._id}`}
                      className="btn btn-sm btn-outline-primary"
                    >
                      Maintenance<span className="visually-hidden"> of {car.name}</span>
                    </Link>
                  )
                )
              }
            />
          </div>
        ))}
      </div>
      <ConfirmDialog
        show={action !== null}
        title={action?.kind === 'delete' ? 'Delete car' : 'Change availability'}
        message={
          action?.kind === 'delete' ? MESSAGES.deleteCarConfirm : MESSAGES.toggleAvailabilityConfirm
        }
        confirmLabel={action?.kind === 'delete' ? 'Delete' : 'Change'}
        confirmVariant={action?.kind === 'delete' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={() => setAction(null)}
      />
    </section>
  );
}
