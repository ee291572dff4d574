import { useMutation } from '@tanstack/react-query';
import { CHARGE_TYPE_LABELS, type Charge } from '@rental/shared/charges';
import { downloadFile } from '@/lib/download-file';
import { serverMessage } from '@/lib/server-message';

// docs/product.md#debit-notes: the charge's debit note (PDF), downloaded with the renter's or the
// staff's token; shown only when the server says the charge may have one (debitNoteUrl).

export function DebitNoteDownload({
  charge,
  auth,
}: {
  charge: Pick<Charge, 'id' | 'type' | 'debitNoteUrl'>;
  auth: 'user' | 'admin';
}) {
  const download = useMutation({
    mutationFn: (url: string) =>
      downloadFile({
        path: url.replace(/^\/api/, ''),
        auth,
        fallbackName: `debit-note-${charge.id.slice(0, 8)}.pdf`,
        failure: 'The debit note could not be downloaded.',
      }),
  });
  if (!charge.debitNoteUrl) return null;
  const url = charge.debitNoteUrl;
  return (
    <div className="my-1">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={download.isPending}
        onClick={() => download.mutate(url)}
      >
        Debit note{' '}
        <span className="visually-hidden">of the {CHARGE_TYPE_LABELS[charge.type]} charge</span>{' '}
        (PDF)
      </button>
      <div aria-live="polite" className="small">
        {download.isError && (
          <p className="text-danger mb-0">
            {serverMessage(download.error, 'The debit note could not be downloaded.')}
          </p>
        )}
        {download.isSuccess && <p className="text-success mb-0">Downloaded {download.data}.</p>}
      </div>
    </div>
  );
}
