import type { ErrorKey } from '../src/domain/error-key';
import type { ErrorBody, FieldError } from '../src/domain/validation';

/**
 * The one error type routes and services throw on purpose. The error handler turns it into the
 * API's error body (docs/architecture.md §6); `message` is a translation key, never free text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly message: ErrorKey,
    readonly errors?: FieldError[],
    /** More fields of the body, such as a conflict's `current` record. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** A body that breaks the schema: 422, so a client can tell it from a malformed request (400). */
  static validation(errors: FieldError[]): HttpError {
    return new HttpError(422, 'validationFailed', errors);
  }

  /** A query string or header that breaks its rules: the request itself is malformed. */
  static badRequest(errors: FieldError[]): HttpError {
    return new HttpError(400, 'badRequest', errors);
  }

  static unauthorized(): HttpError {
    return new HttpError(401, 'unauthorized');
  }

  /** Signed in, but not allowed to do this (a non-administrator writing companies, say). */
  static forbidden(): HttpError {
    return new HttpError(403, 'forbidden');
  }

  static notFound(): HttpError {
    return new HttpError(404, 'notFound');
  }

  /** The write was based on another version than the current one, which the client gets to see. */
  static conflict(current: unknown): HttpError {
    return new HttpError(409, 'conflict', undefined, { current });
  }

  /** The API's error body for this error. */
  toBody(): ErrorBody & Record<string, unknown> {
    const body: ErrorBody & Record<string, unknown> = { message: this.message };
    if (this.errors) body.errors = this.errors;
    if (this.details) Object.assign(body, this.details);
    return body;
  }
}
