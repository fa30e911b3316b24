// The company user writing through a request, and its clock: what the areas record with audit().
import type { Editor } from "../audit/editor";

/** The signed-in company user of a 'provider' operation (its access middleware has set them). */
export const editor = (c: { get(key: "companyUser"): Editor["by"] | null; get(key: "now"): Date }): Editor => ({ by: c.get("companyUser")!, now: c.get("now") });
