import type { AppDeps } from '../platform/deps';
import { readStoredTokens, storeTokens, type StoredTokens } from './tokenStore';

/** A rotation chain longer than this is a loop in a corrupt log, not a real history. */
const MAX_ROTATIONS_BEHIND = 10;

/**
 * This login's tokens as of the last rotation in any tab; call it holding TOKEN_LOCK. What
 * localStorage shows may be a refresh token another tab already spent (presenting it again
 * revokes the whole login, RFC 9700 §4.14.2), so the rotation log is followed and storage is
 * brought up to date before the tokens are used (§4 several tabs).
 */
export async function readCurrentTokens(deps: AppDeps): Promise<StoredTokens | null> {
  let stored = readStoredTokens(deps.storage);
  for (let behind = 0; stored && behind < MAX_ROTATIONS_BEHIND; behind += 1) {
    const next = await deps.crossTab.rotations.successor(stored.refreshToken);
    if (!next) break;
    stored = storeTokens(deps.storage, next.tokens, next.storedAt);
  }
  return stored;
}
