import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind, RenterDocument } from '@rental/shared/documents';
import { apiRequest } from '@/lib/api-client';

const documentsKey = ['customer', 'documents'] as const;

/** GET /users/me/documents: the renter's documents, newest first. */
export function useMyDocuments() {
  return useQuery({
    queryKey: documentsKey,
    queryFn: ({ signal }) =>
      apiRequest<RenterDocument[]>('/users/me/documents', { auth: 'user', signal }),
    staleTime: 0,
  });
}

/** POST /users/me/documents (multipart: kind and file). */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return apiRequest<RenterDocument>('/users/me/documents', {
        method: 'POST',
        auth: 'user',
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/** DELETE /users/me/documents/{id}: refused while a rental is open. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/users/me/documents/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        auth: 'user',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
