// The company's settings document (spec §3 'Company'), stored as JSONB and parsed with its
// defaults on every read, so a business created with `{}` gets the spec's defaults everywhere.
// Writing goes through `validateSettings`, which names the path of the first bad field.
import { z } from "zod";
import { DEFAULT_CANCELLATION_CUTOFF_HOURS } from "./cancellation-refund";
import { localisedSchema as localised } from "./entities";
import { loyaltyProgrammeSchema } from "./loyalty";
import { GIFT_AMOUNTS_MAX } from "./gift-voucher";
import { depositPolicySchema } from "./deposit-schema";
import { DEFAULT_REMINDER_HOURS } from "./reminders";
import { LANGS, type Lang } from "./types";

const color = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/, "must be a CSS colour (#rgb, #rrggbb, rgb(), hsl())");

const url = z.string().refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//") && !v.includes("\\")) || /^https?:\/\//.test(v), "must be an http(s) URL or a path");

const socialNetwork = z.object({ active: z.boolean().default(false), url: url.default("") }).default({ active: false, url: "" });

const font = z.object({ name: z.string().max(80).default(""), url: url.default("") });

const heroSlide = z.object({
  title: localised.default({}),
  text: localised.default({}),
  image: z.object({ url }).default({ url: "" }),
  buttonAction: z.enum(["none", "service", "url"]).default("none"),
  buttonText: localised.default({}),
  /** the service id for 'service', the address for 'url' */
  buttonActionValue: z.union([z.string(), z.number()]).nullable().default(null),
});

const customMenuItem = z.object({
  label: localised,
  url,
  order: z.number().int().default(0),
  newTab: z.boolean().default(false),
});

const navTab = z.enum(["gift", "services", "contact", "shops", "eShop", "account", "magazine"]);

export const PAYMENT_PROVIDERS = ["free", "stripe", "payzen", "saferpay", "paypal", "monetico"] as const;

const paymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS).default("free"),
  /**
   * The provider's keys, server side only: publicKey and secretKey, and what each provider needs
   * besides (stripe webhookSecret; payzen shopId, hmacKey; saferpay customerId, terminalId,
   * apiUser; paypal clientId, webhookId; monetico tpe, companyCode). Only publicKey is public.
   */
  keys: z.object({ publicKey: z.string().default(""), secretKey: z.string().default("") }).catchall(z.string().max(500)).prefault({}),
});

/** Default minutes a slot is held for a customer who is paying online. */
export const DEFAULT_HOLD_MINUTES = 10;

const appointmentPaymentSchema = z.object({
  /** bookings end in payment online (with a provider other than free) */
  active: z.boolean().default(false),
  /** how much is paid online: the full price by default; a service may carry its own rule */
  deposit: depositPolicySchema.prefault({}),
  /** minutes the chosen slots are held while the customer pays */
  holdMinutes: z.number().int().min(2).max(60).default(DEFAULT_HOLD_MINUTES),
  /** hours before the booking until which a customer's cancellation is refunded */
  cancellationCutoffHours: z.number().int().min(0).max(720).default(DEFAULT_CANCELLATION_CUTOFF_HOURS),
});

const oauthKeysSchema = z.object({
  google: z.object({ clientId: z.string().default(""), clientSecret: z.string().default("") }).prefault({}),
  facebook: z.object({ appId: z.string().default(""), appSecret: z.string().default("") }).prefault({}),
});

