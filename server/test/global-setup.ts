// Migrates one template database per run; every test file then gets its own copy (docs/code-conventions.md#tests):
// PGlite: a dump of the migrated data directory; PostgreSQL (TEST_DATABASE_URL): a template database.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { withDatabase } from './pg-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined);
    await runMigrations(database);
    const pgliteDb = database as unknown as {
      db: { $client: { dumpDataDir(c: 'none' | 'gzip'): Promise<Blob> } };
    };
    const blob = await pgliteDb.db.$client.dumpDataDir('none');
    await database.close();
    const file = path.resolve('.tmp', `pglite-template-${process.pid}.tar`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('pgTemplateDb', '');
    return () => fs.rmSync(file, { force: true });
  }

  const templateName = `mandibook_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const database = openPostgres(withDatabase(serverUrl, templateName));
  await runMigrations(database);
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('pgTemplateDb', templateName);
  return async () => {
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.end();
  };
}
