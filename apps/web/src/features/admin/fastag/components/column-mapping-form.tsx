import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  FASTAG_COLUMN_LABELS,
  FASTAG_COLUMNS,
  FASTAG_MESSAGES,
  FastagMappingInputSchema,
  fastagHeaderKey,
  type FastagColumn,
  type FastagMapping,
  type FastagMappingColumns,
} from '@rental/shared/fastag';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useSaveFastagMapping } from '../api/mappings';

type Input = z.input<typeof FastagMappingInputSchema>;
type Output = z.output<typeof FastagMappingInputSchema>;

const FIELDS = Object.keys(FASTAG_COLUMNS) as FastagColumn[];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each field's column where the file uses a usual header name for it; else none chosen. */
function usualColumns(columns: string[]): FastagMappingColumns {
  const guess = {} as FastagMappingColumns;
  for (const field of FIELDS) {
    const usual: readonly string[] = FASTAG_COLUMNS[field];
    guess[field] = columns.find((c) => usual.includes(fastagHeaderKey(c))) ?? '';
  }
  return guess;
}

interface ColumnMappingFormProps {
  /** The statement's header names, as the import answered them. */
  columns: string[];
  /** Why the statement was refused: the column it found no header for. */
  reason: string;
  /** The bank chosen for the import, if any: its columns are saved again. */
  bank: string;
  onSaved: (mapping: FastagMapping) => void;
}

/**
 * docs/product.md#fastag-statements: which header of this bank's file holds each field, saved
 * for the bank's next statements. The choices are the file's own header names.
 */
export function ColumnMappingForm({ columns, reason, bank, onSaved }: ColumnMappingFormProps) {
  const id = useId();
  const save = useSaveFastagMapping();
  const intro = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(FastagMappingInputSchema),
    defaultValues: { bank, columns: usualColumns(columns) },
  });
  // The form replaces the button that was pressed: the focus goes to why it is asked.
  useEffect(() => intro.current?.focus(), []);

  const names = ['bank', ...FIELDS.map((f) => `columns.${f}`)];
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (mapping) => onSaved(mapping),
      onError: (error) => applyServerFieldErrors(error, names, setError, { focus: true }),
    }),
  );
  const failed = save.isError && !Object.keys(errors).length;

  return (
    <section aria-labelledby={`${id}-title`} className="card shadow-sm mt-3">
      <div className="card-body">
        <h3 id={`${id}-title`} className="h6">
          Which column holds what
        </h3>
        <div ref={intro} tabIndex={-1} className="mb-3">
          <p className="alert alert-warning py-2 mb-2">{reason}</p>
          <p className="small mb-0">{FASTAG_MESSAGES.mapColumns}</p>
        </div>
        <form noValidate onSubmit={onSubmit}>
          <FormField
            id={`${id}-bank`}
            label="Bank name"
            hint="Its columns are kept for its next statements."
            error={errors.bank?.message}
          >
            {(control) => <input {...control} autoComplete="off" {...register('bank')} />}
          </FormField>
          {FIELDS.map((field) => (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={capitalised(FASTAG_COLUMN_LABELS[field])}
              controlClass="form-select"
              error={errors.columns?.[field]?.message}
            >
              {(control) => (
                <select {...control} {...register(`columns.${field}`)}>
                  <option value="">Choose a column</option>
                  {columns.map((column) => (
                    <option key={column} value={column}>
                      {column}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
          <FormFailure
            message={
              failed
                ? serverMessage(save.error, 'Could not save the columns. Please try again.')
                : null
            }
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save and import'}
          </Button>
        </form>
      </div>
    </section>
  );
}
