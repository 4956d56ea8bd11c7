import type { z } from 'zod';
import { msg } from '../../../common/messages';
import type { City, cityInput } from '../../../common/schemas/locations';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import {
  countCityParties,
  deleteCityRow,
  findCities,
  findCityById,
  findCityClash,
  insertCity,
  updateCityRow,
  type CityRow,
  type CityValues,
} from './cities.queries';
import { findStateById } from './states.queries';

export type CityData = z.output<typeof cityInput>;

export function toCity(row: CityRow): City {
  return {
    id: row.id,
    name: row.name,
    stateId: row.stateId,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function listCities(db: Db): Promise<City[]> {
  return (await findCities(db)).map(toCity);
}

export async function createCity(db: Db, input: CityData, actorId: number): Promise<City> {
  const values = { name: input.name, stateId: input.stateId };
  return db.transaction(async (tx) => {
    await assertValid(tx, values);
    const city = toCity(await insertCity(tx, { ...values, createdBy: actorId }));
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'city',
      entityId: city.id,
      summary: msg('trail.cityCreated', { name: city.name }),
      after: city,
    });
    return city;
  });
}

export async function updateCity(db: Db, id: number, input: CityData, actorId: number): Promise<City> {
  const values = { name: input.name, stateId: input.stateId };
  return db.transaction(async (tx) => {
    const current = await findCityById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('locations.cityNotFound'));
    await assertValid(tx, values, id);
    if (current.stateId !== values.stateId) {
      // Parties hold (city, state) together; moving the city would leave them in the old state.
      const parties = await countCityParties(tx, id);
      if (parties > 0) {
        throw AppError.conflict(msg('locations.cityStateLocked', { parties: [[parties, 'party']] }), [
          fieldError('stateId', msg('locations.cityStateLockedField')),
        ]);
      }
    }
    const row = await updateCityRow(tx, id, values);
    if (!row) throw AppError.notFound(msg('locations.cityNotFound'));
    const city = toCity(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'city',
      entityId: id,
      summary: msg('trail.cityUpdated', { name: city.name }),
      before: toCity(current),
      after: city,
    });
    return city;
  });
}

export async function deleteCity(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent party insert wait, so the count below stays true.
    const current = await findCityById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('locations.cityNotFound'));
    const parties = await countCityParties(tx, id);
    if (parties > 0) {
      throw AppError.conflict(msg('locations.cityInUse', { parties: [[parties, 'party']] }));
    }
    await deleteCityRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'city',
      entityId: id,
      summary: msg('trail.cityDeleted', { name: current.name }),
      before: toCity(current),
    });
  });
}

async function assertValid(db: DbOrTx, values: CityValues, exceptId?: number): Promise<void> {
  const state = await findStateById(db, values.stateId);
  if (!state) throw AppError.unknownReference('stateId', msg('locations.chosenStateMissing'));
  const clash = await findCityClash(db, values, exceptId);
  if (clash) {
    throw AppError.conflict(msg('locations.cityNameTaken', { name: clash.name, state: state.name }), [
      'name',
    ]);
  }
}
