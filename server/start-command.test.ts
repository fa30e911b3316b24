// The systemd unit runs the server as `npm start` does: the same node flags and malloc settings
// (decisions 296, 302, 306), read from package.json as the benches read them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startEnv, startFlags } from "../bench/server-command";

const unit = readFileSync(new URL("../deploy/systemd/vitrine@.service", import.meta.url), "utf8");

describe("the deployed server's start", () => {
  it("has npm start's node flags", () => {
    const execStart = /^ExecStart=\S*node (.*) build\/main\.js$/m.exec(unit)?.[1];
    expect(execStart?.split(/\s+/)).toEqual(startFlags());
  });

  it("has npm start's malloc settings", () => {
    const environment = Object.fromEntries([...unit.matchAll(/^Environment=(MALLOC_\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
    const malloc = Object.fromEntries(Object.entries(startEnv()).filter(([name]) => name.startsWith("MALLOC_")));
    expect(Object.keys(malloc).length).toBeGreaterThan(0);
    expect(environment).toEqual(malloc);
  });
});
