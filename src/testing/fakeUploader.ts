import type { UploadSignature } from '../../contract/permissions';
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

/** The server's answer to an upload signature request: a policy for one key of Acme's, named by `serial`. */
export function fakeSignature(serial: number | string, contentType = 'video/mp4', maxBytes = 1000): UploadSignature {
  const key = `customers/1/uploads/u/${serial}`;
  return {
    url: '/uploads/',
    key,
    'Content-Type': contentType,
    maxBytes,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': 'AKID/20260105/us-east-1/s3/aws4_request',
    'X-Amz-Date': '20260105T090000Z',
    'X-Amz-Signature': `sig-${serial}`,
    Policy: `policy-${serial}`,
    objectUrl: `/cdn/${key}`,
  };
}
