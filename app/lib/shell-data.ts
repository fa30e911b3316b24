// The data every shell component reads: the root loader's company, language and customer, and
// the layout loader's shops. One place, so components never re-fetch what the page already has.
import { useRouteLoaderData } from "react-router";
import { localePath } from "../../domain/service-url";
import { modules } from "../../domain/modules";
import type { Lang } from "../../domain/types";
import type { loader as rootLoader } from "../root";
import type { loader as layoutLoader } from "../routes/layout";

export type RootData = Awaited<ReturnType<typeof rootLoader>>;
export type LayoutData = Awaited<ReturnType<typeof layoutLoader>>;

export function useRootData(): RootData {
  return useRouteLoaderData<typeof rootLoader>("root")!;
}

/** the default layout's route id: its loader's data is the frame's (app/lib/kept-frame.server.ts reads it too) */
export const LAYOUT_ROUTE = "routes/layout";

export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<typeof layoutLoader>(LAYOUT_ROUTE);
}

/** Is the page the home, with its hero at the very top (the header then lies over it, in white)? */
export function homeHero(matches: { id: string; data?: unknown }[]): { isHome: boolean; heroOnTop: boolean } {
  const home = matches.find((m) => m.id.endsWith(":home"));
  return { isHome: Boolean(home), heroOnTop: Boolean((home?.data as { heroOnTop?: boolean } | undefined)?.heroOnTop) };
}

/** Root data plus what is derived from it on every page. */
export function useShell() {
  return shellOf(useRootData());
}

// Worked out once per root data (each of a page's two dozen shell components asks for it).
const shells = new WeakMap<RootData, ReturnType<typeof shell>>();
function shellOf(root: RootData) {
  let made = shells.get(root);
  if (!made) shells.set(root, (made = shell(root)));
  return made;
}

function shell(root: RootData) {
  const lang = root.lang as Lang;
  return {
    ...root,
    lang,
    settings: root.company.settings,
    modules: modules(root.company),
    href: (path: string) => localePath(path, lang),
  };
}
