import type { CountKey } from '../contract/counts';
import { ROLE } from '../contract/roles';
import { DEMO_ACCOUNTS, hrefsFor } from '../src/features/menu/testing/demoAccounts';
import { badgeCounts, mainMenu, serverCounts, sidebarHrefs, signedInPage, tokensFor } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/** §2, §6: each demo account's sidebar, and its badges against the server's counts. */

/** The entry each count is shown on (src/features/menu/menuTable.ts documents the mapping). */
const COUNT_HREFS: Partial<Record<CountKey, string>> = {
  inboxLibraryCount: '/home/library',
  inboxNewCount: '/home/newprograms',
  inboxWatchedCount: '/home/completedprograms',
  clipsToRecordCount: '/tasks/ctr',
  assetReqToRecordCount: '/tasks/file',
  deliverablesCount: '/tasks/deliverable',
  programsForApprovalCount: '/tasks/approvals',
  directoryCount: '/peoplesearch/list',
};

const suite = serverAndBrowser();

describe.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))('%s', (username, account) => {
  it('sees exactly the sidebar links of its roles and customer, and the server’s counts', async () => {
    const tokens = await tokensFor(suite.server.url, username);
    const page = await signedInPage(suite.browser, suite.server.url, username);
    try {
      expect(await sidebarHrefs(page)).toEqual(hrefsFor(account, tokens.additionalDetails.UserDetails.userId));

      if (account.roles.includes(ROLE.superAdmin)) {
        // §6: no counts for the support role.
        await page.waitForTimeout(1_000);
        expect(await badgeCounts(page)).toEqual({});
        return;
      }
      const counts = await serverCounts(suite.server.url, tokens);
      const expected: Record<string, number> = {};
      for (const [key, href] of Object.entries(COUNT_HREFS) as [CountKey, string][]) {
        if (account.hrefs.includes(href) && counts[key] > 0) expected[href] = counts[key];
      }
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      const [firstHref] = Object.keys(expected);
      await mainMenu(page).locator(`a[href="${firstHref}"] [role="img"]`).waitFor();
      expect(await badgeCounts(page)).toEqual(expected);
    } finally {
      await page.context().close();
    }
  });
});
