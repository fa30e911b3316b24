// React Router's page handler, with the back-office's routes apart. React Router matches an
// address twice per page (its request handler, then its static handler), trying the table's
// branches in order until one fits; every optional segment (`:lang?`) doubles a route's branches,
// so the 126 routes make 247 branches, and the back-office's 59 routes 118 of them. A storefront
// page (the home is tried against all of them, being ranked last) never needs those: it is
// answered from a table without them, the back-office's addresses from the whole table.
import { createRequestHandler, type ServerBuild } from "react-router";

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

/** The handler of every page request; in development (a build read at each request) the whole table. */
export function pageHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): Handle {
  if (typeof build === "function") return createRequestHandler(build, mode);
  const whole = createRequestHandler(build, mode);
  const storefront = createRequestHandler(storefrontBuild(build), mode);
  return (request, context) => (mayBeBackOffice(new URL(request.url).pathname) ? whole : storefront)(request, context);
}
