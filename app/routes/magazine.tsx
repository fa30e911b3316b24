// The magazine (posts list and post): the page exists in the layout; its entry in the menus shows
// only once posts exist in the visitor's language (domain/magazine.ts). Posts come with their issue.
import type { Route } from "./+types/magazine";
import { ComingSoon } from "../components/shell/coming-soon";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";

export function loader({ request, context }: Route.LoaderArgs) {
  pageRequest(request, context);
  return null;
}

export default function Page() {
  return <ComingSoon title="nav.magazine" />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "nav.magazine");
}
