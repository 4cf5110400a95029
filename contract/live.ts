import type { MenuCounts } from './counts';
import type { MediaProcessingError, MediaProcessingState } from './media';
import type { RenderError, VersionState } from './programs';
import type { CustomerDetails } from './token';

/**
 * Why a login ended while a stream was open; 'inactive' ends at /login/status/inActive (§8),
 * every other reason at /login/status/sessionExpired.
 */
export type RevokedReason = 'inactive' | 'logout' | 'password_changed' | 'reuse' | 'revoked';

/** What the live-update stream sends to the signed-in SPA (server-sent events). */
export type LiveEvent =
  /** The first event of every stream: nothing is replayed, so the client takes this as its state. */
  | { type: 'stream.ready'; counts: MenuCounts | null }
  | { type: 'counts.changed'; counts: MenuCounts }
  /** The permissions of the caller's roles changed: read them again. */
  | { type: 'permissions.changed' }
  /** Flags, name or logo of the current organisation changed (§3 customer details). */
  | { type: 'customer.changed'; customer: CustomerDetails }
  /** The current membership was locked: switch away as for a locked profile (§4). */
  | { type: 'membership.locked'; customerId: number }
  | { type: 'session.revoked'; reason: RevokedReason }
  /** A new version is deployed; the 30-second check of §4 stays. */
  | { type: 'version.available'; version: string }
  /**
   * An uploaded item's processing advanced (to its uploader and the organisation's media managers);
   * error is the refusal code of a failed item (MEDIA_PROCESSING_ERRORS), null otherwise.
   */
  | { type: 'media.processing'; key: string; state: MediaProcessingState; progress: number; error: MediaProcessingError | null }
  /**
   * Someone commented on a program's review (to its author, the members mentioned, a thread's
   * author for a reply): at is the thread's time; asAuthor says the reader wrote the program.
   */
  | {
      type: 'review.commented';
      programId: number;
      version: number | null;
      commentId: number;
      by: string;
      program: string;
      at: number;
      asAuthor: boolean;
      mentioned: boolean;
    }
  /** A render of the caller's program advanced (to its author); error is why a failed version failed. */
  | { type: 'program.render'; programId: number; version: number; state: VersionState; progress: number; error: RenderError | null };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'stream.ready',
  'counts.changed',
  'permissions.changed',
  'customer.changed',
  'membership.locked',
  'session.revoked',
  'version.available',
  'media.processing',
  'review.commented',
  'program.render',
];

/** A comment line at least this often keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_SECONDS = 15;

export function isLiveEventType(value: string): value is LiveEventType {
  return (LIVE_EVENT_TYPES as readonly string[]).includes(value);
}
