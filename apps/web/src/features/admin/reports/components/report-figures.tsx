import type { CSSProperties } from 'react';
import type { Report } from '@rental/shared/reports';
import { formatRupees } from '@rental/shared/rental';
import { formatCount } from '@/features/admin/shell/lib/format';

// docs/product.md#reports: the period's figures as cards, each with how it was made up.

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

export function ReportFigures({ report }: { report: Report }) {
  const { revenue, money, bookings } = report;
  const cards = [
    {
      label: 'Revenue',
      value: formatRupees(revenue.total),
      detail: `${formatRupees(revenue.rental)} rental + ${formatRupees(revenue.charges)} charges, ${formatCount(revenue.rentals)} completed ${revenue.rentals === 1 ? 'rental' : 'rentals'}`,
      accent: 'var(--bs-primary)',
    },
    {
      label: 'Money received',
      value: formatRupees(money.net),
      detail: `${formatRupees(money.received)} received − ${formatRupees(money.refunded)} refunded`,
      accent: 'var(--bs-success)',
    },
    {
      label: 'Bookings',
      value: formatCount(bookings.total),
      detail: `Cancellation rate ${percentText(bookings.cancellationPercent)}`,
      accent: 'var(--bs-info)',
    },
    {
      label: 'Average rental',
      value: report.averageRentalDays === null ? '—' : `${report.averageRentalDays} days`,
      detail: 'Booked days of the completed rentals',
      accent: 'var(--bs-warning)',
    },
    {
      label: 'Fleet utilisation',
      value: percentText(report.utilisation.percent),
      detail: `${formatCount(report.utilisation.bookedHours)} of ${formatCount(report.utilisation.availableHours)} hours booked`,
      accent: 'var(--bs-danger)',
    },
  ];
  return (
    <section aria-label="Figures" className="row g-3 mb-4">
      {cards.map((card) => (
        <div className="col-6 col-lg-4 col-xl" key={card.label}>
          <div
            className="card admin-stat h-100 shadow-sm"
            style={{ '--admin-stat-accent': card.accent } as CSSProperties}
          >
            <div className="card-body py-3">
              <h2 className="h6 text-body-secondary fw-normal mb-1">{card.label}</h2>
              <p className="admin-stat-value mb-1">{card.value}</p>
              <p className="small text-body-secondary mb-0">{card.detail}</p>
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}
