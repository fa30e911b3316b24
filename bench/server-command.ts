// How `npm start` runs the production server (package.json "start"), for the benches that start it.
export function serverCommand(): [string, string[]] {
  return [process.execPath, ["--import", "tsx", "server/main.ts"]];
}
