import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import {
  CUSTOMER_NOTE_MAX,
  CustomerNoteInputSchema,
  type CustomerNote,
} from '@rental/shared/customer-directory';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { useAddNote } from '../api/customer-writes';

/** docs/product.md#customers: the staff's notes on a renter, newest first, and a new one. */
export function CustomerNotes({
  customerId,
  notes,
}: {
  customerId: string;
  notes: CustomerNote[];
}) {
  const id = useId();
  const add = useAddNote(customerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CustomerNoteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setSaved('Note added.');
      },
      onError: (e) => setError(serverMessage(e, 'The note could not be saved. Please try again.')),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">
        Notes
      </h2>
      <form onSubmit={submit} noValidate className="mb-3">
        <FormField id={`${id}-text`} label="New note" error={error} className="mb-2">
          {(control) => (
            <textarea
              {...control}

              rows={3}
              maxLength={CUSTOMER_NOTE_MAX}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setSaved('');
              }}
            />
          )}
        </FormField>
        <div className="d-flex align-items-center gap-3">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add note'}
          </Button>
          <span className="small text-success" aria-live="polite">
            {saved}
          </span>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="text-body-secondary">No notes yet.</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {notes.map((note) => (
            <li key={note.id} className="border rounded-3 p-3 mb-2 bg-body">
              <p className="mb-1" style={{ whiteSpace: 'pre-line' }}>
                {note.text}
              </p>
              <div className="small text-body-secondary">
                {note.author}, {formatDateTime(note.createdAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
