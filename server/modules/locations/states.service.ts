import type { z } from 'zod';
import { msg, type WordKey } from '../../../common/messages';
import type { State, stateInput } from '../../../common/schemas/locations';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError, type FieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import {
  countStateReferences,
  deleteStateRow,
  findStateById,
  findStateClashes,
  findStates,
  insertState,
  updateStateRow,
  type StateRow,
  type StateValues,
} from './states.queries';

export type StateData = z.output<typeof stateInput>;

export function toState(row: StateRow): State {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function listStates(db: Db): Promise<State[]> {
  return (await findStates(db)).map(toState);
}

export async function createState(db: Db, input: StateData, actorId: number): Promise<State> {
  const values = { name: input.name, code: input.code };
  return db.transaction(async (tx) => {
    await assertNoClash(tx, values);
    const state = toState(await insertState(tx, { ...values, createdBy: actorId }));
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'state',
      entityId: state.id,
      summary: msg('trail.stateCreated', { name: state.name }),
      after: state,
    });
    return state;
  });
}

export async function updateState(db: Db, id: number, input: StateData, actorId: number): Promise<State> {
  const values = { name: input.name, code: input.code };
  // One transaction, so the change and its audit row commit together (docs/api-conventions.md#audit-trail);
  // the lock keeps the "before" of the audit row the state that was actually replaced.
  return db.transaction(async (tx) => {
    const current = await findStateById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('locations.stateNotFound'));
    await assertNoClash(tx, values, id);
    const row = await updateStateRow(tx, id, values);
    if (!row) throw AppError.notFound(msg('locations.stateNotFound'));
    const state = toState(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'state',
      entityId: id,
      summary: msg('trail.stateUpdated', { name: state.name }),
      before: toState(current),
      after: state,
    });
    return state;
  });
}

export async function deleteState(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent city or party insert wait, so the counts below stay true.
    const current = await findStateById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('locations.stateNotFound'));
    const refs = await countStateReferences(tx, id);
    const counts: [number, WordKey][] = [
      [refs.cities, 'city'],
      [refs.parties, 'party'],
    ];
    const uses = counts.filter(([n]) => n > 0);
    if (uses.length > 0) throw AppError.conflict(msg('locations.stateInUse', { uses }));
    await deleteStateRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'state',
      entityId: id,
      summary: msg('trail.stateDeleted', { name: current.name }),
      before: toState(current),
    });
  });
}

async function assertNoClash(db: DbOrTx, values: StateValues, exceptId?: number): Promise<void> {
  const clashes = await findStateClashes(db, values, exceptId);
  // Codes are unique, so at most one clash is by code; any other clash matched by name (SQL lower()).
  const byCode = clashes.find((s) => s.code === values.code);
  const byName =
    clashes.find((s) => s !== byCode) ??
    (byCode && byCode.name.toLowerCase() === values.name.toLowerCase() ? byCode : undefined);
  const nameTaken = byName && msg('locations.stateNameTaken', { name: byName.name });
  const codeTaken = byCode && msg('locations.stateCodeTaken', { code: byCode.code });
  const first = nameTaken ?? codeTaken;
  if (!first) return;
  const errors: FieldError[] = [];
  if (nameTaken) errors.push(fieldError('name', nameTaken));
  if (codeTaken) errors.push(fieldError('code', codeTaken));
  throw AppError.conflict(first, errors);
}
