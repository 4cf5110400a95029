/** A refusal of the OAuth endpoints, rendered as { error, error_description } (RFC 6749 §5.2). */
export class OAuthFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** A refusal of a service call, rendered in the envelope with status Error (§8). */
export class ServiceFailure extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
