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

export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<typeof layoutLoader>("routes/layout");
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
