import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error';

interface PgLikeError {
  code?: string;
  constraint?: string;
}

/** The single place that turns any thrown error into a JSON answer (style.md §6). */
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
      const first = errors[0];
      const message = first
        ? `Invalid input: ${first.path ? `${first.path}: ` : ''}${first.message}`
        : 'Invalid input';
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', errors });
    }

    const pg = databaseError(error);
    if (pg) return reply.status(pg.status).send({ message: pg.message, code: pg.code });

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
 * conflict, not a server fault.
 */
function databaseError(error: unknown): { status: number; message: string; code: string } | undefined {
  const candidate = (error as { cause?: PgLikeError }).cause ?? (error as PgLikeError);
  switch (candidate?.code) {
    case '23505':
      return { status: 409, message: 'A record with these details already exists', code: 'DUPLICATE' };
    case '23503':
      return { status: 409, message: 'This record is referred to by other records', code: 'IN_USE' };
    case '23514':
      return { status: 400, message: 'A value is out of its allowed range', code: 'CHECK_FAILED' };
    case '22003':
      return { status: 400, message: 'A number is too large', code: 'OUT_OF_RANGE' };
    case '22021': // a NUL or invalid byte in text
    case '22P02':
    case '22007':
    case '22008':
      return { status: 400, message: 'A value has the wrong format', code: 'INVALID_VALUE' };
    default:
      return undefined;
  }
}
