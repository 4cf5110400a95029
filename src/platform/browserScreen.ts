import type { ScreenWatcher } from './deps';

/** The viewport width, with resize events coalesced to one per animation frame. */
export const browserScreen: ScreenWatcher = {
  width: () => window.innerWidth,
  subscribe(listener) {
    let frame = 0;
    const handler = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        listener(window.innerWidth);
      });
    };
    window.addEventListener('resize', handler);
    return () => {
      window.removeEventListener('resize', handler);
      if (frame) window.cancelAnimationFrame(frame);
    };
  },
};