const bookerSchema = z.object({
  siteDisabled: z.boolean().default(false),
  siteDisabledHideDefault: z.boolean().default(false),
  siteDisabledMessage: localised.default({}),
  langs: z
    .object({ fr: z.boolean(), de: z.boolean(), en: z.boolean(), es: z.boolean(), it: z.boolean() })
    .partial()
    .default({ fr: true, de: true, en: true, es: true, it: true })
    .refine((l) => Object.values(l).some(Boolean), "at least one language must be offered"),
  homepageType: z.enum(["mono", "multi", "mkp", "mkp-2"]).default("multi"),
  /** the shop finder's map tiles (decision 203): an https address with {z}, {x} and {y}, and the credit the tiles' licence asks for */
  mapTiles: z
    .object({
      url: z
        .string()
        .max(300)
        .regex(/^https:\/\/[^\s"'<>]+$/, "must be an https address")
        .refine((u) => ["{z}", "{x}", "{y}"].every((p) => u.includes(p)), "must hold {z}, {x} and {y}")
        .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
      attribution: z.string().max(300).default("© OpenStreetMap contributors"),
    })
    .prefault({}),
  sections: z
    .object({
      home: z
        .object({
          heroImage: z
            .object({
              enabled: z.boolean().default(false),
              serviceId: z.number().int().nullable().default(null),
              isBottom: z.boolean().default(false),
              image: z.object({ url }).default({ url: "" }),
              position: z.enum(["left", "right", "bottom"]).default("left"),
              slides: z.array(heroSlide).max(10).default([]),
            })
            .prefault({}),
        })
        .prefault({}),
    })
    .prefault({}),
  /** the loyalty programme: off until the business sets it up (decision 056) */
  loyalty: loyaltyProgrammeSchema.prefault({}),
  couponsPopupHome: z.boolean().default(false),
  couponsPopupText: localised.default({}),
  popupImg: z
    .object({ enabled: z.boolean().default(false), image: url.default(""), html: localised.default({}), button: z.object({ text: localised.default({}), url: url.default("") }).prefault({}) })
    .prefault({}),
  customMenuItems: z.array(customMenuItem).max(30).default([]),
  primarySiteLink: z.object({ enabled: z.boolean().default(false), url: url.default(""), text: localised.default({}) }).prefault({}),
  auth: z.object({ fastRegistration: z.boolean().default(false) }).prefault({}),
  payment: paymentSchema.prefault({}),
  appointment: z
    .object({
      payment: appointmentPaymentSchema.prefault({}),
      /** minutes: the grid slots are cut on (spec §5) */
      cuttingHours: z.number().int().min(5).max(240).default(30),
      /** minutes before a slot starts when it can no longer be booked or cancelled online */
      minNoticeMinutes: z.number().int().min(0).max(10_080).default(60),
    })
    .prefault({}),
  /** the reminder of a booking (decision 253): by e-mail, and by SMS to a customer with a phone when `sms` */
  reminders: z
    .object({
      active: z.boolean().default(true),
      /** hours before the appointment (moved out of the night: domain/reminders.ts) */
      hours: z.number().int().min(1).max(168).default(DEFAULT_REMINDER_HOURS),
      sms: z.boolean().default(false),
    })
    .prefault({}),
  useCabinManagement: z.boolean().default(false),
  equipments: z.object({ type: z.enum(["none", "active"]).default("none") }).prefault({}),
  eshopEnabled: z.boolean().default(false),
  /** the magazine in the menus, when it has posts: a business may keep its posts off the site */
  magazineEnabled: z.boolean().default(true),
  products: z
    .object({
      active: z.boolean().default(false),
      /** e-shop orders: click & collect at the shop always; delivery when active, at this price (cents), free from `freeFrom` cents when set */
      delivery: z.object({ active: z.boolean().default(false), price: z.number().int().min(0).max(100_000).default(0), freeFrom: z.number().int().min(0).max(10_000_000).nullable().default(null) }).prefault({}),
      /** minutes the stock is held while the customer pays */
      holdMinutes: z.number().int().min(5).max(120).default(30),
    })
    .prefault({}),
  cart: z.object({ active: z.boolean().default(true) }).prefault({}),
  gift: z
    .object({
      active: z.boolean().default(false),
      /** months a voucher bought online can be spent, from the day it is bought */
      validityMonths: z.number().int().min(1).max(60).default(12),
      /** cents: the amounts offered on /gift, and the bounds of a free amount */
      amounts: z.array(z.number().int().min(100).max(500_000)).max(GIFT_AMOUNTS_MAX).default([3000, 5000, 8000, 12000]),
      minAmount: z.number().int().min(100).max(500_000).default(2000),
      maxAmount: z.number().int().min(100).max(500_000).default(50000),
      /** whether a voucher can name one of the business's services */
      services: z.boolean().default(true),
      /** the gift limit (decision 215): at most this many bookings paid with a gift voucher start on one day at one shop; null: no limit */
      bookingsPerDay: z.number().int().min(0).max(1000).nullable().default(null),
    })
    .refine((g) => g.maxAmount >= g.minAmount, { path: ["maxAmount"], message: "must not be below minAmount" })
    .prefault({}),
  /** the voucher themes; one no longer offered is kept, inactive, since vouchers already sold are drawn with it */
  gifts: z
    .object({
      themes: z
        .array(z.object({ id: z.string().min(1).max(64), name: localised, image: url, active: z.boolean().default(true) }))
        .max(24)
        .default([])
        .refine((themes) => new Set(themes.map((t) => t.id)).size === themes.length, "each theme needs its own id"),
    })
    .prefault({}),
  navigation: z
    .object({
      mobile: z
        .object({
          bottomNavLeft: navTab.default("services"),
          bottomNavRight: navTab.default("contact"),
          bottomNavLeftInfo: localised.default({}),
          bottomNavRightInfo: localised.default({}),
        })
        .prefault({}),
      desktop: z.object({ showGift: z.boolean().default(true) }).prefault({}),
    })
    .prefault({}),
  services: z
    .object({
      list: z
        .object({
          display: z.object({ duration: z.boolean().default(false), price: z.boolean().default(true) }).prefault({}),
          priceMode: z.enum(["first", "lowest", "none"]).default("lowest"),
        })
        .prefault({}),
    })
    .prefault({}),
  textLegals: z
    .object({ rgpd: localised.default({}), mentions: localised.default({}), cgv: localised.default({}), cgu: localised.default({}) })
    .prefault({}),
  pressText: localised.default({}),
  seo: z
    .object({ siteTabTitlePattern: z.string().max(120).default("%s"), description: localised.default({}) })
    .prefault({}),
  favicon: z.object({ title: z.string().max(120).default(""), image: url.default("") }).prefault({}),
  alertMessages: z.array(z.object({ body: localised, serviceId: z.number().int().nullable().default(null) })).default([]),
  oauthKeys: oauthKeysSchema.prefault({}),
  mCurrency: z.object({ symbol: z.string().max(5).default("€"), code: z.string().length(3).default("EUR") }).prefault({}),
  // Third parties (spec §3). Google's tag: its measurement id, and Google Ads' conversion id and
  // label; it runs only with the visitor's consent (domain/analytics.ts, decision 264).
  ganalytics: z.union([z.literal(""), z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must be a measurement id such as G-ABC123DEF4")]).default(""),
  gaConversionId: z.union([z.literal(""), z.string().regex(/^AW-\d{6,14}$/, "must be a conversion id such as AW-123456789")]).default(""),
  gaConversionLabel: z.string().regex(/^[\w-]{0,64}$/, "letters, digits, '-' and '_' only").default(""),
  // Stored and checked; their widgets are not built (decision 264).
  /** Avis Vérifiés' website code */
  avisverifies: z.string().regex(/^[\w-]{0,64}$/, "letters, digits, '-' and '_' only").default(""),
  /** a newsletter opt-in widget: shown when active, with the provider's form id */
  optin: z.object({ active: z.boolean().default(false), formId: z.string().regex(/^[\w-]{0,64}$/, "letters, digits, '-' and '_' only").default("") }).prefault({}),
  /** Klaviyo's public API key (site id): 6 letters and digits */
  klaviyoPublicKey: z.union([z.literal(""), z.string().regex(/^[A-Za-z0-9]{6}$/, "must be Klaviyo's 6-character public key")]).default(""),
  mCurrencyFormat: z.string().regex(/^(#\s?!|!\s?#)$/, "must be '#!', '# !', '!#' or '! #'").default("#!"),
  /** origins of the back-office windows allowed to drive the live preview */
  previewOrigins: z.array(z.string().url()).default([]),
});

export const companySettingsSchema = z.object({
  nickname: z.string().default(""),
  isDebug: z.boolean().default(false),
  maintenance: z.boolean().default(false),
  identity: z
    .object({
      displayName: z.string().min(1).max(120).default("Vitrine"),
      websiteURL: url.default(""),
      logo: url.default(""),
      logoWhite: url.default(""),
      logoSize: z.number().int().min(10).max(300).default(50),
      socialNetworks: z
        .object({
          facebook: socialNetwork,
          google: socialNetwork,
          youtube: socialNetwork,
          instagram: socialNetwork,
          linkedIn: socialNetwork,
        })
        .prefault({}),
    })
    .prefault({}),
  themes: z
    .object({
      colors: z
        .object({
          /** light theme primary: text and accents */
          primary: color.default("#1a1b1b"),
          /** the gold accent */
          secondary: color.default("#B9A04E"),
          background: color.default("#ffffff"),
          text: color.default("#1a1b1b"),
          buttonBackground: color.default("#333333"),
          buttonText: color.default("#ffffff"),
        })
        .prefault({}),
      fonts: z
        .object({ title: font.prefault({}), body: font.prefault({}) })
        .prefault({}),
      siteContained: z.boolean().default(false),
      containedBackgroundColor: color.default("#f3f1ec"),
      customCss: z.string().max(20_000).default(""),
    })
    .prefault({}),
  stripeConnectEnabled: z.boolean().default(false),
  stripeConnectId: z.string().default(""),
  booker: bookerSchema.prefault({}),
});

export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** Read a stored document: defaults fill what is missing; an invalid stored value throws. */
export function parseSettings(raw: unknown): CompanySettings {
  return companySettingsSchema.parse(raw ?? {});
}

export type SettingsResult = { ok: true; settings: CompanySettings } | { ok: false; path: string; message: string };

/** Check a document before writing it; the answer names the first bad field by its path. */
export function validateSettings(raw: unknown): SettingsResult {
  const parsed = companySettingsSchema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, settings: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, path: issue.path.join(".") || "(root)", message: issue.message };
}

/** The settings a visitor's browser may see: the same document, secrets removed. */
export const publicSettingsSchema = companySettingsSchema.extend({
  booker: bookerSchema.extend({
    payment: z.object({ provider: z.enum(PAYMENT_PROVIDERS), keys: z.object({ publicKey: z.string() }) }),
    oauthKeys: z.object({ google: z.object({ clientId: z.string() }), facebook: z.object({ appId: z.string() }) }),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export function publicSettings(settings: CompanySettings): PublicSettings {
  const { booker } = settings;
  return {
    ...settings,
    booker: {
      ...booker,
      payment: { provider: booker.payment.provider, keys: { publicKey: booker.payment.keys.publicKey } },
      oauthKeys: {
        google: { clientId: booker.oauthKeys.google.clientId },
        facebook: { appId: booker.oauthKeys.facebook.appId },
      },
    },
  };
}

/** The languages the company offers, in the spec's order (fr first). */
export function offeredLangs(settings: { booker: Pick<CompanySettings["booker"], "langs"> }): Lang[] {
  const langs = LANGS.filter((l) => settings.booker.langs[l]);
  return langs.length ? langs : ["fr"];
}

/** Where the settings name an article (id): the hero, its slides' buttons, alert messages, loyalty rewards; an article they name is not deleted. */
export function settingsNaming(settings: CompanySettings, articleId: number): string[] {
  const b = settings.booker;
  const hero = b.sections.home.heroImage;
  const named: string[] = [];
  if (hero.serviceId === articleId) named.push("the home page's hero");
  hero.slides.forEach((s, i) => {
    if (s.buttonAction === "service" && Number(s.buttonActionValue) === articleId) named.push(`hero slide ${i + 1}`);
  });
  b.alertMessages.forEach((m, i) => {
    if (m.serviceId === articleId) named.push(`alert message ${i + 1}`);
  });
  for (const t of b.loyalty.tiers) if (t.reward.type !== "amount" && t.reward.articleId === articleId) named.push(`loyalty palier '${t.id}'`);
  return named;
}
