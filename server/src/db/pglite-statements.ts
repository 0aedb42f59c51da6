import {
  protocol,
  types,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type Field = { name: string; dataTypeID: number };

/** More distinct statements than the API has (a few hundred); the least recently used beyond it are closed. */
const MAX_STATEMENTS = 1000;
/** "cached plan must not change result type": a table under a prepared statement changed its columns. */
const FEATURE_NOT_SUPPORTED = '0A000';

interface Statement {
  name: string;
  /** The parameters' types as PostgreSQL inferred them, which choose each value's serializer. */
  paramTypes: number[];
  /** The rows' columns; null for a statement that returns none (NoData). */
  fields: Field[] | null;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function asPgliteError(err: unknown, query: string, params: unknown[], options?: QueryOptions) {
  // As PGlite's own query() does (its makePGliteError), so errors read the same either way.
  if (err && typeof err === 'object' && 'code' in err)
    Object.assign(err, { query, params, queryOptions: options });
  return err;
}

/**
 * PGlite's `query()` as Drizzle calls it, each distinct SQL text parsed and planned once per database rather than on
 * every call. `PGlite.query` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate passes through
 * PostgreSQL's main loop for every query, so PostgreSQL parses, analyses and plans the text every time; here a
 * statement is prepared once under a name (Parse + Describe, as node-postgres does with a named query) and each call
 * is one pass: Bind, Execute, Sync. PostgreSQL itself keeps the plan right (it re-plans a prepared statement when a
 * table under it changes); values are serialized by the parameters' types and rows parsed by the columns' types
 * with PGlite's own serializers and parsers, as `query()` does. Nothing is answered from memory: every call runs.
 *
 * One PGlite serves one process at a time (PGlite's mutexes): the statement names are this instance's, and a
 * statement is prepared with the query mutex held, like every query.
 */
export class PgliteStatements {
  readonly #pg: PGlite;
  /** By SQL text, in order of last use (a Map keeps insertion order: a hit is moved to the end). */
  readonly #statements = new Map<string, Statement>();
  readonly #maxStatements: number;
  #counter = 0;
  /** Statements dropped from the map whose Close is still to be sent (with the next call). */
  #toClose: string[] = [];

  constructor(pg: PGlite, opts: { maxStatements?: number } = {}) {
    this.#pg = pg;
    this.#maxStatements = opts.maxStatements ?? MAX_STATEMENTS;
  }

  /** How many statements are prepared (tests). */
  get size(): number {
    return this.#statements.size;
  }

  /** A query outside any transaction: it waits for a running transaction to end, as `PGlite.query` does. */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const pg = this.#pg;
    if (options?.blob) return pg.query<T>(text, params, options);
    return pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
        let result: Results<T>;
        try {
          result = await this.#run<T>(text, params, options);
        } catch (err) {
          // Only outside a transaction can the call be repeated: inside one, the error has aborted it.
          if (!this.#replanned(err, text)) throw err;
          result = await this.#run<T>(text, params, options);
        }
        await pg.syncToFs();
        return result;
      }),
    );
  }

  /** The queries of a transaction PGlite runs (`PGlite.transaction`), prepared like the others. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#pg.transaction((tx) =>
      callback({
        ...tx,
        query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          if (options?.blob) return tx.query<R>(text, params, options);
          return this.#pg.runExclusive(async () => {
            try {
              return await this.#run<R>(text, params, options);
            } catch (err) {
              this.#replanned(err, text);
              throw err;
            }
          });
        },
        get closed() {
          return tx.closed;
        },
      }),
    );
  }

  /** True when `err` says the statement of `text` must be prepared again (its table changed); forgets it. */
  #replanned(err: unknown, text: string): boolean {
    if ((err as { code?: string } | null)?.code !== FEATURE_NOT_SUPPORTED) return false;
    const statement = this.#statements.get(text);
    if (!statement) return false;
    this.#forget(text, statement);
    return true;
  }

  #forget(text: string, statement: Statement) {
    this.#statements.delete(text);
    this.#toClose.push(statement.name);
  }

  /** With the query mutex held. */
  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const pg = this.#pg;
    if (pg.closed) throw new Error('PGlite is closed');
    const closing = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    let statement = this.#statements.get(text);
    if (statement) {
      this.#statements.delete(text);
      this.#statements.set(text, statement);
    } else {
      statement = await this.#prepare(text, params, options, closing);
      closing.length = 0;
    }
    const serializers = options?.serializers;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i];
      const serializer = serializers?.[oid] ?? pg.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      messages = await pg.execProtocolStream(
        concat([
          ...closing,
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
    } catch (err) {
      throw asPgliteError(err, text, params, options);
    }
    return results<T>(statement.fields, messages, pg.parsers, options);
  }

  async #prepare(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    closing: Uint8Array[],
  ): Promise<Statement> {
    if (this.#statements.size >= this.#maxStatements) {
      const [oldest, statement] = this.#statements.entries().next().value!;
      this.#forget(oldest, statement);
      closing.push(...this.#toClose.map((name) => serialize.close({ type: 'S', name })));
      this.#toClose = [];
    }
    // Names are never reused, so a Close that did not reach PostgreSQL (an aborted transaction skips it) cannot
    // collide with a later statement.
    const name = `pglite_s${++this.#counter}`;
    let messages: BackendMessage[];
    try {
      messages = await this.#pg.execProtocolStream(
        concat([
          ...closing,
          serialize.parse({ name, text, types: options?.paramTypes }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
    } catch (err) {
      throw asPgliteError(err, text, params, options);
    }
    let paramTypes: number[] = [];
    let fields: Field[] | null = null;
    for (const message of messages) {
      if (message.name === 'parameterDescription')
        paramTypes = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
      else if (message.name === 'rowDescription')
        fields = (message as messages.RowDescriptionMessage).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
    }
    const statement: Statement = { name, paramTypes, fields };
    this.#statements.set(text, statement);
    return statement;
  }
}

/** The result of one statement, as PGlite's `parseResults` makes it for `query()`. */
function results<T>(
  fields: Field[] | null,
  messages: BackendMessage[],
  defaultParsers: Record<number, types.Parser>,
  options?: QueryOptions,
): Results<T> {
  const columns = fields ?? [];
  // Each column's parser chosen once per call, not once per value; the caller's parsers first, as in PGlite.
  const parsers = columns.map(
    ({ dataTypeID }) =>
      options?.parsers?.[dataTypeID] ?? defaultParsers[dataTypeID] ?? types.parsers[dataTypeID],
  );
  const rows: unknown[] = [];
  const arrayMode = options?.rowMode === 'array';
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields;
      if (arrayMode) {
        const row = new Array(values.length);
        for (let i = 0; i < values.length; i++) row[i] = parse(values[i], parsers[i], columns[i]);
        rows.push(row);
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++)
          row[columns[i].name] = parse(values[i], parsers[i], columns[i]);
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const parts = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = parts[0];
      const rowCount = parseInt(parts[parts.length - 1], 10);
      const counted = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      const result: Results<T> = {
        rows: rows as T[],
        fields: columns.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
        command,
        affectedRows: counted ? rowCount : 0,
      };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      return result;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}

function parse(value: string | null, parser: types.Parser | undefined, field: Field): unknown {
  if (value === null) return null;
  return parser ? parser(value, field.dataTypeID) : value;
}
