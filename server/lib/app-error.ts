import { english, msg, type Message, type MessageKey, type Params } from '../../common/messages';

/** A message about one field of the request; `key` and `params` say it in any language (docs/messages.md). */
export interface FieldError {
  path: string;
  message: string;
  key?: MessageKey;
  params?: Params;
}

/** The field error saying `message` about `path`. */
export function fieldError(path: string, message: Message): FieldError {
  return {
    path,
    message: english(message),
    key: message.key,
    ...(message.params ? { params: message.params } : {}),
  };
}

/**
 * An error answer's body: the English text as `message`, and the message's key and parameters, by which
 * the client says it in the user's language (docs/api-conventions.md#errors).
 */
export function errorBody(text: Message, extra: { code?: string; errors?: FieldError[] } = {}) {
  return {
    message: english(text),
    ...(extra.code ? { code: extra.code } : {}),
    key: text.key,
    ...(text.params ? { params: text.params } : {}),
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
}

/** Field errors: a path alone carries the error's own message. */
type Fields = readonly (string | FieldError)[];

/**
 * The one error type services throw; the error handler turns it into `{message, code?, key, params?,
 * errors?}`. Its text is always a catalogue message (common/messages), never a string, so every text the
 * API can answer with has its Hindi (docs/messages.md).
 */
export class AppError extends Error {
  readonly errors: FieldError[] | undefined;

  constructor(
    readonly statusCode: number,
    readonly text: Message,
    readonly options: { code?: string; errors?: Fields } = {},
  ) {
    super(english(text));
    this.name = 'AppError';
    this.errors = options.errors?.map((f) => (typeof f === 'string' ? fieldError(f, text) : f));
  }

  static badRequest(text: Message, errors?: Fields) {
    return new AppError(400, text, { code: 'BAD_REQUEST', errors });
  }
  /** An id in a body that refers to nothing: 400 with a field error (docs/api-conventions.md#ids). */
  static unknownReference(path: string, text: Message) {
    return new AppError(400, text, { code: 'UNKNOWN_REFERENCE', errors: [path] });
  }
  static unauthorized(text: Message = msg('requests.notSignedIn')) {
    return new AppError(401, text, { code: 'UNAUTHORIZED' });
  }
  static forbidden(text: Message = msg('requests.notAllowed')) {
    return new AppError(403, text, { code: 'FORBIDDEN' });
  }
  static notFound(text: Message = msg('requests.notFound')) {
    return new AppError(404, text, { code: 'NOT_FOUND' });
  }
  static conflict(text: Message, errors?: Fields) {
    return new AppError(409, text, { code: 'CONFLICT', errors });
  }
  /** A request that cannot be taken as it is (an Idempotency-Key reused with another body). */
  static conflictCode(text: Message, code: string) {
    return new AppError(409, text, { code });
  }
  static unprocessable(text: Message, code = 'UNPROCESSABLE') {
    return new AppError(422, text, { code });
  }
  static unavailable(text: Message, code = 'UNAVAILABLE') {
    return new AppError(503, text, { code });
  }
  static tooManyRequests(text: Message) {
    return new AppError(429, text, { code: 'TOO_MANY_REQUESTS' });
  }
}
