// What a restore must give back: every table of the data and of the migrations, its rows counted
// and digested in a stable order (the backup test and the backup bench compare two of these).
import { sql } from "drizzle-orm";
import type { Db } from "./index";

const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`));
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; digest: string }>(await db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`)));
    out[name] = `${row!.n} ${row!.digest}`;
  }
  return out;
}
