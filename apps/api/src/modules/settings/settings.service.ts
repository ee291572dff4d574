import type { Deps } from '../../deps';
import { readSetting, writeSetting } from './settings.repository';

// Settings the owner changes at run time, kept in the database every process shares
// (docs/decisions/011-shared-state-in-the-database.md).

/** docs/product.md#back-office: every admin must sign in with a second factor. */
const REQUIRE_TWO_FACTOR = 'require_two_factor';

export async function twoFactorRequired(deps: Pick<Deps, 'db'>): Promise<boolean> {
  return (await readSetting(deps.db, REQUIRE_TWO_FACTOR)) === '1';
}

/** Pass the transaction of the change as `db`, with its audit entry. */
export async function setTwoFactorRequired(
  deps: Pick<Deps, 'db' | 'clock'>,
  required: boolean,
): Promise<void> {
  await writeSetting(deps.db, REQUIRE_TWO_FACTOR, required ? '1' : '0', deps.clock().toISOString());
}
