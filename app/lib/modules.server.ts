// Pages of optional modules (spec §5): a module that is off answers 404, as if the page did not exist.
import type { AppLoadContext } from "react-router";
import { modules, type Modules } from "../../domain/modules";
import { notFound } from "./not-found";
import { pageRequest } from "./page.server";

export function requireModule(request: Request, context: AppLoadContext, allowed: (m: Modules) => boolean) {
  const page = pageRequest(request, context);
  if (!allowed(modules(page.company))) notFound();
  return page;
}
