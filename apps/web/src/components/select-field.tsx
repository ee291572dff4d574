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
  id,
  label,
  anyLabel,
  options,
  optionLabel = String,
  value,
  className,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
