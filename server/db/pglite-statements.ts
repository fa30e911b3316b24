// PGlite's `query` sends every statement unnamed: PostgreSQL parses and plans it again each time,
// which costs far more than running it (a signed-in page's session lookup: 0.7–0.9 ms of CPU in
// all, 0.15–0.2 ms with its plan kept). This client, given to Drizzle, parses each text once
// under a name, then only binds and runs it (decision 307). PostgreSQL keeps each such statement
// and re-plans it when a table it reads changes; a statement PostgreSQL no longer takes is dropped
// here and prepared again next time.
import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

type BackendMessage = messages.BackendMessage;
type Parser = (value: string, typeId: number) => unknown;

/** statements named at most, the least used dropped first: each holds its plan in PGlite's memory */
export const MAX_STATEMENTS = 150;

interface Named {
  name: string;
  /** the types of its parameters, as PostgreSQL inferred them (to write each value as PGlite does) */
  paramTypes: number[];
}

/** what Drizzle's PGlite session calls on its client, outside and inside a transaction */
export interface StatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** errors after which a named statement is not used again: it no longer exists, or its result's shape changed */
const STALE = new Set(["26000", "0A000"]);
/** names are unique in the process: two clients on one PGlite never take each other's */
let counter = 0;

export function namedStatements(pg: PGlite, max = MAX_STATEMENTS): StatementClient & { named: () => number } {
  // insertion order is use order: a statement used is moved to the end
  const statements = new Map<string, Named>();
  /** statements to close with the next one prepared: dropped from the map, still named in PostgreSQL */
  const closing: Uint8Array[] = [];
  const exec = async (messages: Uint8Array[]) => (await pg.execProtocol(concat(messages), { syncToFs: false })).messages;

  async function prepared(text: string): Promise<Named> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    while (statements.size >= max) {
      const [oldest, named] = statements.entries().next().value!;
      statements.delete(oldest);
      closing.push(protocol.serialize.close({ type: "S", name: named.name }));
    }
    const name = `vt_${++counter}`;
    const answer = await exec([...closing.splice(0), protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]);
    const named = { name, paramTypes: parse.parseDescribeStatementResults(answer) };
    statements.set(text, named);
    return named;
  }

  /** one statement, under the query lock (as PGlite's own `query` runs it) */
  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let named: Named | undefined;
    try {
      named = await prepared(text);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const oid = named!.paramTypes[i]!;
        const serialize = options?.serializers?.[oid] ?? pg.serializers[oid];
        return serialize ? serialize(value) : String(value);
      });
      const answer = await exec([protocol.serialize.bind({ statement: named.name, values: values as string[] }), protocol.serialize.describe({ type: "P" }), protocol.serialize.execute({}), protocol.serialize.sync()]);
      return resultOf<T>(answer, pg.parsers, options);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (named && code && STALE.has(code) && statements.get(text) === named) {
        statements.delete(text);
        closing.push(protocol.serialize.close({ type: "S", name: named.name }));
      }
      // as PGlite's own errors: the statement and its values with it
      throw Object.assign(err as object, { query: text, params, queryOptions: options });
    }
  }

  /** what PGlite's `query` does besides (a blob to copy, parameter types given): left to it */
  const own = (options?: QueryOptions) => !options?.blob && !options?.paramTypes;

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      if (!own(options)) return pg.query<T>(text, params, options);
      // outside a transaction, as PGlite's `query`: after any open transaction, then written out
      const result = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options)));
      await pg.syncToFs();
      return result;
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      return pg.transaction((tx) =>
        callback({
          ...tx,
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error("Transaction is closed");
            return own(options) ? pg._runExclusiveQuery(() => run<R>(text, params, options)) : tx.query<R>(text, params, options);
          },
          get closed() {
            return tx.closed;
          },
        }),
      );
    },
    named: () => statements.size,
  };
}

/**
 * PGlite's `parseResults` for one statement, without merging every parser PGlite knows with the
 * statement's own into a new object each time (Drizzle gives each statement its own parsers): 4 %
 * of a signed-in page's CPU went to that.
 */
function resultOf<T>(messages: BackendMessage[], parsers: Record<number, Parser>, options?: QueryOptions): Results<T> {
  const own = options?.parsers as Record<number, Parser> | undefined;
  let fields: { name: string; dataTypeID: number }[] = [];
  let handlers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message.name === "rowDescription") {
      fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      handlers = fields.map((field) => own?.[field.dataTypeID] ?? parsers[field.dataTypeID]);
    } else if (message.name === "dataRow") {
      const values = (message as messages.DataRowMessage).fields.map((value, i) => (value === null ? null : handlers[i] ? handlers[i]!(value, fields[i]!.dataTypeID) : value));
      rows.push(options?.rowMode === "array" ? values : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])));
    } else if (message.name === "commandComplete") {
      // a tag with a count ends in it ("SELECT 2", "INSERT 0 5"), any other in a word
      const parts = (message as messages.CommandCompleteMessage).text.split(" ");
      const command = parts[0]!;
      const rowCount = parseInt(parts[parts.length - 1]!, 10);
      const affectedRows = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command) ? rowCount : 0;
      return { rows, fields, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) } as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

