import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** A .br and a .gz beside the file, at the highest levels (files under 1 KiB go as they are). */
async function compressBeside(path: string) {
  const body = await readFile(path);
  if (body.length < 1024) return;
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    promisify(gzip)(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Writes a .br and a .gz beside every script, stylesheet and SVG of the browser build, at the
 * highest levels: the server sends those files as they are instead of compressing on each request
 * (server/main.ts), so a phone's first visit gets smaller files sooner and the server spends no CPU.
 * React Router writes the browser's route manifest (assets/manifest-….js) during the server's
 * build: it is compressed then.
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
      if (!options.dir) return;
      if (ssr) {
        const assets = join(options.dir, "..", "client", "assets");
        const manifests = (await readdir(assets).catch(() => [] as string[])).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
        await Promise.all(manifests.map((name) => compressBeside(join(assets, name))));
        return;
      }
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(files.map((name) => compressBeside(join(options.dir!, name))));
    },
  };
}

/**
 * Every page loads the root and the layout, so the modules they import (header, footer, buttons,
 * the carts' stores…, and React Router with them) travel as one file: rollup would otherwise cut
 * them into dozens of small chunks wherever pages share them, each compressed on its own (≈ 20%
 * more bytes) and fetched as its own request. Only the browser's build; code that loads later
 * (lazy panels, dialogs, the booking step) keeps its own chunks.
 */
function shellChunk(): Plugin {
  let shell: Set<string> | undefined;
  type Meta = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null; getModuleIds: () => IterableIterator<string> };
  const manualChunks = (id: string, meta: Meta) => {
    if (!shell) {
      const found = new Set<string>();
      const walk = (m: string) => {
        // The stylesheet stays with the root route's chunk: in the shell chunk, every lazy chunk
        // importing the shell would list it as its own and load it a second time when it loads,
        // after the business's theme (React Router's link to it differs by a '#', so Vite does
        // not see it is there), and the default colours would win over the theme's.
        if (found.has(m) || /node_modules\/(react|react-dom|react-router|scheduler)\//.test(m) || /\.css($|\?)/.test(m)) return;
        found.add(m);
        for (const next of meta.getModuleInfo(m)?.importedIds ?? []) walk(next);
      };
      for (const root of [...meta.getModuleIds()].filter((m) => /\/app\/(root|routes\/layout)\.tsx$/.test(m))) {
        for (const next of meta.getModuleInfo(root)?.importedIds ?? []) walk(next);
      }
      shell = found;
    }
    return shell.has(id) ? "shell" : undefined;
  };
  return {
    name: "vitrine-shell-chunk",
    apply: "build",
    config: (_config, env) => (env.isSsrBuild ? {} : { build: { rollupOptions: { output: { manualChunks } } } }),
  };
}

/**
 * The browser's scripts are minified by terser, two passes: 3.3 KiB less gzip on every page than
 * esbuild's minifier (React DOM and React Router shrink too), for ≈ 4 s more build. The server's
 * build stays unminified (readable stack traces, nothing downloaded).
 */
function terserForBrowser(): Plugin {
  return {
    name: "vitrine-terser",
    apply: "build",
    config: (_config, env) =>
      env.isSsrBuild ? {} : { build: { minify: "terser", terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } } } },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress(), shellChunk(), terserForBrowser()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
});
