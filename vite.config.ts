import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes a .br and a .gz beside every script, stylesheet and SVG of the browser build, at the
 * highest levels: the server sends those files as they are instead of compressing on each request
 * (server/main.ts), so a phone's first visit gets smaller files sooner and the server spends no CPU.
 */
function precompress(): Plugin {
  let ssr = false;
  return {
    name: "vitrine-precompress",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(options.dir!, name);
          const body = await readFile(path);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
});
