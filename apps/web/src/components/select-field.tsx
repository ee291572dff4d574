import { FormField } from '@/lib/form-field';

interface SelectFieldProps<T extends string | number> {
  id: string;
  label: string;
  /** The first option, which chooses nothing: 'Any brand'. */
  anyLabel: string;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  /** '' while nothing is chosen. */
  value: string | number;
  className: string;
  onChange: (value: string) => void;
}

/** A labelled select of one of a list, or any of it. */
export function SelectField<T extends string | number>({
  anyLabel,
  options,
  optionLabel = String,
  value,
  onChange,
  ...field
}: SelectFieldProps<T>) {
  return (
    <FormField {...field} controlClass="form-select" labelClassName="form-label">
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
