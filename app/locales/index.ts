// All interface strings: one file per area of the storefront, merged here.
import type { Lang } from "../../domain/types";
import { accessibility } from "./accessibility";
import { admin } from "./admin";
import { adminCatalogue } from "./admin-catalogue";
import { adminCategories } from "./admin-categories";
import { adminCommerce } from "./admin-commerce";
import { adminLoyalty } from "./admin-loyalty";
import { adminCommerceSettings } from "./admin-commerce-settings";
import { adminCustomers } from "./admin-customers";
import { adminLook } from "./admin-look";
import { adminMedia } from "./admin-media";
import { adminDesk } from "./admin-desk";
import { adminOrders } from "./admin-orders";
import { adminRecords } from "./admin-records";
import { adminCounter } from "./admin-counter";
import { adminStatistics } from "./admin-statistics";
import { adminSchedule } from "./admin-schedule";
import { adminShops } from "./admin-shops";
import { account } from "./account";
import { booking } from "./booking";
import { consent } from "./consent";
import { adminConsent } from "./admin-consent";
import { adminContent } from "./admin-content";
import { adminContentForms } from "./admin-content-forms";
import { catalogue } from "./catalogue";
import { common } from "./common";
import { content } from "./content";
import { eshop } from "./eshop";
import { gift } from "./gift";
import { journey } from "./journey";
import { marketplace } from "./marketplace";
import { payment } from "./payment";
import { shell } from "./shell";
import { ui } from "./ui";

/** every area's catalogue, in the order they are merged (a key defined twice would hide one) */
export const areas = [common, shell, catalogue, account, booking, payment, ui, accessibility, content, gift, eshop, journey, admin, adminSchedule, adminCatalogue, adminCategories, adminCommerce, adminLoyalty, adminDesk, adminCustomers, adminOrders, adminStatistics, adminRecords, adminLook, adminCounter, consent, adminConsent, adminContent, adminContentForms, adminShops, adminMedia, adminCommerceSettings, marketplace] as const;

type Fr<A> = A extends { fr: infer T } ? T : never;
export type MessageKey = keyof (Fr<typeof common> & Fr<typeof shell> & Fr<typeof catalogue> & Fr<typeof account> & Fr<typeof booking> & Fr<typeof payment> & Fr<typeof ui> & Fr<typeof accessibility> & Fr<typeof content> & Fr<typeof gift> & Fr<typeof eshop> & Fr<typeof journey> & Fr<typeof admin> & Fr<typeof adminSchedule> & Fr<typeof adminCatalogue> & Fr<typeof adminCategories> & Fr<typeof adminCommerce> & Fr<typeof adminLoyalty> & Fr<typeof adminDesk> & Fr<typeof adminCustomers> & Fr<typeof adminOrders> & Fr<typeof adminStatistics> & Fr<typeof adminRecords> & Fr<typeof adminLook> & Fr<typeof adminCounter> & Fr<typeof consent> & Fr<typeof adminConsent> & Fr<typeof adminContent> & Fr<typeof adminContentForms> & Fr<typeof adminShops> & Fr<typeof adminMedia> & Fr<typeof adminCommerceSettings> & Fr<typeof marketplace>);
export type Catalogue = Record<MessageKey, string>;

function merged(lang: Lang): Catalogue {
  return Object.assign({}, ...areas.map((a) => a[lang])) as Catalogue;
}

export const catalogues: Record<Lang, Catalogue> = { fr: merged("fr"), de: merged("de"), en: merged("en"), es: merged("es"), it: merged("it") };
