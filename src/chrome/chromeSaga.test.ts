import { fakeDeps } from '../testing/fakeDeps';
import { chromeSaga } from './chromeSaga';
import { runWithUi } from './testing/runWithUi';

describe('chromeSaga', () => {
  it('gives the footer the year of the clock, the bundle version and the configured links', () => {
    const { deps } = fakeDeps({ appVersion: '2.3.4' });
    const { ui, task } = runWithUi(chromeSaga, deps);
    expect(ui().appInfo).toEqual({ year: 2026, version: '2.3.4', termsUrl: '/terms', privacyUrl: '/privacy', ssoProviders: [] });
    task.cancel();
  });
});
