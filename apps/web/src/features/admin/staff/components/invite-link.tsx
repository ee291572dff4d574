import Alert from 'react-bootstrap/Alert';
import type { StaffInvite } from '@rental/shared/staff';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { CopyButton } from '@/components/copy-button';
import { formatKolkataDateTime } from '@/lib/date-format';

/** The one-time set-password link, shown this once with a copy button. */
export function InviteLink({ invite, onClose }: { invite: StaffInvite; onClose: () => void }) {
  const url = `${window.location.origin}${invite.link}`;
  return (
    <Alert variant="success" dismissible onClose={onClose} className="mb-4">
      <h2 className="h6">Link for {invite.staff.name}</h2>
      <p className="mb-2">{STAFF_MESSAGES.linkOnce}</p>
      <label htmlFor="invite-url" className="form-label small fw-medium">
        Set-password link (works once, until {formatKolkataDateTime(invite.expiresAt)})
      </label>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <input
          id="invite-url"
          className="form-control form-control-sm font-monospace flex-grow-1"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={url} what="link" label="Copy link" />
      </div>
      {invite.emailed && <p className="small mt-2 mb-0">{STAFF_MESSAGES.linkEmailed}</p>}
    </Alert>
  );
}
