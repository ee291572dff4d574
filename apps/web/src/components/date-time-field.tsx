interface DateTimeFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DDTHH:mm', Kolkata. */
  value: string;
  min: string;
  error?: string;
  className: string;
  onChange: (value: string) => void;
}

/**
 * A pickup or return date and time in quarter hours, with its reason beside it. Plain
 * markup: the search by dates on Home uses it in the first load.
 */
export function DateTimeField({
  id,
  label,
  value,
  min,
  error,
  className,
  onChange,
}: DateTimeFieldProps) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        min={min}
        step={900}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
