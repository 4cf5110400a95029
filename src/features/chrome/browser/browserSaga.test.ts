import { PATHS } from '../../../config/paths';
import { fakeDeps } from '../../../testing/fakeDeps';
import { runWithUi } from '../testing/runWithUi';
import { browserSaga } from './browserSaga';
import { isLegacyBrowser } from './legacyBrowser';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const IE6 = 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)';
const EDGE_HTML =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('isLegacyBrowser (§5 old Internet Explorer)', () => {
  it.each([IE11, IE10, IE6])('rejects %s', (ua) => expect(isLegacyBrowser(ua)).toBe(true));
  it.each([EDGE_HTML, CHROME, FIREFOX, SAFARI])('accepts %s', (ua) => expect(isLegacyBrowser(ua)).toBe(false));
});

describe('browserSaga', () => {
  it('sends an old Internet Explorer to /no-support, replacing the entry', () => {
    const fake = fakeDeps({ userAgent: IE11 });
    fake.deps.navigate('/home/library');
    const navigate = jest.spyOn(fake.deps, 'navigate');
    runWithUi(browserSaga, fake.deps);
    expect(navigate).toHaveBeenCalledWith(PATHS.noSupport, { replace: true });
  });

  it('leaves an old Internet Explorer on the notice pages', () => {
    const fake = fakeDeps({ userAgent: IE10 });
    fake.deps.navigate(PATHS.backgroundUploadInfo);
    runWithUi(browserSaga, fake.deps);
    expect(fake.navigations).toEqual([PATHS.backgroundUploadInfo]);
  });

  it('lets a modern browser stay where it is', () => {
    const fake = fakeDeps({ userAgent: CHROME });
    fake.deps.navigate('/login');
    runWithUi(browserSaga, fake.deps);
    expect(fake.navigations).toEqual(['/login']);
  });
});
