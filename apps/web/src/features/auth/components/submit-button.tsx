interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, disabled, label, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy || disabled}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
