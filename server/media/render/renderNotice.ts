import type { RenderError, VersionState } from '../../../contract/programs';
import type { LiveNotice } from '../../live/notice';

/** Who a version's progress is told to: its program's author, in the program's organisation. */
export interface VersionAudience {
  customerId: number;
  authorUserId: number | null;
  programId: number;
  number: number;
}

export function renderNotice(
  to: VersionAudience,
  state: VersionState,
  progress: number,
  error: RenderError | null = null,
): LiveNotice | null {
  if (to.authorUserId === null) return null;
  return { t: 'render', c: to.customerId, u: to.authorUserId, p: to.programId, v: to.number, s: state, g: progress, e: error };
}

/** Publishes a notice when there is someone to tell; a lost notice never fails the render. */
export async function tell(publish: (notice: LiveNotice) => Promise<void>, notice: LiveNotice | null): Promise<void> {
  if (notice === null) return;
  await publish(notice).catch(() => undefined);
}
