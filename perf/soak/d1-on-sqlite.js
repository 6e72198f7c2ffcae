// The D1 binding for the soak, on plain workerd: a Durable Object with SQLite storage
// (`enableSql`) runs the statements, and `d1Client` gives the site a D1Database-shaped object over
// it (prepare/bind/first/all/run/raw, batch, exec). Plain workerd has no D1 of its own (wrangler and
// miniflare build D1 from internal modules of theirs), and the soak must run the production bundle
// with nothing in front of it but this binding. `changes` and `last_row_id` come from SQLite's
// total_changes() and last_insert_rowid(), as in miniflare's own D1.
import { DurableObject } from 'cloudflare:workers';

export class SoakD1 extends DurableObject {
  /** @param {DurableObjectState} ctx @param {{ MIGRATIONS: string }} env */
  constructor(ctx, env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // The schema is the repo's migrations/, applied once per database: the object is rebuilt
    // (constructor again) whenever workerd evicts it after a quiet spell.
    ctx.blockConcurrencyWhile(async () => {
      if (this.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'soak_schema'").toArray().length) return;
      this.sql.exec(env.MIGRATIONS);
      this.sql.exec('CREATE TABLE soak_schema (applied_at INTEGER)');
    });
  }

  /** One statement: rows as objects, plus the meta the site reads (`changes`). */
  query(sql, params) {
    const before = this.sql.exec('SELECT total_changes() AS c').one().c;
    const cursor = this.sql.exec(sql, ...params);
    const results = cursor.toArray();
    const after = this.sql.exec('SELECT total_changes() AS c, last_insert_rowid() AS id').one();
    return {
      success: true,
      results,
      columns: cursor.columnNames,
      meta: {
        changes: after.c - before,
        last_row_id: after.id,
        rows_read: cursor.rowsRead,
        rows_written: cursor.rowsWritten,
        duration: 0,
      },
    };
  }

  /** Statements in one transaction, as D1's batch(). */
  batch(statements) {
    return this.ctx.storage.transactionSync(() => statements.map(({ sql, params }) => this.query(sql, params)));
  }

  exec(sql) {
    const cursor = this.sql.exec(sql);
    cursor.toArray();
    return { count: 1, duration: 0 };
  }
}

class Statement {
  constructor(db, sql, params = []) {
    this.db = db;
    this.sql = sql;
    this.params = params;
  }
  bind(...params) {
    return new Statement(this.db, this.sql, params);
  }
  async first(column) {
    const { results } = await this.db.query(this.sql, this.params);
    const row = results[0] ?? null;
    return column === undefined ? row : (row?.[column] ?? null);
  }
  all() {
    return this.db.query(this.sql, this.params);
  }
  run() {
    return this.db.query(this.sql, this.params);
  }
  async raw(options) {
    const { results, columns } = await this.db.query(this.sql, this.params);
    const rows = results.map((row) => columns.map((c) => row[c]));
    return options?.columnNames ? [columns, ...rows] : rows;
  }
}

/**
 * A D1Database-shaped binding over the SoakD1 object.
 * @param {DurableObjectNamespace} namespace
 */
export function d1Client(namespace) {
  const object = namespace.get(namespace.idFromName('DB'));
  const db = {
    query: (sql, params) => object.query(sql, params),
    prepare: (sql) => new Statement(db, sql),
    batch: (statements) => object.batch(statements.map((s) => ({ sql: s.sql, params: s.params }))),
    exec: (sql) => object.exec(sql),
    withSession: () => db,
    dump: () => Promise.reject(new Error('dump() is not available in the soak')),
  };
  return db;
}
