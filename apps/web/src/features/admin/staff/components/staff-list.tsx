import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BRANCH_NAMES } from '@rental/shared/business';
import { STAFF_MESSAGES, type StaffInvite, type StaffMember } from '@rental/shared/staff';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListStatus } from '@/features/admin/shell/components/list-status';
import { serverMessage } from '@/lib/server-message';
import { useMoveStaff, useReinviteStaff, useSetStaffEnabled, useStaffList } from '../api/staff';

const STATE_BADGE = {
  active: { bg: 'success', text: 'Active' },
  invited: { bg: 'warning', text: 'Link not used yet' },
  disabled: { bg: 'secondary', text: 'Disabled' },
} as const;

const badge = (bg: string, text: string) => <span className={`badge text-bg-${bg}`}>{text}</span>;

/** Every admin account; staff can be disabled or enabled (asked first) or sent a new link. */
export function StaffList({ onInvite }: { onInvite: (invite: StaffInvite) => void }) {
  const staff = useStaffList();
  const setEnabled = useSetStaffEnabled();
  const reinvite = useReinviteStaff();
  const move = useMoveStaff();
  const [asking, setAsking] = useState<StaffMember | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!asking) return;
    const member = asking;
    setAsking(null);
    setError(null);
    setEnabled.mutate(
      { id: member._id, enabled: member.state === 'disabled' },
      { onError: (e) => setError(serverMessage(e, 'Could not change the account.')) },
    );
  };

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
                    <Button
                      size="sm"
                      variant={member.state === 'disabled' ? 'outline-success' : 'outline-danger'}
                      onClick={() => setAsking(member)}
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
        show={asking !== null}
        title={
          asking?.state === 'disabled' ? `Enable ${asking.name}` : `Disable ${asking?.name ?? ''}`
        }
        message={
          asking?.state === 'disabled'
            ? STAFF_MESSAGES.enableConfirm
            : STAFF_MESSAGES.disableConfirm
        }
        confirmLabel={asking?.state === 'disabled' ? 'Enable' : 'Disable'}
        confirmVariant={asking?.state === 'disabled' ? 'success' : 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
