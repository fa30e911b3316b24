// What a demo business is made of (server/db/seed.ts writes it), and the helpers its files share:
// images by name (each at 480 and 960 px, made by scripts/demo-images/) and opening hours.
import type { ConsentQuestion } from "../../../domain/consent";
import type { RecordField } from "../../../domain/record-schema";
import type { DepositRule } from "../../../domain/order-totals";
import type { HourRange, Image, Localised, OpeningHours, Weekday } from "../../../domain/types";

export { img } from "./images";

export const closed = { status: "closed" as const, hours: [] as HourRange[] };
export const day = (start: string, end: string) => ({ status: "day" as const, hours: [{ start, end }] });
export const pause = (...ranges: [string, string][]) => ({ status: "pause" as const, hours: ranges.map(([start, end]) => ({ start, end })) });

export const weekdays = (ranges: HourRange[], days: Weekday[]) => Object.fromEntries(days.map((d) => [d, ranges]));

export interface DemoService {
  key: string;
  slug: string | null;
  type: "1" | "4";
  category: string;
  name: Required<Localised>;
  description: Required<Localised>;
  duration: number;
  pause: number;
  /** weekend (base) price, cents */
  price: number;
  /** weekday price when it differs, cents */
  weekPrice?: number;
  draft?: boolean;
  upsellOnly?: boolean;
  nbCustomerRequired?: number;
  priceTime?: { duration: number; value: number }[];
  packageOf?: string[];
  /** the service's own deposit rule when the business takes payment online */
  deposit?: DepositRule;
  /** shop keys that offer it (all when omitted), with an optional shop price */
  shops?: Record<string, number | null>;
  image?: string;
}

export interface DemoBusiness {
  token: string;
  nickname: string;
  hosts: string[];
  settings: Record<string, unknown>;
  shops: {
    key: string;
    slug: string;
    externalId: string;
    name: string;
    address: string;
    city: string;
    zipcode: string;
    phone: string;
    email: string;
    lat: number;
    lng: number;
    description: Localised;
    openingHours: OpeningHours;
    images: Image[];
    /** the geographic group's key (geoGroups) */
    geoGroup?: string;
    /** false: the shop takes no online booking (the marketplace says so) */
    bookingActive?: boolean;
  }[];
  /** the business's geographic groups, in order */
  geoGroups?: { key: string; name: Localised }[];
  categories: { key: string; slug: string; name: Required<Localised>; description: Localised; image?: string }[];
  services: DemoService[];
  /** `stock`: units in each shop (null: not tracked), unless `stockByShop` names a shop's own */
  products: { slug: string; name: Required<Localised>; description: Localised; price: number; stock: number | null; stockByShop?: Record<string, number>; image: string }[];
  employees: { name: string; shop: string; skills: string[] | "all"; hours: Partial<Record<Weekday, HourRange[]>> }[];
  cabins: { name: string; shop: string }[];
  /**
   * The business's team beyond the demo company user (who edits content at every demo business):
   * each signs in at POST /api/cmpusers/login with DEMO_TEAM_PASSWORD (server/db/seed.ts), linked
   * to the shops named by key (decision 210).
   */
  team?: { email: string; firstname: string; lastname: string; role: "owner" | "manager" | "staff"; shops: string[]; /** the employee (by name) whose agenda is theirs */ employee?: string }[];
  /** the points on the demo customer's loyalty card (the business runs a programme) */
  demoLoyaltyPoints?: number;
  /** paliers whose reward is a service, named by its key: added to the programme once the service has its id */
  loyaltyServiceTiers?: { id: string; threshold: number; service: string; name: Localised }[];
  /** the e-shop's categories, each with its products (by slug), in their order */
  eshopCategories?: { slug: string; name: Required<Localised>; products: string[] }[];
  /** gift vouchers already sold (at the counter), spendable online: their printed code and value */
  vouchers?: { code: string; value: number }[];
  /** the business's coupons (all services and products when no scope) */
  coupons?: {
    code: string;
    name: Localised;
    reductionType: "percentage" | "amount";
    amount: number;
    scope?: "services" | "products" | "both";
    minimumOrder?: number;
    listed?: boolean;
    automatic?: boolean;
    usageLimitPerCustomer?: number;
  }[];
  /** consent form templates, each attached to services named by key (decision 283) */
  consentForms?: { title: Required<Localised>; intro: Localised; questions: ConsentQuestion[]; services: string[] }[];
  /** record types, pigments, needles, and a file on the demo customer (decisions 281, 282) */
  records?: {
    collections: { type: string; name: string; fields: RecordField[] }[];
    pigments: { brand: string; colour: string; batch: string; expiresOn: string }[];
    needles: { type: string; batch: string }[];
    customerFile: { type: string; title: string; notes: string; items: { collection: string; values: Record<string, string | number | boolean> }[] };
  };
  /** the magazine, events, alerts and closures, dated from the seed's day */
  content?: (today: string) => DemoContent;
}

export type DemoContent = ReturnType<typeof import("./spa-content").spaContent>;
