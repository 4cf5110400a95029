import crypto from 'node:crypto';
import { DEMO_SECRETS, type Config } from '../config';
import type { Db } from '../db/port';

/**
 * The embedded store verifies the policies this server signs. Its secret must then really be
 * secret: without UPLOAD_SECRET_ACCESS_KEY (the default is published in the README) one is made
 * on first start and kept in the database, like the other server keys (auth/keys.ts).
 */
export async function withEmbeddedUploadSecret(db: Db, config: Config): Promise<Config> {
  if (!config.media.uploadEmbedded || config.upload.secretAccessKey !== DEMO_SECRETS.UPLOAD_SECRET_ACCESS_KEY) return config;
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'embedded_upload_secret',
    crypto.randomBytes(30).toString('base64'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', ['embedded_upload_secret']);
  const secretAccessKey = rows[0]?.value;
  if (secretAccessKey === undefined) throw new Error('The embedded upload secret could not be stored');
  return { ...config, upload: { ...config.upload, secretAccessKey } };
}
