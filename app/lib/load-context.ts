// The load context every loader and action receives from the server's page handler.
import type { PageContext } from "../../contract/page-context";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
