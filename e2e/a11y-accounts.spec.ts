import { crawlAccount } from './a11yCrawl';
import { serverAndBrowser } from './harness/suite';

/**
 * Every route template the second half of the demo accounts can reach passes axe-core with no
 * violations in the light and the dark scheme, with the user menu open and the sidebar collapsed
 * (the first half and the public pages: a11y.spec.ts).
 */
const ACCOUNTS = ['admin@acme.test', 'viewer@acme.test', 'support@takeflow.test', 'creator@globex.test', 'vendor@cutline.test'];

const suite = serverAndBrowser();

describe.each(ACCOUNTS)('signed in as %s', (account) => {
  it('passes on every route template it can reach, with the user menu open, and with the sidebar collapsed', async () => {
    const crawl = await crawlAccount(suite.browser, suite.server.url, account);
    console.log(
      `a11y ${account}: ${crawl.paths} paths reached, ${crawl.templates.length} route templates, ${crawl.checks} checks: ${crawl.templates.join(' ')}`,
    );
    expect(crawl.found).toEqual([]);
  }, 300_000);
});
