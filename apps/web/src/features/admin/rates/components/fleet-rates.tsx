import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { serverMessage } from '@/lib/server-message';
import { useFleetRates } from '../api/fleet-rates';
import { DateRuleForm } from './date-rule-form';
import { DateRuleList } from './date-rule-list';
import { FleetRatesTable } from './fleet-rates-table';

/**
 * docs/product.md#rate-plans: the owner's rates screen: the fleet's prices side by side (each
 * car's are edited on its car form), then the date rules and the form that adds one.
 */
export function FleetRatesScreen() {
  const rates = useFleetRates();
  const [done, setDone] = useState<string | null>(null);
  if (rates.isPending) return <p role="status">Loading the rates...</p>;
  if (rates.isError) {
    return (
      <Alert variant="danger">
        {serverMessage(rates.error, 'Could not load the rates. Please try again.')}
      </Alert>
    );
  }
  const { cars, rules } = rates.data;
  return (
    <>
      <p className="text-body-secondary">
        A rental is priced by the cheapest mix of months (28 days), weeks and days; under a day, by
        the hour where a car has an hourly price. Date rules change the day price of the days they
        cover, not weekly or monthly blocks.
      </p>
      <FleetRatesTable cars={cars} />
      <div aria-live="polite">
        {done && (
          <Alert variant="success" className="py-2" onClose={() => setDone(null)} dismissible>
            {done}
          </Alert>
        )}
      </div>
      <DateRuleList rules={rules} cars={cars} onRemoved={setDone} />
      <DateRuleForm cars={cars} onAdded={(rule) => setDone(`${rule.label} added.`)} />
    </>
  );
}
