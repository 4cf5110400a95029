import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { ObjectFiles } from './objectFiles';

/**
 * Stores a file made on this machine exactly as an upload is stored: copied into `.incoming/`
 * while its size and MD5 (the ETag) are counted, then `commit` writes its rows and moves the copy
 * into place in one transaction. A failure anywhere removes the copy.
 */
export async function storeIncomingCopy(
  files: ObjectFiles,
  source: string,
  commit: (incoming: string, copied: { size: number; etag: string }) => Promise<void>,
): Promise<void> {
  const incoming = files.newIncomingPath();
  const md5 = crypto.createHash('md5');
  let size = 0;
  try {
    await pipeline(
      fs.createReadStream(source),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          md5.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(incoming, { mode: 0o600 }),
    );
    await commit(incoming, { size, etag: md5.digest('hex') });
  } catch (error) {
    await fs.promises.rm(incoming, { force: true });
    throw error;
  }
}
