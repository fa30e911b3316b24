// Every page exists in every language (spec §2): French without a prefix, then /de /en /es /it.
// The prefix is one optional `:lang?` segment, so the table does not grow with the languages; the
// root loader answers 404 when that segment is not a language prefix. Where a language and a
// shop slug would both fit the same place (the home and the shop page, the catalogue under a
// shop), the home keeps a static entry per prefix and the catalogue pages read the shop from the
// address (app/lib/catalogue.ts `catalogueAddress`).
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const OTHER_LANGS = ["de", "en", "es", "it"] as const;

/** A page in every language: its address with the optional language prefix. */
const r = (path: string, file: string, id: string) => route(`:lang?/${path}`, file, { id });

/** Pages in the default layout (header, footer, mobile bottom bar). */
const pages = [
  index("routes/home.tsx", { id: "fr:home" }),
  ...OTHER_LANGS.map((lang) => route(lang, "routes/home.tsx", { id: `${lang}:home` })),
  // accounts
  r("auth", "routes/auth.tsx", "auth"),
  r("auth/login", "routes/auth-login.tsx", "auth-login"),
  r("auth/register", "routes/auth-register.tsx", "auth-register"),
  r("auth/forgot-password", "routes/auth-forgot-password.tsx", "auth-forgot-password"),
  r("auth/password", "routes/auth-password.tsx", "auth-password"),
  r("auth/logout", "routes/auth-logout.tsx", "auth-logout"),
  r("auth/customer/login", "routes/auth-login.tsx", "auth-customer-login"),
  r("auth/customer/register", "routes/auth-register.tsx", "auth-customer-register"),
  r("profile", "routes/profile.tsx", "profile"),
  r("profile/password-reset/:token?", "routes/profile-password-reset.tsx", "profile-password-reset"),
  // a company user's activation link (the mail of POST /api/cmpusers/register)
  r("pro/activation/:token", "routes/pro-activation.tsx", "pro-activation"),
  // the team's sign-in: a disabled site stays visible to them (debug mode)
  r("pro/login", "routes/pro-login.tsx", "pro-login"),
  // booking: the booking step's form and the signed-in customer's cart saving post here
  r("booking/confirm", "routes/booking-confirm.ts", "booking-confirm"),
  r("booking/cart", "routes/booking-cart.ts", "booking-cart"),
  r("booking/quote", "routes/booking-quote.ts", "booking-quote"),
  r("profile/orders", "routes/profile-orders.tsx", "profile-orders"),
  r("profile/orders/:id", "routes/profile-order.tsx", "profile-order"),
  // the consent forms a booking asks to sign before the visit, and a signed one's PDF
  r("profile/orders/:id/consent", "routes/profile-order-consent.tsx", "profile-order-consent"),
  r("profile/consent/:id/pdf", "routes/consent-pdf.ts", "consent-pdf"),
  // the signed 'manage my booking' link of the mails: no sign-in
  r("booking/manage/:token", "routes/booking-manage.tsx", "booking-manage"),
  // the waitlist: joining and leaving (a fetcher's posts), and leaving from the signed link of its mails
  r("waitlist", "routes/waitlist.ts", "waitlist"),
  r("waitlist/leave/:token", "routes/waitlist-leave.tsx", "waitlist-leave"),
  // e-shop, loyalty, payments: their own issues fill these pages
  r("profile/eshoporders", "routes/profile-eshoporders.tsx", "profile-eshoporders"),
  r("profile/eshoporders/:id", "routes/profile-eshoporders.tsx", "profile-eshoporder"),
  r("profile/loyalty", "routes/profile-loyalty.tsx", "profile-loyalty"),
  r("profile/records/:format", "routes/profile-records.ts", "profile-records"),
  r("boutique", "routes/boutique.tsx", "boutique"),
  r("boutique/article/:slug?", "routes/eshop-product.tsx", "boutique-article"),
  r("boutique/commande", "routes/eshop-return.tsx", "eshop-return"),
  r("panier", "routes/panier.tsx", "panier"),
  r("panier/sync", "routes/basket-sync.ts", "basket-sync"),
  r("panier/quote", "routes/basket-quote.ts", "basket-quote"),
  r("gift", "routes/gift.tsx", "gift"),
  r("bonscadeaux", "routes/gift.tsx", "bonscadeaux"),
  r("gift/merci", "routes/gift-thanks.tsx", "gift-thanks"),
  r("gift/pdf/:id", "routes/gift-pdf.ts", "gift-pdf"),
  r("profile/gifts", "routes/profile-gifts.tsx", "profile-gifts"),
  r("magazine", "routes/magazine.tsx", "magazine"),
  r("magazine/:post", "routes/magazine-post.tsx", "magazine-post"),
  r("payments/:outcome", "routes/payments.tsx", "payments"),
  // the bell's events and alerts, asked when it is opened
  r("shell/bell", "routes/shell-bell.ts", "shell-bell"),
  // the shell's own pages
  r("contact", "routes/contact.tsx", "contact"),
  r("legal", "routes/legal.tsx", "legal"),
  r("rgpd", "routes/legal.tsx", "legal-rgpd"),
  r("legales", "routes/legal.tsx", "legal-mentions"),
  r("cgv", "routes/legal.tsx", "legal-cgv"),
  r("cgu", "routes/legal.tsx", "legal-cgu"),
  r("presse", "routes/presse.tsx", "presse"),
  r("accessibilite", "routes/accessibility.tsx", "accessibility"),
  // the catalogue: `:lead?/:shop?` is a language, a shop or both; the page reads which from the address
  r("services", "routes/services.tsx", "services"),
  route(":lead?/:shop?/services/:category", "routes/services-category.tsx", { id: "services-category" }),
  route(":lead?/:shop?/services/:category/:service", "routes/service.tsx", { id: "service" }),
  r(":shop", "routes/shop.tsx", "shop"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
];

/** Pages without the default layout. */
const bare = [r("disabled", "routes/disabled.tsx", "disabled"), r("waiting", "routes/waiting.tsx", "waiting")];

/** The back-office's catalogue (decision 240): the lists and their order, an article's form. */
const adminCatalogue = [
  route("catalogue", "routes/admin-catalogue.tsx", { id: "admin-catalogue" }),
  route("catalogue/categories", "routes/admin-catalogue-categories.tsx", { id: "admin-catalogue-categories" }),
  route("catalogue/categories/new", "routes/admin-catalogue-category.tsx", { id: "admin-catalogue-category-new" }),
  route("catalogue/categories/:id", "routes/admin-catalogue-category.tsx", { id: "admin-catalogue-category" }),
  route("catalogue/new/:kind", "routes/admin-catalogue-article.tsx", { id: "admin-catalogue-new" }),
  route("catalogue/:kind/:id", "routes/admin-catalogue-article.tsx", { id: "admin-catalogue-article" }),
];

/** The back-office's shops and staff (decision 242): shops with their days and resources, employees with their absences. */
const adminShops = [
  route("shops", "routes/admin-shops.tsx", { id: "admin-shops" }),
  route("shops/new", "routes/admin-shop.tsx", { id: "admin-shop-new" }),
  route("shops/:id", "routes/admin-shop.tsx", { id: "admin-shop" }),
  route("shops/:id/resources", "routes/admin-shop-resources.tsx", { id: "admin-shop-resources" }),
  route("staff", "routes/admin-staff.tsx", { id: "admin-staff" }),
  route("staff/new", "routes/admin-employee.tsx", { id: "admin-employee-new" }),
  route("staff/:id", "routes/admin-employee.tsx", { id: "admin-employee" }),
];

// the gift vouchers, the loyalty programme and the e-shop's shelves (decision 288)
const adminCommerceSettings = [
  route("commerce/gifts", "routes/admin-commerce-gifts.tsx", { id: "admin-commerce-gifts" }),
  route("commerce/loyalty", "routes/admin-commerce-loyalty.tsx", { id: "admin-commerce-loyalty" }),
  route("commerce/shelves", "routes/admin-commerce-shelves.tsx", { id: "admin-commerce-shelves" }),
  route("commerce/shelves/new", "routes/admin-commerce-shelf.tsx", { id: "admin-commerce-shelf-new" }),
  route("commerce/shelves/:id", "routes/admin-commerce-shelf.tsx", { id: "admin-commerce-shelf" }),
];

// the magazine, events, alerts and the texts (decisions 284, 285)
const adminContent = [
  route("content", "routes/admin-content.tsx", { id: "admin-content" }),
  route("content/posts/new", "routes/admin-content-post.tsx", { id: "admin-content-post-new" }),
  route("content/posts/:id", "routes/admin-content-post.tsx", { id: "admin-content-post" }),
  route("content/posts/:id/preview", "routes/admin-content-preview.tsx", { id: "admin-content-preview" }),
  route("content/categories/new", "routes/admin-content-category.tsx", { id: "admin-content-category-new" }),
  route("content/categories/:id", "routes/admin-content-category.tsx", { id: "admin-content-category" }),
  route("content/events/new", "routes/admin-content-event.tsx", { id: "admin-content-event-new" }),
  route("content/events/:id", "routes/admin-content-event.tsx", { id: "admin-content-event" }),
  route("content/alerts/new", "routes/admin-content-alert.tsx", { id: "admin-content-alert-new" }),
  route("content/alerts/:id", "routes/admin-content-alert.tsx", { id: "admin-content-alert" }),
  route("content/texts", "routes/admin-content-texts.tsx", { id: "admin-content-texts" }),
];

/**
 * The back-office (decision 230): its own layout, signed in with a company user's provider token;
 * never kept (server/page-answers.ts) nor indexed (robots.txt, X-Robots-Tag).
 */
const admin = [
  route(":lang?/admin/login", "routes/admin-login.tsx", { id: "admin-login" }),
  route(":lang?/admin", "routes/admin.tsx", { id: "admin" }, [
    index("routes/admin-index.ts", { id: "admin-index" }),
    route("agenda", "routes/admin-agenda.tsx", { id: "admin-agenda" }),
    route("agenda/new", "routes/admin-agenda-new.tsx", { id: "admin-agenda-new" }),
    route("agenda/block", "routes/admin-agenda-block.tsx", { id: "admin-agenda-block" }),
    route("agenda/booking/:id", "routes/admin-agenda-booking.ts", { id: "admin-agenda-booking" }),
    // the agenda's live changes, as server-sent events (decision 231)
    route("agenda/events", "routes/admin-agenda-events.ts", { id: "admin-agenda-events" }),
    route("logout", "routes/admin-logout.ts", { id: "admin-logout" }),
    route("customers", "routes/admin-customers.tsx", { id: "admin-customers" }),
    route("customers/:id", "routes/admin-customer.tsx", { id: "admin-customer" }),
    route("supplies", "routes/admin-supplies.tsx", { id: "admin-supplies" }),
    route("orders", "routes/admin-orders.tsx", { id: "admin-orders" }),
    route("orders/:kind/:id", "routes/admin-order.tsx", { id: "admin-order" }),
    route("counter/new", "routes/admin-counter-sale.tsx", { id: "admin-counter-sale" }),
    route("statistics", "routes/admin-statistics.tsx", { id: "admin-statistics" }),
    route("statistics/export", "routes/admin-statistics-export.ts", { id: "admin-statistics-export" }),
    route("audit", "routes/admin-audit.tsx", { id: "admin-audit" }),
    // consent form templates (decision 283) and a signed form's PDF
    route("consent", "routes/admin-consent.tsx", { id: "admin-consent" }),
    route("consent/new", "routes/admin-consent-form.tsx", { id: "admin-consent-new" }),
    route("consent/:id", "routes/admin-consent-form.tsx", { id: "admin-consent-edit" }),
    route("consent/:id/pdf", "routes/admin-consent-pdf.ts", { id: "admin-consent-pdf" }),
    ...adminCatalogue,
    ...adminContent,
    route("commerce", "routes/admin-commerce.tsx", { id: "admin-commerce" }),
    route("commerce/payment", "routes/admin-commerce-payment.tsx", { id: "admin-commerce-payment" }),
    route("commerce/rules", "routes/admin-commerce-rules.tsx", { id: "admin-commerce-rules" }),
    route("commerce/stock", "routes/admin-commerce-stock.tsx", { id: "admin-commerce-stock" }),
    route("commerce/coupons/new", "routes/admin-commerce-coupon.tsx", { id: "admin-commerce-coupon-new" }),
    route("commerce/coupons/:id", "routes/admin-commerce-coupon.tsx", { id: "admin-commerce-coupon" }),
    ...adminCommerceSettings,
    // the look, previewed live in a frame of the storefront (decision 244)
    route("look", "routes/admin-look.tsx", { id: "admin-look" }),
    route("look/preview", "routes/admin-look-preview.ts", { id: "admin-look-preview" }),
    ...adminShops,
  ]),
];

/** Pages for the team, inside the default layout, in French only: 404 unless in development or DEMO. */
const devPages = [route("dev/design", "routes/dev-design.tsx", { id: "dev-design" })];

export default [
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // each language's strings, a script file named by its content (app/lib/strings.server.ts)
  route("strings/:file", "routes/strings.ts", { id: "strings" }),
  ...bare,
  ...admin,
  layout("routes/layout.tsx", [...devPages, ...pages]),
] satisfies RouteConfig;
