// The scripts a page loads before it is interactive, read from its HTML: the modules React Router
// preloads (whatever attributes the links carry) and the ones its inline script imports.
export function pageScripts(html: string): Set<string> {
  const files = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) files.add(m[1]!);
  return files;
}
