import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MESSAGES,
  DOCUMENT_MIME_TYPES,
  MAX_DOCUMENT_BYTES,
  type DocumentKind,
  type RenterDocument,
} from '@rental/shared/documents';
import { PrivateFile } from '@/components/private-file';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useDeleteDocument, useUploadDocument } from '../api/documents';
import { AadhaarMaskPicture } from './aadhaar-mask-picture';

const STATUS_TEXT = { submitted: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' };
const STATUS_VARIANT = { submitted: 'warning', approved: 'success', rejected: 'danger' };

/** The same checks the server makes first, so a wrong file is named before it is sent. */
function fileProblem(file: File): string | undefined {
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (file.type && !(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) {
    return DOCUMENT_MESSAGES.badType;
  }
  return undefined;
}

interface DocumentSlotProps {
  kind: DocumentKind;
  /** The latest upload of this kind, if any. */
  current?: RenterDocument;
}

/** One document to provide: its status, the file on record, and a camera or file picker. */
export function DocumentSlot({ kind, current }: DocumentSlotProps) {
  const id = useId();
  const label = DOCUMENT_KIND_LABELS[kind];
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    upload.reset();
    setFile(undefined);
    setProblem(undefined);
    if (!picked) return;
    // A phone's photo is redrawn smaller first, so it fits the limit checked below.
    setPreparing(true);
    const chosen = await shrinkPhoto(picked);
    setPreparing(false);
    setFile(chosen);
    setProblem(fileProblem(chosen));
  };
  const send = () => {
    if (!file || problem) return;
    upload.mutate({ kind, file }, { onSuccess: () => setFile(undefined) });
  };
  const error = problem ?? upload.error?.message ?? remove.error?.message;
  // The upload button is gone once sent: its confirmation takes the focus, in view.
  const uploaded = upload.isSuccess && !file;
  const uploadedRef = useFocusOnArrival<HTMLParagraphElement>(uploaded);

  return (
    <section className="card border-0 shadow-sm rounded-4 mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body p-3 p-sm-4">
        <div className="d-flex align-items-start gap-2 mb-2">
          <h3 id={`${id}-title`} className="h6 mb-0 me-auto">
            {label}
          </h3>
          {current && (
            <span className={`badge rounded-pill text-bg-${STATUS_VARIANT[current.status]}`}>
              {STATUS_TEXT[current.status]}
            </span>
          )}
        </div>
        {kind === 'aadhaar_masked' && (
          <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
            <p className="small mb-0 flex-grow-1" style={{ minWidth: '12rem' }}>
              {DOCUMENT_MESSAGES.aadhaarMasking}
            </p>
            <AadhaarMaskPicture />
          </div>
        )}
        {current?.status === 'rejected' && current.reason && (
          <p className="alert alert-danger py-2 small">Reason: {current.reason}</p>
        )}
        {current && (
          <div className="mb-3">
            <PrivateFile
              url={current.fileUrl}
              contentType={current.contentType}
              auth="user"
              alt={`Your ${label.toLowerCase()}`}
              className="img-fluid rounded border document-thumb"
            />
            <div>
              <Button
                variant="link"
                className="text-danger px-0"
                onClick={() => remove.mutate(current.id)}
                disabled={remove.isPending}
              >
                Delete this file
              </Button>
            </div>
          </div>
        )}
        <div className="d-flex flex-wrap gap-2">
          {/* The input sits before its label so the label shows the keyboard focus. */}
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden document-input"
            onChange={(event) => void choose(event)}
            aria-label={`Take a photo of your ${label.toLowerCase()}`}
          />
          <label className="btn btn-outline-primary" htmlFor={`${id}-camera`}>
            Take a photo
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="visually-hidden document-input"
            onChange={(event) => void choose(event)}
            aria-label={`Choose a file of your ${label.toLowerCase()}`}
          />
          <label className="btn btn-outline-secondary" htmlFor={`${id}-file`}>
            Choose a file
          </label>
        </div>
        {preparing && (
          <p className="small mt-3 mb-0" role="status">
            Preparing the photo…
          </p>
        )}
        {file && (
          <div className="mt-3">
            {preview ? (
              <img
                src={preview}
                alt="Preview of the chosen file"
                className="img-fluid rounded border document-thumb"
              />
            ) : (
              <p className="small mb-2">{file.name}</p>
            )}
            <div className="mt-2">
              <Button onClick={send} disabled={Boolean(problem) || upload.isPending}>
                {upload.isPending ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
              </Button>
            </div>
          </div>
        )}
        {error && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {error}
          </p>
        )}
        {uploaded && (
          <p className="text-success small mt-2 mb-0" role="status" ref={uploadedRef} tabIndex={-1}>
            Uploaded. We will check it before your pickup.
          </p>
        )}
      </div>
    </section>
  );
}
