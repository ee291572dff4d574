import { FormField } from '@/lib/form-field';

interface DateTimeFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DDTHH:mm', Kolkata. */
  value: string;
  min: string;
  error?: string | undefined;
  className: string;
  onChange: (value: string) => void;
}

/**
 * A pickup or return date and time in quarter hours, with its reason beside it. Plain
 * markup: the search by dates on Home uses it in the first load.
 */
export function DateTimeField({ value, min, onChange, ...field }: DateTimeFieldProps) {
  return (
    <FormField {...field} labelClassName="form-label">
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          value={value}
          min={min}
          step={900}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
