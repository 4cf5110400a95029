import { defineCalls } from '../kit/call';
import { MenuNotificationCountRequestSchema, MenuNotificationCountResponseSchema } from '../schemas/counts';

/** The sidebar counts (§3). */
export const COUNTS_CALLS = defineCalls({
  getMenuNotificationCount: {
    tag: 'event',
    summary: 'Sidebar counts of the caller in the current organisation, and list search filters (§3)',
    request: MenuNotificationCountRequestSchema,
    response: MenuNotificationCountResponseSchema,
    // §6: the support role has no inbox counts (it lacks inbox.view).
    access: { anyOf: ['inbox.view'] },
  },
});
