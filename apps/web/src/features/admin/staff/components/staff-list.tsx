import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BRANCH_NAMES } from '@rental/shared/business';
import { STAFF_MESSAGES, type StaffInvite, type StaffMember } from '@rental/shared/staff';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { serverMessage } from '@/lib/server-message';
import {
  useReinviteStaff,
  useResetStaffTwoFactor,
  useSetStaffEnabled,
  useStaffList,
  useUpdateStaff,
} from '../api/staff';
import { RenameStaffDialog } from './rename-staff-dialog';

const STATE_BADGE = {
  active: { bg: 'success', text: 'Active' },
  invited: { bg: 'warning', text: 'Link not used yet' },
  disabled: { bg: 'secondary', text: 'Disabled' },
} as const;

const badge = (bg: string, text: string) => <span className={`badge text-bg-${bg}`}>{text}</span>;

/** What the owner is asked to confirm for a member. */
type Asking = { member: StaffMember; action: 'toggle' | 'resetTwoFactor' };

function question({ member, action }: Asking) {
  const who = member.name || member.email;
  if (action === 'resetTwoFactor') {
    return {
      title: `Turn off two-factor for ${who}`,
      message: STAFF_MESSAGES.resetTwoFactorConfirm,
      confirmLabel: 'Turn off',
      confirmVariant: 'danger',
    } as const;
  }
  const enabling = member.state === 'disabled';
  return {
    title: `${enabling ? 'Enable' : 'Disable'} ${who}`,
    message: enabling ? STAFF_MESSAGES.enableConfirm : STAFF_MESSAGES.disableConfirm,
    confirmLabel: enabling ? 'Enable' : 'Disable',
    confirmVariant: enabling ? 'success' : 'danger',
  } as const;
}

/**
 * Every admin account; staff can be renamed or moved, disabled or enabled and have two-factor
 * turned off (these two asked first), or be sent a new link.
 */
export function StaffList({ onInvite }: { onInvite: (invite: StaffInvite) => void }) {
  const staff = useStaffList();
  const setEnabled = useSetStaffEnabled();
  const reinvite = useReinviteStaff();
  const move = useUpdateStaff();
  const [renaming, setRenaming] = useState<StaffMember | null>(null);
  const resetTwoFactor = useResetStaffTwoFactor();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!asking) return;
    const { member, action } = asking;
    setAsking(null);
    setError(null);
    const onError = (e: unknown) => setError(serverMessage(e, 'Could not change the account.'));
    if (action === 'resetTwoFactor') resetTwoFactor.mutate(member._id, { onError });
    else setEnabled.mutate({ id: member._id, enabled: member.state === 'disabled' }, { onError });
  };
  const asked = asking && question(asking);

  return (
    <section aria-labelledby="staff-title">
      <h2 id="staff-title" className="h5 mb-3">
        Accounts
      </h2>
      <ListStatus
        error={error ?? (staff.isError ? 'Could not load the accounts.' : null)}
        onDismissError={() => setError(null)}
        loading={staff.isPending}
        loadingLabel="Loading accounts"
        empty={false}
        emptyMessage=""
      />
      <ul className="list-unstyled d-grid gap-2">
        {staff.data?.map((member) => {
          const state = STATE_BADGE[member.state];
          return (
            <li key={member._id} className="card shadow-sm" data-testid="staff-row">
              <div className="card-body py-2 d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto">
                  <p className="fw-medium mb-0">
                    {member.name || member.email}{' '}
                    {member.role === 'owner'
                      ? badge('primary', 'Owner')
                      : badge(state.bg, state.text)}
                  </p>
                  <p className="small text-body-secondary mb-0 text-break">
                    {member.email} · {member.branch ?? 'All branches'} · two-factor{' '}
                    {member.twoFactor ? 'on' : 'off'}
                  </p>
                </div>
                {member.role === 'staff' && (
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <Form.Select
                      size="sm"
                      className="w-auto"
                      aria-label={`Branch of ${member.name || member.email}`}
                      value={member.branch ?? ''}
                      disabled={move.isPending}
                      onChange={(e) =>
                        move.mutate(
                          { id: member._id, branch: e.target.value },
                          { onError: (err) => setError(serverMessage(err, 'Could not move.')) },
                        )
                      }
                    >
                      {BRANCH_NAMES.map((branch) => (
                        <option key={branch} value={branch}>
                          {branch}
                        </option>
                      ))}
                    </Form.Select>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => setRenaming(member)}
                    >
                      Rename<span className="visually-hidden"> {member.name}</span>
                    </Button>
                    {member.state === 'invited' && (
                      <Button
                        size="sm"
                        variant="outline-primary"
                        disabled={reinvite.isPending}
                        onClick={() =>
                          reinvite.mutate(member._id, {
                            onSuccess: onInvite,
                            onError: (e) => setError(serverMessage(e, 'Could not make a link.')),
                          })
                        }
                      >
                        New link<span className="visually-hidden"> for {member.name}</span>
                      </Button>
                    )}
                    {member.twoFactor && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        onClick={() => setAsking({ member, action: 'resetTwoFactor' })}
                      >
                        Turn off two-factor
                        <span className="visually-hidden"> for {member.name}</span>
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant={member.state === 'disabled' ? 'outline-success' : 'outline-danger'}
                      onClick={() => setAsking({ member, action: 'toggle' })}
                    >
                      {member.state === 'disabled' ? 'Enable' : 'Disable'}
                      <span className="visually-hidden"> {member.name}</span>
                    </Button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        show={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        confirmVariant={asked?.confirmVariant ?? 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <RenameStaffDialog member={renaming} onClose={() => setRenaming(null)} />
    </section>
  );
}
