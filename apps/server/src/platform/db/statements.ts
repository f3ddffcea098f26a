import { createHash } from 'node:crypto';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A statement of a hot path (checkout), written once with drizzle's `sql` against the schema's
 * tables and turned into SQL text once, when the module loads. Run by its name, it is parsed
 * and planned once per connection, where a query built by the ORM is rebuilt in JavaScript and
 * planned again by the database on every call. `Values` names its placeholders
 * (`sql.placeholder('customerId')`); `Row` is what each row holds: its columns are named
 * (`as "camelCase"`) and typed in the SQL (`::text` for numeric and date, so both engines
 * answer strings and no float touches money).
 */
export type Statement<Values extends Record<string, unknown>, Row> = {
  readonly name: string;
  readonly text: string;
  readonly params: unknown[];
  /** Only carries the types. */
  readonly types?: { values: Values; row: Row };
};

const dialect = new PgDialect();

export function statement<Values extends Record<string, unknown>, Row>(name: string, query: SQL): Statement<Values, Row> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/** The statements of one transaction. */
export type Pipeline = {
  /**
   * Sends the statement behind those sent before without waiting for their answers: statements
   * sent in one turn of the event loop leave in one write and come back in one round trip.
   * The database still runs them one after another, each with a fresh snapshot, so a statement
   * sent behind a row lock reads what the lock's previous holder committed.
   */
  run<Values extends Record<string, unknown>, Row>(statement: Statement<Values, Row>, values: Values): Promise<Row[]>;
  /** Sends the transaction's last statement and its COMMIT together; its rows count only if the transaction resolves. */
  finish<Values extends Record<string, unknown>, Row>(statement: Statement<Values, Row>, values: Values): Promise<Row[]>;
  /** The same for SQL a library writes (pg-boss's job insert, through its `db` option). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * `finish` for a library's statement: `write` gets a connection whose one statement goes out
   * with the COMMIT behind it (a second one fails: the transaction is over by then).
   */
  finishWith<T>(write: (last: Pick<Pipeline, 'executeSql'>) => Promise<T>): Promise<T>;
};

export type Statements = {
  /** One statement in a transaction of its own. */
  run<Values extends Record<string, unknown>, Row>(statement: Statement<Values, Row>, values: Values): Promise<Row[]>;
  /** `fn`'s statements in one transaction on one connection, pipelined (see Pipeline). */
  transaction<T>(fn: (tx: Pipeline) => Promise<T>): Promise<T>;
};

const names = new Map<string, string>();
/** SQL a library writes has no name of ours: named by its text, it is prepared once per connection too. */
function nameOf(text: string) {
  let name = names.get(text);
  if (name === undefined) {
    name = `sql_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    // A library that built every statement anew (values written into the text) would fill this: those stay unnamed.
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}

/**
 * On PostgreSQL: a connection of the pool (whose clients run in node-postgres's pipeline mode),
 * its socket corked from the first statement of a turn until the turn ends, so BEGIN, a row
 * lock and the reads behind it cost one write and one round trip instead of one each.
 */
export function postgresStatements(pool: pg.Pool): Statements {
  return {
    async run(statement, values) {
      const result = await pool.query({ name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, values) });
      return result.rows;
    },

    async transaction(fn) {
      const client = await pool.connect();
      const socket = (client as unknown as pg.Client).connection.stream;
      let corked = false;
      const send = <Row>(config: pg.QueryConfig): Promise<pg.QueryResult<Row & pg.QueryResultRow>> => {
        if (!corked) {
          corked = true;
          socket.cork();
          setImmediate(() => {
            corked = false;
            socket.uncork();
          });
        }
        const result = client.query<Row & pg.QueryResultRow>(config);
        // A statement sent behind a failed one fails too ('current transaction is aborted'): the
        // caller hears the first failure, and the others must not go unhandled.
        result.catch(() => undefined);
        return result;
      };
      let committing: Promise<pg.QueryResult> | undefined;
      const sendInTransaction = <Row>(config: pg.QueryConfig) => {
        if (committing) return Promise.reject(new Error('statement sent after COMMIT'));
        return send<Row>(config);
      };
      const commit = () => {
        committing = sendInTransaction({ text: 'commit' });
      };
      const tx: Pipeline = {
        run: (statement, values) =>
          sendInTransaction<never>({ name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, values) }).then(
            (r) => r.rows,
          ),
        finish(statement, values) {
          const rows = tx.run(statement, values);
          commit();
          return rows;
        },
        executeSql: (text, values) => sendInTransaction({ name: nameOf(text), text, values }),
        finishWith(write) {
          return write({
            executeSql(text, values) {
              const result = tx.executeSql(text, values);
              commit();
              return result;
            },
          });
        },
      };
      let broken: Error | undefined;
      try {
        const begun = send({ text: 'begin' });
        const value = await fn(tx);
        await begun;
        const committed = await (committing ?? send({ text: 'commit' }));
        // A transaction a failed statement aborted answers COMMIT with ROLLBACK.
        if (committed.command !== 'COMMIT') throw new Error(`transaction not committed (${committed.command})`);
        return value;
      } catch (error) {
        if (error instanceof Error && isDatabaseUnavailable(error)) broken = error;
        else if (committing) await committing.catch(() => undefined);
        else await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        // A connection that broke is dropped, not reused.
        client.release(broken);
      }
    },
  };
}

/** On the embedded database: one connection in this process, so nothing to pipeline; its transaction holds PGlite's lock. */
export function pgliteStatements(client: PGlite): Statements {
  const run = async <Values extends Record<string, unknown>, Row>(db: PGlite | PgliteTransaction, statement: Statement<Values, Row>, values: Values) =>
    (await db.query<Row>(statement.text, fillPlaceholders(statement.params, values))).rows;
  return {
    run: (statement, values) => run(client, statement, values),
    transaction: (fn) =>
      client.transaction((db) => {
        // As on PostgreSQL, where the COMMIT has gone out by then: nothing more after the last statement.
        let finished = false;
        const open = () => {
          if (finished) throw new Error('statement sent after COMMIT');
        };
        const executeSql = async (text: string, values?: unknown[]) => {
          open();
          return db.query(text, values);
        };
        const tx: Pipeline = {
          run: async (statement, values) => {
            open();
            return run(db, statement, values);
          },
          finish: async (statement, values) => {
            open();
            finished = true;
            return run(db, statement, values);
          },
          executeSql,
          finishWith: (write) =>
            write({
              async executeSql(text, values) {
                open();
                finished = true;
                return db.query(text, values);
              },
            }),
        };
        return fn(tx);
      }),
  };
}
