import { useCars } from '@/api/cars';
import { useBookingCount } from '@/features/admin/shell/api/get-bookings';
import { formatCount } from '@/features/admin/shell/lib/format';

interface Stat {
  label: string;
  value: number | undefined;
  accent: string;
}

/** docs/product.md#screens: four stat cards. Booking counts come from the total header, not the whole list. */
export function StatCards() {
  const cars = useCars();
  const totalBookings = useBookingCount('All');
  const pendingBookings = useBookingCount('Pending');
  const stats: Stat[] = [
    { label: 'Total Cars', value: cars.data?.length, accent: 'var(--bs-primary)' },
    {
      label: 'Available Cars',
      value: cars.data?.filter((car) => car.available).length,
      accent: 'var(--bs-success)',
    },
    { label: 'Total Bookings', value: totalBookings.data, accent: 'var(--bs-info)' },
    { label: 'Pending Bookings', value: pendingBookings.data, accent: 'var(--bs-warning)' },
  ];
  return (
    <section aria-label="Summary" className="row g-3 mb-4">
      {stats.map((stat) => (
        <div className="col-6 col-lg-3" key={stat.label}>
          <div
            className="card admin-stat h-100 shadow-sm"
            style={{ '--admin-stat-accent': stat.accent } as React.CSSProperties}
          >
            <div className="card-body py-3">
              <h2 className="h6 text-body-secondary fw-normal mb-1">{stat.label}</h2>
              <p className="admin-stat-value mb-0">
                {stat.value === undefined ? (
                  <span className="placeholder-glow">
                    <span className="placeholder col-4" />
                    <span className="visually-hidden">Loading</span>
                  </span>
                ) : (
                  formatCount(stat.value)
                )}
              </p>
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}
