import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { insertSettingIfAbsent } from './settings.repository';

// docs/product.md#security: every process signs and checks tokens with the same secret, so it
// comes from JWT_SECRET or is generated once into the database the processes share
// (docs/decisions/011-shared-state-in-the-database.md).

export interface Secrets {
  /** Signs the session tokens. */
  jwt: string;
  /** Keys the stored OTP hashes; derived, so a leaked OTP table says nothing of the token key. */
  otp: string;
}

const JWT_SECRET_SETTING = 'jwt_secret';
/** Where older installs kept the generated secret; taken over so their sessions stay valid. */
const LEGACY_SECRET_FILE = 'jwt-secret';

export async function loadSecrets(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'dataDir'>,
  now: Date,
): Promise<Secrets> {
  const jwt =
    config.jwtSecret ??
    (await insertSettingIfAbsent(
      db,
      JWT_SECRET_SETTING,
      legacySecret(config.dataDir) ?? randomBytes(48).toString('base64url'),
      now.toISOString(),
    ));
  return { jwt, otp: createHmac('sha256', jwt).update('otp-code-hash').digest('base64url') };
}

function legacySecret(dataDir: string): string | undefined {
  const file = path.join(dataDir, LEGACY_SECRET_FILE);
  if (!existsSync(file)) return undefined;
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= 32 ? secret : undefined;
}
