import { createHash } from 'node:crypto';
import { rentalTermsText, type TermsVersion } from '@rental/shared/agreement';
import type { Deps } from '../../deps';
import { insertTerms, latestTerms, type TermsRow } from './agreements.repository';

// docs/product.md#rental-agreement: the terms a renter accepts are kept by version. The text is
// built from the rules and figures this server runs on; when it differs from the newest version
// kept, it becomes the next version, and agreements made earlier keep theirs.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const termsJson = (row: TermsRow): TermsVersion => ({
  version: row.version,
  sha256: row.sha256,
  text: row.text,
  publishedAt: row.published_at,
});

/** The terms in force, stored as a new version first if they changed. */
export async function currentTerms(deps: Pick<Deps, 'db' | 'config' | 'clock'>): Promise<TermsRow> {
  const text = rentalTermsText(deps.config);
  const hash = sha256(text);
  const latest = await latestTerms(deps.db);
  if (latest?.sha256 === hash) return latest;
  await insertTerms(deps.db, {
    version: (latest?.version ?? 0) + 1,
    text,
    sha256: hash,
    published_at: deps.clock().toISOString(),
  });
  // Another process may have taken the number: what is stored now is the answer.
  return (await latestTerms(deps.db))!;
}
