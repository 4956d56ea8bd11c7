import type { z } from 'zod';
import type { State, stateInput } from '../../../common/schemas/locations';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
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
    return toState(await insertState(tx, { ...values, createdBy: actorId }));
  });
}

export async function updateState(db: Db, id: number, input: StateData): Promise<State> {
  const values = { name: input.name, code: input.code };
  if (!(await findStateById(db, id))) throw AppError.notFound('State not found');
  await assertNoClash(db, values, id);
  const row = await updateStateRow(db, id, values);
  if (!row) throw AppError.notFound('State not found');
  return toState(row);
}

export async function deleteState(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent city or party insert wait, so the counts below stay true.
    if (!(await findStateById(tx, id, { lock: true }))) throw AppError.notFound('State not found');
    const refs = await countStateReferences(tx, id);
    const uses = [
      refs.cities > 0 ? counted(refs.cities, 'city', 'cities') : '',
      refs.parties > 0 ? counted(refs.parties, 'party', 'parties') : '',
    ].filter(Boolean);
    if (uses.length > 0)
      throw AppError.conflict(`This state has ${uses.join(' and ')} and cannot be deleted`);
    await deleteStateRow(tx, id);
  });
}

async function assertNoClash(db: DbOrTx, values: StateValues, exceptId?: number): Promise<void> {
  const clashes = await findStateClashes(db, values, exceptId);
  // Codes are unique, so at most one clash is by code; any other clash matched by name (SQL lower()).
  const byCode = clashes.find((s) => s.code === values.code);
  const byName =
    clashes.find((s) => s !== byCode) ??
    (byCode && byCode.name.toLowerCase() === values.name.toLowerCase() ? byCode : undefined);
  const errors: FieldError[] = [];
  if (byName) errors.push({ path: 'name', message: `A state named "${byName.name}" already exists` });
  if (byCode) errors.push({ path: 'code', message: `A state with the code "${byCode.code}" already exists` });
  if (errors.length > 0) throw AppError.conflict(errors[0]!.message, errors);
}

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
