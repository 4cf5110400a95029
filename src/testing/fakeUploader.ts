import type { UploadForm, UploadOutcome, Uploader } from '../platform/deps';
import { trackedUploader } from '../platform/uploadTracker';

interface PendingUpload {
  form: UploadForm;
  /** Reports progress as the store would. */
  progress(loaded: number): void;
  /** Ends the upload with this outcome. */
  finish(outcome: UploadOutcome): void;
  cancelled: boolean;
}

/**
 * An object store a test drives by hand: each send waits until the test finishes it, and a
 * cancelled one ends as the browser's would.
 */
export function fakeUploader(): { uploader: Uploader; pending: PendingUpload[]; sent: UploadForm[] } {
  const pending: PendingUpload[] = [];
  const sent: UploadForm[] = [];
  const uploader = trackedUploader(
    (form, options) =>
      new Promise<UploadOutcome>((resolve) => {
        sent.push(form);
        const entry: PendingUpload = {
          form,
          cancelled: false,
          progress: (loaded) => options.onProgress(loaded, form.file.size),
          finish(outcome) {
            pending.splice(pending.indexOf(entry), 1);
            resolve(outcome);
          },
        };
        pending.push(entry);
        options.signal.addEventListener('abort', () => {
          entry.cancelled = true;
          entry.finish({ kind: 'cancelled' });
        });
      }),
  );
  return { uploader, pending, sent };
}
