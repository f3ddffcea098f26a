// npm run admin:create -- --email <e-mail> --password <password> [--name <name>]
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../platform/db/client.ts';
import { AdminAccountError, createAdminAccount } from '../features/admin/admin-accounts.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('usage: npm run admin:create -- --email <e-mail> --password <password> [--name <name>]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
let exitCode = 0;
try {
  await database.migrate();
  const admin = await createAdminAccount(database.db, { email: values.email, password: values.password, username: values.name });
  console.info(`admin ${admin.email} created (${admin.ktId}); sign in at /admin/signin`);
} catch (error) {
  if (!(error instanceof AdminAccountError)) throw error;
  console.error(`admin:create: ${error.message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
