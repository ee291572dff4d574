import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '@/lib/api-client';

interface PrivateFileProps {
  /** The API address of the file, e.g. /api/documents/{id}/file. */
  url: string;
  contentType: string;
  auth: 'user' | 'admin';
  alt: string;
  className?: string;
}

/**
 * Shows a file only its owner and the admin may read (docs/product.md#documents): loaded with the
 * token into memory, shown from an object URL, released when the view goes.
 */
export function PrivateFile({ url, contentType, auth, alt, className }: PrivateFileProps) {
  const file = useQuery({
    queryKey: ['private-file', auth, url],
    queryFn: ({ signal }) => apiBlob(url, { auth, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
  const objectUrl = useMemo(
    () => (file.data ? URL.createObjectURL(file.data) : undefined),
    [file.data],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  if (file.isError) return <p className="text-danger small mb-0">The file could not be loaded.</p>;
  if (!objectUrl) {
    return (
      <div className="private-file-loading small text-body-secondary" role="status">
        Loading file…
      </div>
    );
  }
  if (contentType === 'application/pdf') {
    return (
      <a
        href={objectUrl}
        target="_blank"
        rel="noreferrer"
        className="btn btn-outline-secondary btn-sm"
      >
        Open the PDF ({alt})
      </a>
    );
  }
  return <img src={objectUrl} alt={alt} className={className ?? 'img-fluid rounded border'} />;
}
