import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { formatDate, formatDateTime } from '@/features/admin/shell/lib/format';

type Row = [label: string, value: string];

function sections(b: Booking): { title: string; rows: Row[] }[] {
  return [
    {
      title: 'Trip',
      rows: [
        ['Booking ID', b._id],
        ['Booked on', formatDateTime(b.createdAt)],
        ['Car', b.carName],
        ['Car number', b.carNumber],
        ['Pickup', formatDateTime(b.pickupDateTime)],
        ['Return', formatDateTime(b.returnDateTime)],
        ['Total days', String(b.totalDays)],
        ['Price per day', formatRupees(b.pricePerDay)],
        ...(b.promoCode
          ? ([['Promo discount', `−${formatRupees(b.discount)} (${b.promoCode})`]] as Row[])
          : []),
        ['Total amount', formatRupees(b.totalAmount)],
        ['Purpose', b.purpose],
        ['Destination', b.destination],
        ['Renter’s notes', b.notes.trim() || '—'],
      ],
    },
    {
      title: 'Customer',
      rows: [
        ['Name', b.customerName],
        ['Phone', b.customerPhone],
        ['Email', b.customerEmail],
        ['Date of birth', formatDate(b.dateOfBirth)],
        ['Licence number', b.driverLicenseNumber],
        ['Licence issued in', b.dlIssuedState],
        ['Original documents', b.originalDocumentsSubmitted],
      ],
    },
    {
      title: 'Address',
      rows: [
        ['Address', b.address],
        ['City', b.city],
        ['State', b.state],
        ['PIN code', b.pinCode],
        ['Country', b.country],
      ],
    },
  ];
}

/** Every booking field the admin reads but does not change (docs/product.md#screens and #admin). */
export function BookingDetails({ booking }: { booking: Booking }) {
  return (
    <div className="row g-3">
      {sections(booking).map((section, index) => (
        <section key={section.title} className={index === 0 ? 'col-12' : 'col-md-6'}>
          <h3 className="h6 border-bottom pb-1 mb-2">{section.title}</h3>
          <dl className="admin-details mb-0">
            {section.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
