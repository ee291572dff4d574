import { MESSAGES } from '@rental/shared/messages';
import { ConfirmDialog } from '../confirm-dialog';

/** docs/product.md#screens: 'Confirm Logout' with Cancel and Logout. Loaded on demand by the navigation bar. */
export function LogoutDialog(props: {
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      title={MESSAGES.logoutTitle}
      message={MESSAGES.logoutText}
      confirmLabel="Logout"
      confirmVariant="danger"
    />
  );
}
