import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { FormField } from '@/lib/form-field';
import { fieldId, type BookingField, type BookingFormValues } from '../booking-steps';

type Options = RegisterOptions<BookingFormValues, BookingField>;

interface CommonProps {
  name: BookingField;
  label: ReactNode;
  hint?: ReactNode;
  registerOptions?: Options;
  className?: string;
}

type InputProps = CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'children'>;

function useFieldError(name: BookingField): string | undefined {
  const { errors } = useFormState<BookingFormValues>({ name });
  return errors[name]?.message;
}

/** A labelled booking input with its reason beside it. */
export function BookingInput({
  name,
  label,
  hint,
  registerOptions,
  className,
  ...input
}: InputProps) {
  const { register } = useFormContext<BookingFormValues>();
  const error = useFieldError(name);
  return (
    <FormField id={fieldId(name)} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          className={`${control.className}${input.readOnly ? ' bg-body-tertiary' : ''}`}
          {...register(name, registerOptions)}
          {...input}
        />
      )}
    </FormField>
  );
}

type TextareaProps = CommonProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className' | 'children'>;

export function BookingTextarea({
  name,
  label,
  hint,
  registerOptions,
  className,
  ...rest
}: TextareaProps) {
  const { register } = useFormContext<BookingFormValues>();
  const error = useFieldError(name);
  return (
    <FormField id={fieldId(name)} label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} {...register(name, registerOptions)} {...rest} />}
    </FormField>
  );
}
