import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldError } from './app-error';
import { databaseUnavailable } from './database-unavailable';

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

/** What the handler answers for a database error it recognises. */
export interface DatabaseErrorAnswer {
  status: number;
  message: string;
  code: string;
  errors?: FieldError[];
  /** Set for errors that mean a bug or tampering, not a bad request: logged, answered with a generic 500. */
  log?: string;
}

/** The single place that turns any thrown error into a JSON answer (docs/code-conventions.md#errors). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.options.code ? { code: error.options.code } : {}),
        ...(error.options.errors ? { errors: error.options.errors } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path: pathOf(v.instancePath).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(validationAnswer(errors));
    }

    // A schema parsed by a service rather than by the route (createUser, say) is the same bad input.
    if (error instanceof z.core.$ZodError) {
      return reply.status(400).send(validationAnswer(zodFieldErrors(error)));
    }

    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error, url: request.url, method: request.method }, unavailable.message);
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ message: unavailable.message, code: unavailable.code });
    }

    const pg = databaseError(error);
    if (pg?.log) {
      request.log.error({ err: error, url: request.url, method: request.method }, pg.log);
      return reply.status(pg.status).send({ message: pg.message });
    }
    if (pg) {
      return reply
        .status(pg.status)
        .send({ message: pg.message, code: pg.code, ...(pg.errors ? { errors: pg.errors } : {}) });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large (413), unsupported media type...
      return reply.status(status).send({ message: clientMessage(error), code: error.code });
    }

    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}

function validationAnswer(errors: FieldError[]) {
  const first = errors[0];
  const message = first
    ? `Invalid input: ${first.path ? `${first.path}: ` : ''}${first.message}`
    : 'Invalid input';
  return { message, code: 'VALIDATION_FAILED', errors };
}

/** A ZodError's issues as field errors: `{path: 'expenses.0.amount', message}`. */
export function zodFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message || 'Invalid value',
  }));
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large (limit 1 MB)';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    default:
      return error.message || 'Bad request';
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
      return { status: 409, message: 'A record with these details already exists', code: 'DUPLICATE' };
    case '23503':
      return foreignKeyError(candidate);
    case '23514':
      return { status: 400, message: 'A value is out of its allowed range', code: 'CHECK_FAILED' };
    case '22003':
      return { status: 400, message: 'A number is too large', code: 'OUT_OF_RANGE' };
    case '22021': // a NUL or invalid byte in text
    case '22P02':
    case '22007':
    case '22008':
      return { status: 400, message: 'A value has the wrong format', code: 'INVALID_VALUE' };
    case 'P0001':
      // The append-only books trigger (migration 0001): no API call updates or deletes a ledger entry or
      // a stock movement, so reaching it is a bug to log, never a message to show.
      if (candidate.message?.startsWith('append-only books:')) {
        return {
          status: 500,
          message: 'Internal server error',
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
    return { status: 409, message: 'This record is referred to by other records', code: 'IN_USE' };
  }
  // 'Key (party_id)=(99) is not present in table "parties".'; a composite key names its first column
  // first (parties_city_in_state_fk: city_id, state_id), which is the field the user chose.
  const column = /^Key \(([a-z0-9_]+)/.exec(detail)?.[1];
  if (!column) return { status: 400, message: 'A chosen record does not exist', code: 'UNKNOWN_REFERENCE' };
  const path = camelCase(column);
  const fieldMessage = 'The chosen record does not exist';
  return {
    status: 400,
    message: `Invalid input: ${path}: ${fieldMessage}`,
    code: 'UNKNOWN_REFERENCE',
    errors: [{ path, message: fieldMessage }],
  };
}

/** party_id → partyId: columns are snake_case, API fields camelCase (docs/api-conventions.md#json). */
export function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
