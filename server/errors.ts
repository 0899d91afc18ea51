import type { FieldError } from '../src/domain/validation';

/**
 * The one error type routes and services throw on purpose. The error handler turns it into the
 * API's error body (ARCHITECTURE §4); `message` is a translation key, never free text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static validation(errors: FieldError[]): HttpError {
    return new HttpError(400, 'validationFailed', errors);
  }

  static unauthorized(): HttpError {
    return new HttpError(401, 'unauthorized');
  }

  static notFound(): HttpError {
    return new HttpError(404, 'notFound');
  }
}
