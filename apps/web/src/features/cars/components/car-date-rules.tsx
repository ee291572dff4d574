import { todayInKolkata } from '@rental/shared/kolkata-time';
import type { StoredDateRule } from '@rental/shared/pricing/rate-card-schemas';
import { useCarDateRules } from '@/api/car-date-rules';
import { formatCalendarDate } from '@/lib/date-format';

function describe(rule: StoredDateRule): string {
  const change = `${rule.percent > 0 ? '+' : '−'}${Math.abs(rule.percent)} % on the day price`;
  if (rule.kind === 'weekend' || !rule.from || !rule.to) {
    return `${rule.label}: ${change} on Saturdays and Sundays`;
  }
  const when =
    rule.from === rule.to
      ? formatCalendarDate(rule.from)
      : `${formatCalendarDate(rule.from)} to ${formatCalendarDate(rule.to)}`;
  return `${rule.label}: ${change}, ${when}`;
}

/**
 * docs/product.md#rate-plans: the dates on which the car's day price changes, so the renter is
 * not surprised by the quote. Ranges already over are left out; nothing shows without a rule.
 */
export function CarDateRules({ carId }: { carId: string }) {
  const rules = useCarDateRules(carId).data;
  const today = todayInKolkata();
  const current = (rules ?? []).filter((r) => r.kind === 'weekend' || (r.to ?? '') >= today);
  if (current.length === 0) return null;
  return (
    <section className="detail-block" aria-labelledby="car-date-rules-title">
      <h2 id="car-date-rules-title">Prices on some dates</h2>
      <ul className="mb-0 ps-3" data-testid="car-date-rules">
        {current.map((rule) => (
          <li key={rule._id}>{describe(rule)}</li>
        ))}
      </ul>
    </section>
  );
}
