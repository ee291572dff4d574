import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSPORT_CASH_DEPOSIT_RUPEES } from '@rental/shared/constants';
import {
  PAYMENT_KINDS,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  type Balance,
  type PaymentKind,
} from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import { FormField } from '@/lib/form-field';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useRecordPayment } from '../api/record-payment';
import {
  EMPTY_ENTRY,
  ENTRY_FORM_FIELDS,
  EntryFormSchema,
  type EntryFormValues,
} from '../lib/entry-form';

type EntryOutput = z.output<typeof EntryFormSchema>;

interface RecordEntryFormProps {
  bookingId: string;
  balance: Balance;
}

/** The amount a kind usually takes, offered when the amount is still empty. */
function usualAmount(kind: PaymentKind, balance: Balance): number | undefined {
  if (kind === 'deposit') return PASSPORT_CASH_DEPOSIT_RUPEES;
  if (kind === 'deposit_refund' && balance.depositHeld > 0) return balance.depositHeld;
  if (kind === 'rental' && balance.outstanding > 0) return balance.outstanding;
  return undefined;
}

/**
 * docs/product.md#holds-and-payments: the admin records an entry at the counter (any kind and
 * method, the passport deposit and its return included); the server's refusal shows here.
 */
export function RecordEntryForm({ bookingId, balance }: RecordEntryFormProps) {
  const id = useId();
  const record = useRecordPayment();
  const [recorded, setRecorded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EntryFormValues, unknown, EntryOutput>({
    resolver: zodResolver(EntryFormSchema),
    defaultValues: EMPTY_ENTRY,
  });

  // The outcome takes focus: on a phone it sits above the fold of the dialog, and the button
  // the admin pressed was disabled while saving.
  useEffect(() => {
    if (recorded || failure) feedback.current?.querySelector<HTMLElement>('.alert')?.focus();
  }, [recorded, failure]);

  const submit = handleSubmit(async (entry) => {
    setRecorded(null);
    setFailure(null);
    try {
      const payment = await record.mutateAsync({ bookingId, entry });
      setRecorded(
        `${PAYMENT_KIND_LABELS[payment.kind]} of ${formatRupees(payment.amount)} recorded.`,
      );
      reset(EMPTY_ENTRY);
    } catch (error) {
      // A refusal about one field (a refund larger than paid names the amount) shows beside that
      // field, which takes focus; anything else shows above the form.
      const fields = serverFieldErrors(error);
      const named = ENTRY_FORM_FIELDS.filter((name) => fields[name]);
      for (const name of named) setError(name, { type: 'server', message: fields[name] });
      if (named[0]) setFocus(named[0]);
      else setFailure(serverMessage(error, 'Could not record the entry. Please try again.'));
    }
  });

  const kindField = register('kind', {
    onChange: (event: { target: { value: string } }) => {
      const usual = usualAmount(event.target.value as PaymentKind, balance);
      if (usual !== undefined && !getValues('amount').trim()) setValue('amount', String(usual));
    },
  });

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="h6 mb-3">
        Record an entry
      </h4>
      <div aria-live="polite" ref={feedback}>
        {recorded && (
          <Alert
            variant="success"
            className="py-2"
            tabIndex={-1}
            dismissible
            onClose={() => setRecorded(null)}
          >
            {recorded}
          </Alert>
        )}
        {failure && (
          <Alert
            variant="danger"
            className="py-2"
            tabIndex={-1}
            dismissible
            onClose={() => setFailure(null)}
          >
            {failure}
          </Alert>
        )}
      </div>
      <div className="row g-2 mb-2">
        <FormField
          id={fieldId('kind')}
          label="Kind"
          controlClass="form-select"
          className="col-6"
          error={errors.kind?.message}
        >
          {(control) => (
            <select {...control} {...kindField}>
              {PAYMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {PAYMENT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldId('method')}
          label="Method"
          controlClass="form-select"
          className="col-6"
          error={errors.method?.message}
        >
          {(control) => (
            <select {...control} {...register('method')}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id={fieldId('amount')}
        label="Amount (₹, whole rupees)"
        error={errors.amount?.message}
      >
        {(control) => (
          <input {...control} {...register('amount')} inputMode="numeric" autoComplete="off" />
        )}
      </FormField>
      <FormField
        id={fieldId('reference')}
        label="Reference"
        hint="UPI reference (12 digits), card slip or bank transaction number; optional for cash."
        error={errors.reference?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('reference')}
            maxLength={PAYMENT_REFERENCE_MAX}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField id={fieldId('note')} label="Note (optional)" error={errors.note?.message}>
        {(control) => (
          <textarea {...control} {...register('note')} rows={2} maxLength={PAYMENT_NOTE_MAX} />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-100">
        {isSubmitting && (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        {isSubmitting ? 'Recording…' : 'Record entry'}
      </Button>
    </form>
  );
}
