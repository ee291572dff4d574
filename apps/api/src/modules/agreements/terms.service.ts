import { createHash } from 'node:crypto';
import {
  rentalTermsText,
  type TermsHistory,
  type TermsInputSchema,
  type TermsVersion,
} from '@rental/shared/agreement';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { recordAudit } from '../audit/audit.service';
import { insertTerms, latestTerms, type TermsRow } from './agreements.repository';
import { insertOwnerTerms, termsAuthor, termsVersions } from './terms.repository';

// docs/product.md#rental-agreement: the terms a renter accepts are kept by version, and an
// agreement keeps the version (and its hash) it was made under. Until the owner writes the terms,
// the text is built from the rules and figures this server runs on, and a change of either makes
// the next version. Once the owner has saved a text, that text is in force until they save
// another: the owner's words are never replaced behind their back by a change of figures.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const termsJson = (row: TermsRow): TermsVersion => ({
  version: row.version,
  sha256: row.sha256,
  text: row.text,
  publishedAt: row.published_at,
});

/** The terms in force, stored as a new version first if the built text changed. */
export async function currentTerms(deps: Pick<Deps, 'db' | 'config' | 'clock'>): Promise<TermsRow> {
  const latest = await latestTerms(deps.db);
  if (latest && (await termsAuthor(deps.db, latest.version))) return latest;
  const text = rentalTermsText(deps.config);
  const hash = sha256(text);
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

/**
 * The owner's text becomes the next version (its hash, the time and who), audited; the same
 * text as the one in force makes none. Agreements made before keep theirs.
 */
export async function publishTerms(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  actorId: string,
  input: z.output<typeof TermsInputSchema>,
): Promise<{ terms: TermsVersion; created: boolean }> {
  const hash = sha256(input.text);
  // Two owners saving at once each get their own number: the loser reads again and goes next.
  for (;;) {
    const latest = await currentTerms(deps);
    if (latest.sha256 === hash) return { terms: termsJson(latest), created: false };
    const row = {
      version: latest.version + 1,
      text: input.text,
      sha256: hash,
      published_at: deps.clock().toISOString(),
    };
    const added = await deps.db.transaction().execute(async (trx) => {
      if (!(await insertOwnerTerms(trx, row, actorId))) return false;
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId,
          action: 'terms.publish',
          entity: 'terms_version',
          entityId: String(row.version),
          before: { version: latest.version, sha256: latest.sha256 },
          after: { version: row.version, sha256: row.sha256 },
        },
      );
      return true;
    });
    if (added) return { terms: termsJson(row), created: true };
  }
}

/** The terms in force and every version kept, newest first. */
export async function termsHistory(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
): Promise<TermsHistory> {
  const current = termsJson(await currentTerms(deps));
  const versions = (await termsVersions(deps.db)).map((v) => ({
    version: v.version,
    sha256: v.sha256,
    publishedAt: v.published_at,
    // An account without a name (the first owner's, made from ADMIN_EMAIL) reads as the owner.
    publishedBy: v.published_by ? v.author || 'the owner' : null,
  }));
  return { current, versions };
}
