import { z } from 'zod';
import { optionalBusinessDate, optionalId, pageCursor, pageLimit, timestamp } from './primitives';
import { auditActions, auditEntities } from './choices';
import { v } from '../messages/validation';

export { auditActions, auditEntities };

// The audit trail (docs/corrections.md#audit-trail).

export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditEntity = z.enum(auditEntities);
export type AuditEntity = z.infer<typeof auditEntity>;

export const auditEvent = z.object({
  id: z.number(),
  at: timestamp,
  userId: z.number().nullable(),
  username: z.string().nullable(),
  action: auditAction,
  entity: auditEntity,
  entityId: z.string().nullable(),
  /** In the reader's language, parties and crops by name, amounts as ₹ en-IN (docs/messages.md#records). */
  summary: z.string(),
  /** The record as the API returned it before and after the change; null where there is none. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The names of the parties and crops that `before` and `after` refer to by id, keyed `party:3`, `crop:5`,
   * so that the changes read "party Ramesh Kumar", not "party 3".
   */
  names: z.record(z.string(), z.string()),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/audit: newest first; a page when `limit` is given (keyset `cursor`). */
export const auditQuery = z
  .object({
    entity: z.preprocess(blankToUndefined, auditEntity.optional()),
    entityId: z.preprocess(blankToUndefined, z.string().max(40).optional()),
    userId: optionalId,
    action: z.preprocess(blankToUndefined, auditAction.optional()),
    startDate: optionalBusinessDate,
    endDate: optionalBusinessDate,
    limit: pageLimit,
    cursor: pageCursor,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: v('validation.onOrAfterStart'),
  });
export type AuditQuery = z.output<typeof auditQuery>;

export const auditPage = z.object({
  items: z.array(auditEvent),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;
