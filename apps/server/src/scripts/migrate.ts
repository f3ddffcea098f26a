import { loadConfig } from '../platform/config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../platform/db/client.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await database.migrate();
  console.info(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
