export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into `{message, code?, errors?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: { code?: string; errors?: FieldError[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError(400, message, { code: 'BAD_REQUEST', errors });
  }
  /** An id in a body that refers to nothing: 400 with a field error (docs/api-conventions.md#ids). */
  static unknownReference(path: string, message: string) {
    return new AppError(400, message, { code: 'UNKNOWN_REFERENCE', errors: [{ path, message }] });
  }
  static unauthorized(message = 'Not signed in') {
    return new AppError(401, message, { code: 'UNAUTHORIZED' });
  }
  static forbidden(message = 'Not allowed') {
    return new AppError(403, message, { code: 'FORBIDDEN' });
  }
  static notFound(message = 'Not found') {
    return new AppError(404, message, { code: 'NOT_FOUND' });
  }
  static conflict(message: string, errors?: FieldError[]) {
    return new AppError(409, message, { code: 'CONFLICT', errors });
  }
  /** A request that cannot be taken as it is (an Idempotency-Key reused with another body). */
  static conflictCode(message: string, code: string) {
    return new AppError(409, message, { code });
  }
  static unprocessable(message: string, code = 'UNPROCESSABLE') {
    return new AppError(422, message, { code });
  }
  static unavailable(message: string, code = 'UNAVAILABLE') {
    return new AppError(503, message, { code });
  }
  static tooManyRequests(message: string) {
    return new AppError(429, message, { code: 'TOO_MANY_REQUESTS' });
  }
}
