import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files of the embedded object store under DATA_DIR/objects (owner-only, 0700). An object's file
 * is named by the SHA-256 of its key inside its organisation's directory, so no key can name a
 * path outside the store. Uploads are written to `.incoming/` and renamed into place only once
 * complete: a cut-off upload leaves nothing behind.
 */
export class ObjectFiles {
  readonly incomingDir: string;

  constructor(readonly root: string) {
    this.incomingDir = path.join(root, '.incoming');
  }

  /** Creates the store (0700) and removes what uploads cut off by a crash left in `.incoming/`. */
  async open(): Promise<void> {
    await fs.promises.mkdir(this.incomingDir, { recursive: true, mode: 0o700 });
    await fs.promises.chmod(this.root, 0o700);
    for (const name of await fs.promises.readdir(this.incomingDir)) {
      await fs.promises.rm(path.join(this.incomingDir, name), { force: true });
    }
  }

  pathOf(customerId: number, key: string): string {
    return path.join(this.root, String(customerId), crypto.createHash('sha256').update(key, 'utf8').digest('hex'));
  }

  newIncomingPath(): string {
    return path.join(this.incomingDir, `${crypto.randomUUID()}.part`);
  }

  /** Moves a complete upload into place (atomically, on the same file system). */
  async commit(incoming: string, customerId: number, key: string): Promise<string> {
    const target = this.pathOf(customerId, key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.promises.rename(incoming, target);
    return target;
  }
}
