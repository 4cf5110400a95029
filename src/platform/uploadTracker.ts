import type { Uploader, UploadForm, UploadOutcome } from './deps';

type Send = (
  form: UploadForm,
  options: { signal: AbortSignal; onProgress: (loaded: number, total: number) => void },
) => Promise<UploadOutcome>;

/**
 * Counts the uploads a sender has on their way, and tells when none is left. `onBusy` hears the
 * count go from 0 to 1 (true) and back (false): the browser asks before the page unloads then.
 */
export function trackedUploader(send: Send, onBusy: (busy: boolean) => void = () => undefined): Uploader {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  return {
    async send(form, options) {
      if (inFlight++ === 0) onBusy(true);
      try {
        return await send(form, options);
      } finally {
        if (--inFlight === 0) {
          onBusy(false);
          for (const resolve of waiting.splice(0)) resolve();
        }
      }
    },
    inFlight: () => inFlight,
    whenIdle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
