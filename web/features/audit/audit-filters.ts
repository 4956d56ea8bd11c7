import { auditActions, auditEntities } from '@common/schemas/choices';
import { isIsoDate } from '@common/business-day';
import type { AuditFilters } from './api/get-audit';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

/**
 * The trail's filters from the URL (?entity=&entityId=&userId=&action=&startDate=&endDate=), so that a
 * record's History link (/audit?entity=purchase&entityId=12) is a deep link and a view can be shared. A
 * value that cannot be one (a typo in a bookmark) is left out, not sent; an entity id needs its entity
 * (purchase #12 and sale #12 are different records, and the API refuses an id alone).
 */
export function filtersFromSearch(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const entity = auditEntities.find((e) => e === params.get('entity'));
  if (entity) {
    filters.entity = entity;
    const entityId = params.get('entityId')?.trim();
    if (entityId && entityId.length <= 40) filters.entityId = entityId;
  }
  const userId = params.get('userId');
  if (userId && isId(userId)) filters.userId = userId;
  const action = auditActions.find((a) => a === params.get('action'));
  if (action) filters.action = action;
  const startDate = params.get('startDate');
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  const endDate = params.get('endDate');
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  return filters;
}
