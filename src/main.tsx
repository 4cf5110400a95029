import { createRoot } from 'react-dom/client';
import type { AppConfig } from '../contract/config';
import { API_PATHS } from '../contract/config';
import { appHeaders } from './api/http';
import { App } from './app/App';
import { makeStore } from './app/makeStore';
import { makeNavigator } from './app/routes/navigator';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from './config/constants';
import { initI18n } from './i18n/initI18n';
import { browserDeps } from './platform/browserDeps';

declare const APP_VERSION: string;

async function loadConfig(): Promise<AppConfig> {
  const fallback: AppConfig = {
    idleTimeoutMinutes: DEFAULT_IDLE_TIMEOUT_MINUTES,
    analyticsUrl: '',
    clientId: 'takeflow-web',
    version: APP_VERSION,
    termsUrl: '/terms',
    privacyUrl: '/privacy',
    // What the server sends when no identity provider and no cookie domain are configured.
    ssoProviders: [],
    cookieDomain: null,
    // Unknown without the server: every path, as before the server named one.
    cookiePath: '/',
  };
  try {
    const response = await fetch(API_PATHS.appConfig, { cache: 'no-cache', headers: appHeaders(APP_VERSION) });
    return response.ok ? { ...fallback, ...((await response.json()) as Partial<AppConfig>) } : fallback;
  } catch {
    return fallback;
  }
}

async function start() {
  const [config] = await Promise.all([loadConfig(), initI18n(appHeaders(APP_VERSION))]);
  const navigator = makeNavigator();
  const deps = browserDeps(config, navigator.navigate, APP_VERSION);
  const { store, runtime } = makeStore(deps);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App store={store} navigator={navigator} runtime={runtime} />);
  // Under the dev server a locale edit shows at once; production builds drop this import.
  if (process.env.NODE_ENV === 'development') void import('./i18n/hotLocales');
}

void start();
