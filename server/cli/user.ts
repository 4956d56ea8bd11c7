// npm run user -- add --email E --password P --username U --role admin|staff
// npm run user -- passwd --email E [--password P]
// npm run user -- list
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { listUsers } from '../modules/users/users.queries';
import { changePassword, createUser } from '../modules/users/users.service';

const USAGE = `usage:
  npm run user -- add --email E --password P --username U [--role admin|staff]
  npm run user -- passwd --email E [--password P]   (asks for the password when not given)
  npm run user -- list
passwords: at least 10 characters; passwd ends that user's sessions`;

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('New password: ');
  rl.close();
  return answer;
}

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (!command || !['add', 'passwd', 'list'].includes(command)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    if (command === 'list') {
      const rows = await listUsers(database.db);
      console.table(
        rows.map((u) => ({
          id: u.id,
          email: u.email,
          username: u.username,
          role: u.role,
          active: u.active,
          createdAt: u.createdAt.toISOString(),
        })),
      );
    } else if (command === 'add') {
      if (!values.email || !values.password) throw new Error(`--email and --password are required\n${USAGE}`);
      const user = await createUser(database.db, {
        email: values.email,
        password: values.password,
        username: values.username ?? values.email.split('@')[0] ?? values.email,
        role: (values.role ?? 'staff') as 'admin' | 'staff',
      });
      console.log(`Added ${user.role} ${user.email} (id ${user.id})`);
    } else {
      if (!values.email) throw new Error(`--email is required\n${USAGE}`);
      await changePassword(database.db, values.email, values.password ?? (await askPassword()));
      console.log(`Password changed for ${values.email}`);
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  const issues = (err as { issues?: Array<{ path: unknown[]; message: string }> }).issues;
  console.error(
    issues
      ? issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')
      : err instanceof Error
        ? err.message
        : err,
  );
  process.exitCode = 1;
});
