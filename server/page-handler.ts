// React Router's page handler, with the back-office's routes apart. React Router matches an
// address twice per page (its request handler, then its static handler), trying the table's
// branches in order until one fits; every optional segment (`:lang?`) doubles a route's branches,
// so the 126 routes make 247 branches, and the back-office's 59 routes 118 of them. A storefront
// page (the home is tried against all of them, being ranked last) never needs those: it is
// answered from a table without them, the back-office's addresses from the whole table. And an
// address answered once as a page is then answered by a handler over that page's own routes (its
// chain from the root; decision 303): React Router picks the first branch that fits in ranked
// order, so a table holding only the branches of the route it picked picks it again, with the
// same parameters.
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Handle = ReturnType<typeof createRequestHandler>;

/** the back-office's layout and sign-in: every route of the back-office is one of them or under the first */
const BACK_OFFICE_ROOTS = new Set(["admin", "admin-login"]);

/**
 * An address a back-office route could match: `admin` as its first or second segment (after a
 * language, or any word the optional one takes), in any case (React Router's default), also as a
 * page's data request (`/admin.data`). Anything encoded, or React Router's manifest requests,
 * goes to the whole table too: the whole table is always right, the storefront's only where no
 * back-office route can match.
 */
export function mayBeBackOffice(pathname: string): boolean {
  return pathname.includes("%") || pathname.startsWith("/__manifest") || /^\/(?:[^/]+\/)?admin(?:\.data)?(?:\/|$)/i.test(pathname);
}

/** The build without the back-office's routes (in its server routes and its manifest alike). */
export function storefrontBuild(build: ServerBuild): ServerBuild {
  const inBackOffice = (id: string): boolean => {
    if (BACK_OFFICE_ROOTS.has(id)) return true;
    const parent = build.routes[id]?.parentId;
    return parent !== undefined && inBackOffice(parent);
  };
  const keep = <T>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => !inBackOffice(id)));
  return { ...build, routes: keep(build.routes) as ServerBuild["routes"], assets: { ...build.assets, routes: keep(build.assets.routes) } };
}

/** The build with only these routes (a page's chain from the root). */
export function chainBuild(build: ServerBuild, ids: string[]): ServerBuild {
  const keep = <T>(routes: Record<string, T>) => Object.fromEntries(ids.map((id) => [id, routes[id]]));
  return { ...build, routes: keep(build.routes) as ServerBuild["routes"], assets: { ...build.assets, routes: keep(build.assets.routes) } };
}

/** The build's routes as the tree React Router matches. */
export function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((r) => r!.parentId === parentId)
      .map((r) => (r!.index ? { id: r!.id, index: true, path: r!.path } : { id: r!.id, path: r!.path, caseSensitive: r!.caseSensitive, children: children(r!.id) }));
  return children(undefined);
}

/** the addresses remembered with their page at most (visitors choose addresses: the memo stays small) */
const MAX_ADDRESSES = 2000;

/** The handler of every page request; in development (a build read at each request) the whole table. */
export function pageHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): Handle {
  if (typeof build === "function") return createRequestHandler(build, mode);
  const whole = createRequestHandler(build, mode);
  const storefront = createRequestHandler(storefrontBuild(build), mode);
  const tree = routeTree(build.routes);
  /** each page's handler, by the id of the route it ends on */
  const ofPage = new Map<string, Handle>();
  /** each address answered by a page, with that page's handler */
  const ofAddress = new Map<string, Handle>();
  // Matching against the whole table costs more than React Router's own (it ranks the table again):
  // done after the answer, for an address that was a page (a visitor's made-up address never is).
  const learn = (pathname: string) => {
    const chain = matchRoutes(tree, pathname)?.map((m) => m.route.id!);
    const leaf = chain?.at(-1);
    if (!chain || !leaf) return;
    let handle = ofPage.get(leaf);
    if (!handle) ofPage.set(leaf, (handle = createRequestHandler(chainBuild(build, chain), mode)));
    if (ofAddress.size >= MAX_ADDRESSES) ofAddress.clear();
    ofAddress.set(pathname, handle);
  };
  return async (request, context) => {
    const { pathname } = new URL(request.url);
    // a page's own address (React Router's data requests name the page otherwise: whole tables)
    const page = !pathname.endsWith(".data") && !pathname.startsWith("/__manifest");
    const known = page ? ofAddress.get(pathname) : undefined;
    if (known) return known(request, context);
    const res = await (mayBeBackOffice(pathname) ? whole : storefront)(request, context);
    if (page && res.status === 200 && request.method === "GET") setImmediate(learn, pathname);
    return res;
  };
}
