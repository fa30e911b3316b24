// Return pages after a card payment (/payments/fail, /payments/success, /payments/rdvcheck):
// only when online payment is enabled; their content comes with the payment issue.
import type { Route } from "./+types/payments";
import { ComingSoon } from "../components/shell/coming-soon";
import { requireModule } from "../lib/modules.server";
import { notFound } from "../lib/not-found";
import { pageMeta } from "../lib/seo";

const TITLES = { success: "shell.paymentSuccess", fail: "shell.paymentFail", rdvcheck: "shell.paymentCheck" } as const;

export function loader({ request, context, params }: Route.LoaderArgs) {
  const outcome = params.outcome as keyof typeof TITLES;
  if (!(outcome in TITLES)) notFound();
  requireModule(request, context, (m) => m.payment);
  return { title: TITLES[outcome] };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={loaderData.title} />;
}

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(matches, data?.title ?? "shell.paymentCheck");
}
