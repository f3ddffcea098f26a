// The bench's reference: the same Fastify, no plugins, no hooks, plain JavaScript, answering
//   GET /fixed-json  a fixed object (FIXED_JSON, the size of our category list), and
//   GET /one-select  one row by primary key through a pg Pool of POOL_SIZE (when DATABASE_URL is set).
// What our routes reach as a share of these is the cost of our own request pipeline.
import Fastify from 'fastify';
import pg from 'pg';

const fixed = JSON.parse(process.env.FIXED_JSON ?? '{"status":"ok"}');
const selectId = Number(process.env.SELECT_ID ?? 1);
const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) }) : undefined;

const app = Fastify({ logger: false });
app.get('/fixed-json', async () => fixed);
if (pool) {
  app.get('/one-select', async () => {
    const { rows } = await pool.query('select id, username, email from users where id = $1', [selectId]);
    return rows[0];
  });
}

async function shutdown() {
  await app.close();
  await pool?.end();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
