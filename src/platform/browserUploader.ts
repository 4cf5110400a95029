import type { UploadForm, UploadOutcome } from './deps';

/**
 * One S3 browser POST with XMLHttpRequest: fetch cannot report upload progress. The fields go
 * first and the file last, as S3 requires; a 2xx is stored, any other answer carries S3's XML
 * error code.
 */
export function sendWithXhr(
  form: UploadForm,
  options: { signal: AbortSignal; onProgress: (loaded: number, total: number) => void },
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    if (options.signal.aborted) return resolve({ kind: 'cancelled' });
    const body = new FormData();
    for (const [name, value] of form.fields) body.append(name, value);
    body.append('file', form.file, form.fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', form.url);
    xhr.upload.onprogress = (event) => options.onProgress(event.loaded, event.lengthComputable ? event.total : form.file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ kind: 'stored' });
      resolve({ kind: 'refused', status: xhr.status, code: /<Code>([^<]+)<\/Code>/.exec(xhr.responseText)?.[1] ?? 'Unknown' });
    };
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.ontimeout = () => resolve({ kind: 'network' });
    xhr.onabort = () => resolve({ kind: 'cancelled' });
    options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
