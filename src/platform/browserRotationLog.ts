import type { RotatedTokens, RotationLog } from './deps';

const DB_NAME = 'takeflow';
const STORE = 'rotations';
/** Another tab's copy of localStorage lags by milliseconds; an hour-old rotation cannot matter. */
const KEEP_MS = 60 * 60_000;
/** A store that does not answer in time counts as empty rather than holding up sign-in. */
const ANSWER_WITHIN_MS = 2_000;

interface Entry extends RotatedTokens {
  spent: string;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ANSWER_WITHIN_MS)));
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'spent' });
  return settled(request);
}

/**
 * The rotation log in IndexedDB. Its transactions are ordered in the browser process, so a
 * tab that takes the token lock after another tab's write has committed reads that write.
 */
export function browserRotationLog(now: () => number): RotationLog {
  if (typeof indexedDB === 'undefined') {
    return { successor: async () => null, record: async () => undefined, clear: async () => undefined };
  }
  let database: Promise<IDBDatabase> | null = null;
  const connect = () => {
    database ??= openDatabase().then((db) => {
      db.onversionchange = () => {
        db.close();
        database = null;
      };
      return db;
    });
    database.catch(() => (database = null));
    return database;
  };
  const transaction = async (mode: IDBTransactionMode) => (await connect()).transaction(STORE, mode);

  return {
    successor: (spent) =>
      within(
        transaction('readonly').then(async (tx) => {
          const entry = (await settled(tx.objectStore(STORE).get(spent))) as Entry | undefined;
          return entry ? { tokens: entry.tokens, storedAt: entry.storedAt } : null;
        }),
        null,
      ),
    record: (spent, next) =>
      within(
        transaction('readwrite').then(async (tx) => {
          const store = tx.objectStore(STORE);
          const entries = (await settled(store.getAll())) as Entry[];
          for (const old of entries) if (old.storedAt < now() - KEEP_MS) store.delete(old.spent);
          store.put({ spent, ...next } satisfies Entry);
          await committed(tx);
        }),
        undefined,
      ),
    clear: () =>
      within(
        transaction('readwrite').then(async (tx) => {
          tx.objectStore(STORE).clear();
          await committed(tx);
        }),
        undefined,
      ),
  };
}
