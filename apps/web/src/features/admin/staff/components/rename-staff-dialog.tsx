import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PersonNameSchema } from '@rental/shared/fields';
import type { StaffMember } from '@rental/shared/staff';
import { Dialog } from '@/components/dialog';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useUpdateStaff } from '../api/staff';

const RenameSchema = z.object({ name: PersonNameSchema });
type Input = z.input<typeof RenameSchema>;
type Output = z.output<typeof RenameSchema>;

/** The owner corrects a staff member's name (PATCH /api/admin/staff/{id}); audited. */
export function RenameStaffDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      show={member !== null}
      onClose={onClose}
      title={`Rename ${member?.name || member?.email || ''}`}
      size="sm"
    >
      {member && <RenameForm key={member._id} member={member} onClose={onClose} />}
    </Dialog>
  );
}

/**
 * The form starts from the member's name at its first render: a reset in an effect would run
 * after the dialog is painted and could wipe a name typed at once.
 */
function RenameForm({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const rename = useUpdateStaff();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(RenameSchema),
    defaultValues: { name: member.name },
  });
  const close = () => {
    rename.reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ name }) =>
    rename.mutate(
      { id: member._id, name },
      {
        onSuccess: close,
        onError: (error) => {
          if (applyServerFieldErrors(error, ['name'], setError) === 0) {
            setError('root', { message: serverMessage(error, 'Could not rename.') });
          }
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {errors.root && <p className="text-danger small">{errors.root.message}</p>}
      </div>
      <FormField id="staff-new-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} autoComplete="off" data-autofocus {...register('name')} />
        )}
      </FormField>
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </button>
      </div>
    </form>
  );
}
