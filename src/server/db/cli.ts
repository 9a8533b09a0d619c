// `npm run db:migrate` / `npm run db:seed`: the same steps start-up runs, on their own.
import { openDatabase } from '../boot/database';
import { loadEnv } from '../env';
import { createDb } from './client';
import { runMigrationsExclusively } from './migrate';
import { seedDemoData, seedReferenceData } from './seed/seed';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx src/server/db/cli.ts migrate|seed');
  process.exit(2);
}

const env = loadEnv();
const database = await openDatabase(env, { info: console.info, warn: console.warn });
const { db, close } = createDb(database.url);
try {
  await runMigrationsExclusively(database.directUrl, async () => {
    await seedReferenceData(db, { now: new Date(), brands: env.brands });
    console.info('Migrations applied.');
    if (command === 'seed') {
      const { created } = await seedDemoData(db, { now: new Date(), brands: env.brands });
      console.info(created ? 'Demo data seeded.' : 'Demo data already present; nothing seeded.');
    }
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
  await database.stop();
}
