import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to log out?'. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Bootstrap button variant of the confirm button. */
  confirmVariant?: 'primary' | 'danger' | 'warning' | 'success';
  /** Shows the confirm button as busy and disables both buttons. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal. Cancel gets focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  show,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      show={show}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={busy}
            data-autofocus
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn btn-${confirmVariant}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="mb-0">{message}</p>
    </Dialog>
  );
}
