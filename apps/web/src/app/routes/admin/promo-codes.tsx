import { PromoCodesManager } from '@/features/admin/promo-codes/components/promo-codes-manager';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/promo-codes: the owner's promo codes. */
export function AdminPromoCodesPage() {
  return (
    <AdminPage title="Promo codes">
      <PromoCodesManager />
    </AdminPage>
  );
}
