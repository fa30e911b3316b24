// What React Router loaders receive from the server (their `context`).
import type { Company } from "./tenancy/companies";

export interface PageContext {
  /** the company of the Host, or null when no company is registered for it */
  company: Company | null;
  requestId: string;
  /** an encoded preview theme (from the address or the header), sent on as `previewtheme` */
  previewTheme: string | null;
  /** development or DEMO: pages for the team (the component gallery) answer; otherwise they are 404 */
  devPages: boolean;
  /** reaches the API in-process: no network hop */
  internalFetch(request: Request): Promise<Response>;
}

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
