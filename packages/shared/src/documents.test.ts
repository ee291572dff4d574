import { describe, expect, it } from 'vitest';
import { DecideDocumentSchema, documentsApproved, type DocumentKind } from './documents';

const approved = (...kinds: DocumentKind[]) =>
  kinds.map((kind) => ({ kind, status: 'approved' as const }));

describe('documentsApproved', () => {
  it('needs both licence sides and one ID, all approved', () => {
    expect(documentsApproved(approved('licence_front', 'licence_back', 'aadhaar_masked'))).toBe(
      true,
    );
    expect(
      documentsApproved(approved('licence_front', 'licence_back', 'passport_photo_page')),
    ).toBe(true);
    expect(documentsApproved(approved('licence_front', 'aadhaar_masked'))).toBe(false);
    expect(documentsApproved(approved('licence_front', 'licence_back'))).toBe(false);
    expect(
      documentsApproved([
        ...approved('licence_front', 'licence_back'),
        { kind: 'aadhaar_masked', status: 'rejected' },
      ]),
    ).toBe(false);
  });
});

describe('DecideDocumentSchema', () => {
  it('wants a reason for a rejection only', () => {
    expect(DecideDocumentSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(DecideDocumentSchema.safeParse({ status: 'rejected', reason: ' ' }).success).toBe(false);
    expect(DecideDocumentSchema.safeParse({ status: 'rejected', reason: 'Blurred.' }).success).toBe(
      true,
    );
    expect(DecideDocumentSchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
