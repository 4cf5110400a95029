/** A refusal in S3's own terms: the status, the error code and message of its XML error document. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra elements S3 adds for some codes (ProposedSize, MaxSizeAllowed, …). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** S3's error document: `<Error><Code/><Message/>…<RequestId/></Error>`. */
export function errorDocument(error: S3Error, requestId: string): string {
  const details = Object.entries(error.details)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${details}` +
    `<RequestId>${escapeXml(requestId)}</RequestId></Error>`
  );
}

export const accessDenied = (message: string) => new S3Error(403, 'AccessDenied', message);
export const invalidArgument = (message: string) => new S3Error(400, 'InvalidArgument', message);
export const malformedPost = (message = 'The body of your POST request is not well-formed multipart/form-data.') =>
  new S3Error(400, 'MalformedPOSTRequest', message);
