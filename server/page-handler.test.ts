// The storefront's route table answers every address it is given as the whole table would.
import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import routeConfig from "../app/routes";
import { chainBuild, mayBeBackOffice, routeTree, storefrontBuild } from "./page-handler";

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

/** app/routes.ts under its root, as the build's flat manifest (id, parentId, path). */
function manifestOf(entries: ConfigEntry[]) {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }> = { root: { id: "root", path: "" } };
  const walk = (list: ConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      if (entry.children) walk(entry.children, id);
    }
  };
  walk(entries, "root");
  return routes;
}

const whole = manifestOf(routeConfig as ConfigEntry[]);
const build = { routes: whole, assets: { routes: whole } } as unknown as ServerBuild;
const storefront = storefrontBuild(build);

const wholeTree = routeTree(build.routes);
const storefrontTree = routeTree(storefront.routes);
const leaf = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.at(-1)?.route.id ?? null;

/** Every path of the table (each optional segment taken and left), its parameters filled with these words. */
function addresses(words: string[]): string[] {
  const paths: string[] = [];
  const walk = (parentId: string | undefined, prefix: string) => {
    for (const route of Object.values(whole).filter((r) => r.parentId === parentId)) {
      let variants = [prefix];
      for (const segment of (route.path ?? "").split("/").filter(Boolean)) {
        const taken = segment.startsWith(":") || segment === "*" ? words : [segment.replace(/\?$/, "")];
        variants = variants.flatMap((v) => [...taken.map((w) => `${v}/${w}`), ...(segment.endsWith("?") ? [v] : [])]);
      }
      for (const v of variants) paths.push(v || "/");
      for (const v of variants) walk(route.id, v);
    }
  };
  walk(undefined, "");
  return [...new Set(paths)];
}

describe("the page handler's route tables", () => {
  it("holds every route but the back-office's, in its server routes and its manifest alike", () => {
    for (const id of ["root", "routes/layout", "fr:home", "en:home", "contact", "shop", "service", "services-category", "not-found", "strings", "disabled"]) {
      expect(storefront.routes[id], id).toBeDefined();
      expect(storefront.assets.routes[id], id).toBeDefined();
    }
    for (const id of ["admin", "admin-login", "admin-index", "admin-agenda", "admin-catalogue-article", "admin-commerce-shelf"]) {
      expect(whole[id], id).toBeDefined();
      expect(storefront.routes[id], id).toBeUndefined();
      expect(storefront.assets.routes[id], id).toBeUndefined();
    }
  });

  it("sends every address a back-office route takes to the whole table, in any case and as a data request", () => {
    for (const path of ["/admin", "/admin/", "/ADMIN/agenda", "/en/admin", "/en/admin/login", "/admin.data", "/de/admin.data", "/admin/agenda.data", "/xx/admin/orders/1/2", "/%61dmin"]) {
      expect(mayBeBackOffice(path), path).toBe(true);
    }
    for (const path of ["/", "/en", "/contact", "/administration", "/en/administration", "/paris/services/admin", "/_root.data", "/contact.data"]) {
      expect(mayBeBackOffice(path), path).toBe(false);
    }
  });

  it("matches each address to the same page as the whole table, and leaves the back-office's to it", () => {
    const all = addresses(["admin", "en", "soins"]);
    expect(all.length).toBeGreaterThan(300);
    let storefrontAnswered = 0;
    for (const path of all) {
      if (mayBeBackOffice(path)) continue;
      const expected = leaf(wholeTree, path);
      // an address the storefront answers is never a back-office page, and it finds the same page
      expect(expected === null || !(expected === "admin" || expected.startsWith("admin-")), path).toBe(true);
      expect(leaf(storefrontTree, path), path).toBe(expected);
      storefrontAnswered++;
    }
    expect(storefrontAnswered).toBeGreaterThan(300);
  });

  it("answers an address from its page's own routes as the whole table does: the same routes, the same parameters", () => {
    let pages = 0;
    for (const path of addresses(["admin", "en", "soins"])) {
      const matched = matchRoutes(wholeTree, path);
      if (!matched) continue;
      const own = matchRoutes(routeTree(chainBuild(build, matched.map((m) => m.route.id!)).routes), path);
      expect(own?.map((m) => [m.route.id, m.params, m.pathname]), path).toEqual(matched.map((m) => [m.route.id, m.params, m.pathname]));
      pages++;
    }
    expect(pages).toBeGreaterThan(800);
  });
});
