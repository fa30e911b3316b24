// The bell's content, asked when a visitor opens it (decision 295): the current events and alerts,
// and for an alert that books a service, that service and the shop chooser's shops. Every page
// sends only whether the bell rings; what it holds comes from the same frame the layout reads.
import type { Route } from "./+types/shell-bell";
import { pageFrame } from "../lib/frame.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { events, alerts, reservable, pickerShops } = await pageFrame(request, context);
  return { events, alerts, reservable, pickerShops };
}
