import { auditActions, auditEntities } from '@common/schemas/choices';
import { choiceParam, dateRangeParams, idParam, withoutEmpty } from '@/lib/url-params';
import type { AuditFilters } from './api/get-audit';

/** The server's limit on a record id (common/schemas/audit.ts). */
const ENTITY_ID_MAX = 40;

/**
 * The trail's filters from the URL (?entity=&entityId=&userId=&action=&startDate=&endDate=), so that a
 * record's History link (/audit?entity=purchase&entityId=12) is a deep link and a view can be shared
 * (docs/screens.md#filters). An entity id needs its entity (purchase #12 and sale #12 are different records,
 * and the API refuses an id alone).
 */
export function filtersFromSearch(params: URLSearchParams): AuditFilters {
  const entity = choiceParam(params, 'entity', auditEntities);
  const entityId = entity ? params.get('entityId')?.trim() : undefined;
  const filters: AuditFilters = {
    entity,
    entityId: entityId && entityId.length <= ENTITY_ID_MAX ? entityId : undefined,
    userId: idParam(params, 'userId'),
    action: choiceParam(params, 'action', auditActions),
    ...dateRangeParams(params, 'startDate', 'endDate'),
  };
  return withoutEmpty(filters);
}
