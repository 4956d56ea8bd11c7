import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Corrector } from './corrections';

/** Who asks for a cancel or an amendment, and the business's time zone that decides what "today" is. */
export function correctorOf(request: FastifyRequest): Corrector {
  if (!request.user) throw AppError.unauthorized();
  return {
    id: request.user.id,
    role: request.user.role,
    timeZone: request.server.config.BUSINESS_TIMEZONE,
  };
}
