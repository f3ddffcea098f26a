import { loadConfig } from '../platform/config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../platform/db/client.ts';
import { runSeed } from '../seed/seed.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await database.migrate();
  const result = await runSeed(database, { config, log: console, announce: true });
  if (!result.seeded) console.info('the database was seeded before; nothing to do');
} finally {
  await database.close();
}
