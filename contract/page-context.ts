// What the server's page handler gives every loader and action (React Router's load context):
// built once per request, from the Host, the address and the cookies (server/app.ts).
import type { Lang } from "../domain/types";
import type { ApiClient } from "./client";
import type { PublicCompany } from "./companies";
import type { UserView } from "./users";

/** What every page knows of the signed-in customer (the root loader's `customer`). */
export type PageCustomer = Pick<UserView, "id" | "firstname" | "lastname" | "email" | "phone" | "profileWarning" | "hasLoyaltyCard">;

/** What of the account every page gets, from the API's view of the customer. */
export const pageCustomerOf = (user: UserView): PageCustomer => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  phone: user.phone,
  profileWarning: user.profileWarning,
  hasLoyaltyCard: user.hasLoyaltyCard,
});

export type PageContext = {
  /** the company of the Host as any visitor may see it (no secret), or null when none owns the host */
  company: PublicCompany | null;
  /** the time this page is handled at, from the server's one clock (a test sets it): loaders count days from it */
  now: Date;
  /** the API client of this request: the company, the page's language, the session, the preview theme */
  api: ApiClient | null;
  /** the page's language: the address's, when the company offers it, else its first language */
  lang: Lang;
  /** the languages the company offers, fr first */
  langs: Lang[];
  /** the signed-in customer's session token (httpOnly cookie), and a provider's */
  session: { customerToken: string | null; providerToken: string | null };
  /**
   * the signed-in customer the server already looked up for this page, so the root loader reads
   * no session again. On a page drawn to be kept per account shape, their details are markers the
   * server fills in each answer, and `session` and `api` carry no token (server/account-pages.ts).
   */
  customer?: PageCustomer;
  /**
   * the shop of the signed-in customer's saved product basket (null: none saved), read by the server
   * with their session for the e-shop's and the basket's pages, which are then kept per that shop as
   * well as per account shape; undefined where it was not read (the page reads it itself)
   */
  savedBasketShop?: string | null;
  requestId: string;
  /** the request's log: what a page could not do but went on without */
  log: { warn(details: Record<string, unknown>, message: string): void };
  /** development or DEMO: pages for the team (the component gallery) answer; otherwise they are 404 */
  devPages: boolean;
  /** this answer's Content-Security-Policy nonce: the page's inline scripts and styles carry it */
  nonce: string;
  /**
   * a page drawn alike for every visitor without a session (nothing of the request but its address,
   * language and consent) says so: its answer may then be kept a minute (server/page-answers.ts)
   */
  keepAlike?: () => void;
  /**
   * the page written whole (nothing of it left to wait for) and the answer made of it: the server
   * sends, keeps and compresses these bytes as they are rather than reading the answer's stream
   */
  wholePage?: (html: Buffer<ArrayBuffer>, answer: Response) => void;
  /** the frame's groups kept per frame key (decision 309): spliced rather than drawn again */
  frames?: KeptFrameStore;
  /** the page is drawn inside a frame (the owner's preview): no cookie card, never kept (server/app.ts) */
  framed?: boolean;
  /** the end (epoch seconds) of the signed preview theme's window, when the page shows one */
  previewExpires?: number | null;
  /** reports a loader's, an action's or a render's error (server/telemetry/error-reports.ts), when configured */
  reportError?: (error: unknown) => void;
  /** where the browser reports its own errors (SENTRY_DSN, public by design, and the release), when configured */
  browserReports?: { dsn: string; release: string } | null;
  /**
   * the committed changes of this company's agendas (server/agenda/events.ts): `onChange` gets the
   * shop-local day each change of that shop touched, `onEnd` when the server stops; null when the
   * server has none to give
   */
  agendaEvents?: { subscribe(shopId: number, onChange: (date: string) => void, onEnd: () => void): Promise<() => void> } | null;
  /** the analytics tag this page loads (the business's id and the visitor's consent), or null */
  analytics?: { measurementId: string; conversion: string | null; src: string } | null;
};

/** The cookies the page handler and the pages both read. */
export const COOKIES = {
  /** the customer's session token, httpOnly, 30 days (spec §9) */
  customer: "auth",
  /** a provider's (business-side) token: its own cookie, so it can coexist with a customer session */
  provider: "auth_provider",
  /** a back-office's preview theme, for the tab's lifetime */
  previewTheme: "previewtheme",
} as const;

/** A cookie's value from a Cookie header (or document.cookie), decoded; null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

/** The inner HTML of the frame's two groups, as React drew them (app/lib/kept-frame.tsx). */
export interface FrameGroups {
  top: string;
  bottom: string;
}

/** Where a page's frame groups are kept for the next page with the same frame key. */
export interface KeptFrameStore {
  get(key: string): FrameGroups | null;
  keep(key: string, groups: FrameGroups): void;
}
