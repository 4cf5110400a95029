import type { ActivityWatcher, GeoLocator } from './deps';

/** What counts as the user doing something (§4 idle timeout); passive, so scrolling stays smooth. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
/** pointermove fires dozens of times a second; one report per interval is all the idle timer needs. */
const REPORT_INTERVAL_MS = 500;

export const browserActivity: ActivityWatcher = {
  subscribe(listener) {
    let last = 0;
    const handler = () => {
      const now = Date.now();
      if (now - last < REPORT_INTERVAL_MS) return;
      last = now;
      listener();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, handler, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, handler, { capture: true });
    };
  },
};

export const browserGeolocation: GeoLocator = {
  locate(timeoutMs) {
    return new Promise((resolve) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
      // The browser's own timeout starts only after the user answers the permission prompt.
      const timer = setTimeout(() => resolve(null), timeoutMs);
      const done = (value: { latitude: number; longitude: number } | null) => {
        clearTimeout(timer);
        resolve(value);
      };
      try {
        navigator.geolocation.getCurrentPosition(
          (position) => done({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
          () => done(null),
          { timeout: timeoutMs, maximumAge: 10 * 60_000 },
        );
      } catch {
        done(null);
      }
    });
  },
};
