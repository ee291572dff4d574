import type { ReactNode } from 'react';
import { FormField as LabelledField } from '@/lib/form-field';

export interface FieldIds {
  id: string;
  /** For aria-describedby: the hint and the error, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/**
 * The older shape of `FormField` in `@/lib/form-field`, still used by the booking edit form:
 * new code uses that one directly. Remove this file once nothing imports it.
 */
export function FormField({ children, ...field }: FormFieldProps) {
  return (
    <LabelledField {...field} labelClassName="form-label">
      {(control) =>
        children({
          id: control.id,
          describedBy: control['aria-describedby'],
          invalid: control['aria-invalid'] ?? false,
        })
      }
    </LabelledField>
  );
}
