import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file of a build folder with its size and time, to tell whether anything rewrote it. */
export function buildState(dir: string): string {
  if (!existsSync(dir)) return "absent";
  const lines: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else lines.push(`${full} ${stat.size} ${stat.mtimeMs}`);
    }
  };
  walk(dir);
  return lines.join("\n");
}
