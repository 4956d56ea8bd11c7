import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { PATH_ID_MAX } from '../../common/schemas/primitives';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { english, msg, type Message } from '../../common/messages';
import { AppError, errorBody, fieldError, type FieldError } from './app-error';
import { requestUnavailable } from './database-unavailable';

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

/** What the handler answers for a database error it recognises. */
export interface DatabaseErrorAnswer {
  status: number;
  text: Message;
  code: string;
  errors?: FieldError[];
  /** Set for errors that mean a bug or tampering, not a bad request: logged, answered with a generic 500. */
  log?: string;
}

/** The single place that turns any thrown error into a JSON answer (docs/code-conventions.md#errors). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503) reply.header('retry-after', '2');
      return reply
        .status(error.statusCode)
        .send(errorBody(error.text, { code: error.options.code, errors: error.errors }));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path: pathOf(v.instancePath).join('.'),
        message: v.message ?? english(msg('requests.invalidValue')),
      }));
      return reply.status(400).send(validationAnswer(errors));
    }

    // A schema parsed by a service rather than by the route (createUser, say) is the same bad input.
    if (error instanceof z.core.$ZodError) {
      return reply.status(400).send(validationAnswer(zodFieldErrors(error)));
    }

    const unavailable = requestUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error, url: request.url, method: request.method }, english(unavailable.text));
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(errorBody(unavailable.text, { code: unavailable.code }));
    }

    const pg = databaseError(error);
    if (pg?.log) {
      request.log.error({ err: error, url: request.url, method: request.method }, pg.log);
      return reply.status(pg.status).send(errorBody(pg.text));
    }
    if (pg) return reply.status(pg.status).send(errorBody(pg.text, { code: pg.code, errors: pg.errors }));

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(msg('requests.internal')));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large (413), unsupported media type...
      const text = clientMessage(error);
      // A message of Fastify's own that the catalogue does not have goes as it is, without a key.
      return reply
        .status(status)
        .send(text ? errorBody(text, { code: error.code }) : { message: error.message, code: error.code });
    }

    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error');
    return reply.status(500).send(errorBody(msg('requests.internal')));
  });
}

/**
 * Fastify's own refusals before any route runs (its `frameworkErrors`): a path part longer than the router
 * reads (maxParamLength) or a path that is not valid. A 400 with a message of ours, never the path echoed.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const text =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? msg('requests.pathPartTooLong', { max: PATH_ID_MAX })
      : msg('requests.badPath');
  void reply.status(400).send(errorBody(text, { code: 'BAD_REQUEST' }));
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}

function validationAnswer(errors: FieldError[]) {
  const first = errors[0];
  let text: Message = msg('requests.invalidInput');
  if (first) {
    text = first.path
      ? msg('requests.invalidInputAt', { path: first.path, detail: first.message })
      : msg('requests.invalidInputOf', { detail: first.message });
  }
  return errorBody(text, { code: 'VALIDATION_FAILED', errors });
}

/** A ZodError's issues as field errors: `{path: 'expenses.0.amount', message}`. */
export function zodFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message || english(msg('requests.invalidValue')),
  }));
}

function clientMessage(error: FastifyError): Message | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return msg('requests.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg('requests.unsupportedMediaType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg('requests.emptyBody');
    default:
      return error.message ? undefined : msg('requests.badRequest');
  }
}

/**
 * Constraint violations that slipped past the services' own checks (a race, say) are the caller's
 * conflict or bad input, not a server fault. Exported for its tests.
 */
export function databaseError(error: unknown): DatabaseErrorAnswer | undefined {
  const candidate = (error as { cause?: PgLikeError }).cause ?? (error as PgLikeError);
  switch (candidate?.code) {
    case '23505':
      return { status: 409, text: msg('requests.duplicate'), code: 'DUPLICATE' };
    case '23503':
      return foreignKeyError(candidate);
    case '23514':
      return { status: 400, text: msg('requests.outOfRange'), code: 'CHECK_FAILED' };
    case '22003':
      return { status: 400, text: msg('requests.numberTooLarge'), code: 'OUT_OF_RANGE' };
    case '22021': // a NUL or invalid byte in text
    case '22P02':
    case '22007':
    case '22008':
      return { status: 400, text: msg('requests.wrongFormat'), code: 'INVALID_VALUE' };
    case 'P0001':
      // The append-only books trigger (migration 0001): no API call updates or deletes a ledger entry or
      // a stock movement, so reaching it is a bug to log, never a message to show.
      if (candidate.message?.startsWith('append-only books:')) {
        return {
          status: 500,
          text: msg('requests.internal'),
          code: 'INTERNAL',
          log: 'attempt to rewrite the append-only books',
        };
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * 23503 both ways: an insert or update naming a row that does not exist is bad input, a 400 on the
 * field that names it (docs/api-conventions.md#ids: an id in a body that refers to nothing); a delete of a
 * row that others still refer to is a conflict, a 409.
 */
function foreignKeyError(error: PgLikeError): DatabaseErrorAnswer {
  const detail = error.detail ?? '';
  const missing =
    detail.includes('is not present in table') ||
    (error.message ?? '').startsWith('insert or update on table');
  if (!missing) {
    return { status: 409, text: msg('requests.inUse'), code: 'IN_USE' };
  }
  // 'Key (party_id)=(99) is not present in table "parties".'; a composite key names its first column
  // first (parties_city_in_state_fk: city_id, state_id), which is the field the user chose.
  const column = /^Key \(([a-z0-9_]+)/.exec(detail)?.[1];
  if (!column) return { status: 400, text: msg('requests.unknownReference'), code: 'UNKNOWN_REFERENCE' };
  const path = camelCase(column);
  const field = fieldError(path, msg('requests.chosenRecordMissing'));
  return {
    status: 400,
    text: msg('requests.invalidInputAt', { path, detail: field.message }),
    code: 'UNKNOWN_REFERENCE',
    errors: [field],
  };
}

/** party_id → partyId: columns are snake_case, API fields camelCase (docs/api-conventions.md#json). */
export function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
