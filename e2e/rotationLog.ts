import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import type { TokenResponse } from '../contract/token';
import { STORAGE_KEYS } from '../src/api/storageKeys';

/**
 * The app's rotation log as src/platform/browserRotationLog.ts keeps it in IndexedDB
 * (database 'takeflow', store 'rotations', one entry per spent refresh token).
 */
export function rotationEntries(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('takeflow', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('rotations', { keyPath: 'spent' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('rotations').objectStore('rotations').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/**
 * What another tab does when it refreshes, minus the write to this tab's copy of localStorage:
 * the server rotates the refresh token this page holds, and the rotation goes into the log.
 * Returns the spent refresh token and its successor's.
 */
export async function rotateBehindThePagesBack(page: Page, baseUrl: string): Promise<{ spent: string; next: string }> {
  const spent = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken);
  if (!spent) throw new Error('the page holds no refresh token');
  const { clientId } = (await (await fetch(`${baseUrl}${API_PATHS.appConfig}`)).json()) as { clientId: string };
  const response = await fetch(`${baseUrl}${API_PATHS.token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: spent, client_id: clientId }),
  });
  if (response.status !== 200) throw new Error(`refresh grant answered ${response.status}`);
  const tokens = (await response.json()) as TokenResponse;
  await page.evaluate(
    ({ spent, tokens }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('takeflow', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('rotations', { keyPath: 'spent' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('rotations', 'readwrite');
          tx.objectStore('rotations').put({ spent, tokens, storedAt: Date.now() });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { spent, tokens },
  );
  return { spent, next: tokens.refresh_token };
}
