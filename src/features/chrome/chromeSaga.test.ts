import { fakeDeps } from '../../testing/fakeDeps';
import { chromeSaga } from './chromeSaga';
import { selectAnalyticsUrl } from './selectors';
import { runWithUi } from './testing/runWithUi';

describe('chromeSaga', () => {
  it('gives the footer the year of the clock, the bundle version and the configured links, and the sidebar the analytics site', () => {
    const { deps } = fakeDeps({ appVersion: '2.3.4' });
    const { store, ui, task } = runWithUi(chromeSaga, deps);
    expect(ui().appInfo).toEqual({
      year: 2026,
      version: '2.3.4',
      termsUrl: '/terms',
      privacyUrl: '/privacy',
      ssoProviders: [],
      analyticsUrl: 'https://analytics.takeflow.test',
    });
    expect(selectAnalyticsUrl(store.getState())).toBe('https://analytics.takeflow.test');
    task.cancel();
  });
});
