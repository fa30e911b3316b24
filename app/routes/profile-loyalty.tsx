// The page of the loyalty card: in the layout when its module is on (404 otherwise); its content comes
// with its own issue.
import type { Route } from "./+types/profile-loyalty";
import { ComingSoon } from "../components/shell/coming-soon";
import { requireSignedIn } from "../lib/account.server";
import { requireModule } from "../lib/modules.server";
import { pageMeta } from "../lib/seo";

export function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.loyalty);
  requireSignedIn(request, context);
  return null;
}

export default function Page() {
  return <ComingSoon title="nav.loyalty" />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "nav.loyalty");
}
