// Creates the demo businesses. Idempotent: a business whose token already exists is left as it
// is (with `reset`, it is deleted first and created anew, with everything that hangs off it).
import type { Tenant } from "../tenant";
import { and, eq, inArray, sql } from "drizzle-orm";
import { validateSettings } from "../../domain/company-settings";
import { sanitiseRichText } from "../../domain/rich-text";
import { DEFAULT_VOUCHER_VALIDITY_MONTHS, voucherValidUntil } from "../../domain/gift-voucher";
import { localDateOf } from "../../domain/time";
import type { Booker } from "../../domain/types";
import type { Db } from "./index";
import { demoBusinesses, img, marketplace, type DemoBusiness } from "./demo";
import { hashPassword } from "../auth/passwords";
import { earnPoints } from "../loyalty/cards";
import {
  articles,
  alerts,
  companyUsers,
  companyUserShops,
  customers,
  events,
  geoGroups,
  marketplaceListings,
  postCategories,
  posts,
  shopDays,
  categories,
  categoryArticles,
  companies,
  companyHosts,
  coupons,
  giftVouchers,
  employeeSkills,
  employees,
  resources,
  shopArticles,
  shops,
  consentTemplates,
  consentTemplateServices,
  collections,
  dossiers,
  needles,
  pigments,
  recordItems,
} from "./schema";

/** The business's record types, pigments and needles, and a file on its demo customer (decisions 281, 282). */
async function seedRecords({ db: tx, companyId }: Tenant, customerId: number, r: NonNullable<DemoBusiness["records"]>) {
  const now = new Date();
  const types = await tx.insert(collections).values(r.collections.map((c) => ({ companyId, ...c, updatedAt: now }))).returning({ id: collections.id, type: collections.type });
  await tx.insert(pigments).values(r.pigments.map((p) => ({ companyId, ...p })));
  await tx.insert(needles).values(r.needles.map((n) => ({ companyId, ...n })));
  const { items, ...file } = r.customerFile;
  const [dossier] = await tx.insert(dossiers).values({ companyId, customerId, ...file, updatedAt: now }).returning({ id: dossiers.id });
  await tx.insert(recordItems).values(items.map((i) => ({ companyId, customerId, dossierId: dossier!.id, collectionId: types.find((t) => t.type === i.collection)!.id, values: i.values, updatedAt: now })));
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo customer of every demo business: signs in with this e-mail and password (README), has a
 * name and a verified e-mail and phone, so the booking step asks nothing more of them.
 */
export const DEMO_CUSTOMER = { email: "client@demo.example", password: "demo-vitrine", firstname: "Léa", lastname: "Martin", phone: "+33612345678" } as const;

/**
 * The demo company user of every demo business: signs in at POST /api/cmpusers/login and writes its
 * content (README), a manager linked to every shop of the business.
 */
export const DEMO_COMPANY_USER = { email: "editeur@demo.example", password: "demo-vitrine-pro", firstname: "Camille", lastname: "Durand", role: "manager" } as const;
/** The password of every demo business's team (DemoBusiness.team): the company user's. */
export const DEMO_TEAM_PASSWORD = DEMO_COMPANY_USER.password;

export async function seedDemo(db: Db, opts: { reset?: boolean } = {}) {
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  const companyUserHash = await hashPassword(DEMO_COMPANY_USER.password);
  for (const business of demoBusinesses) {
    if (await seedBusiness(db, business, opts.reset ?? false, passwordHash, companyUserHash)) created.push(business.nickname);
  }
  if (await seedMarketplace(db, opts.reset ?? false)) created.push(marketplace.nickname);
  return created;
}

/** The demo marketplace: a company with its host and settings, listing the demo businesses (decision 201). */
async function seedMarketplace(db: Db, reset: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.token, marketplace.token));
    if (existing && !reset) return false;
    if (existing) await tx.delete(companies).where(eq(companies.id, existing.id));
    const checked = validateSettings(marketplace.settings);
    if (!checked.ok) throw new Error(`demo settings of the marketplace: ${checked.path}: ${checked.message}`);
    const [company] = await tx.insert(companies).values({ token: marketplace.token, nickname: marketplace.nickname, version: 1, settings: marketplace.settings }).returning({ id: companies.id });
    await tx.delete(companyHosts).where(inArray(companyHosts.host, marketplace.hosts));
    await tx.insert(companyHosts).values(marketplace.hosts.map((host) => ({ host, companyId: company!.id })));
    const listed = await tx.select({ id: companies.id, token: companies.token }).from(companies).where(inArray(companies.token, marketplace.lists));
    const order = (token: string) => marketplace.lists.indexOf(token);
    if (listed.length) await tx.insert(marketplaceListings).values(listed.map((b) => ({ marketplaceId: company!.id, businessId: b.id, sortOrder: order(b.token) })));
    return true;
  });
}

function booker(s: DemoBusiness["services"][number], ids: Map<string, number>): Omit<Booker, "pricesByShops"> {
  return {
    active: true,
    duration: s.duration,
    pause: s.pause,
    vat: 20,
    upsellOnly: s.upsellOnly ?? false,
    upsells: [],
    enableStock: false,
    priceTime: { active: Boolean(s.priceTime), prices: s.priceTime ?? [] },
    appointment: { nbCustomerRequired: s.nbCustomerRequired ?? 1 },
    ...(s.packageOf ? { packageServiceIds: s.packageOf.map((k) => ids.get(k)!) } : {}),
    ...(s.deposit ? { deposit: s.deposit } : {}),
  };
}

function shopRow(s: DemoBusiness["shops"][number], i: number, companyId: number, groups: Map<string, number>) {
  const { key: _key, geoGroup, ...fields } = s;
  return { ...fields, companyId, sortOrder: i, country: "FR", geoGroupId: geoGroup ? groups.get(geoGroup)! : null };
}

function serviceRow(b: DemoBusiness, s: DemoBusiness["services"][number], ids: Map<string, number>, companyId: number) {
  const images = s.image ? [img(s.image, s.name)] : [];
  const common = { companyId, slug: s.slug, type: s.type, name: s.name, description: s.description, draft: s.draft ?? false, price: s.price, weekPrice: s.weekPrice ?? null };
  return { ...common, externalId: `svc-${s.key}`, booker: booker(s, ids), images, sortOrder: b.services.indexOf(s) };
}

function productRow(p: DemoBusiness["products"][number], i: number, companyId: number) {
  const sold = { active: false, duration: 0, pause: 0, vat: 20, upsellOnly: false, upsells: [], enableStock: p.stock != null, priceTime: { active: false, prices: [] }, appointment: { nbCustomerRequired: 1 } };
  return { companyId, slug: p.slug, type: "2" as const, name: p.name, description: p.description, price: p.price, externalId: `prd-${p.slug}`, booker: sold, images: [img(p.image, p.name)], stock: p.stock, sortOrder: i };
}

export async function seedBusiness(db: Db, b: DemoBusiness, reset: boolean, customerPasswordHash?: string, companyUserPasswordHash?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.token, b.token));
    if (existing && !reset) return false;
    if (existing) await tx.delete(companies).where(eq(companies.id, existing.id));

    const checked = validateSettings(b.settings);
    if (!checked.ok) throw new Error(`demo settings of ${b.nickname}: ${checked.path}: ${checked.message}`);
    const [company] = await tx.insert(companies).values({ token: b.token, nickname: b.nickname, version: 1, settings: b.settings }).returning();
    const companyId = company!.id;
    await tx.delete(companyHosts).where(inArray(companyHosts.host, b.hosts));
    await tx.insert(companyHosts).values(b.hosts.map((host) => ({ host, companyId })));
    if (customerPasswordHash) {
      const { password: _password, ...who } = DEMO_CUSTOMER;
      const [customer] = await tx.insert(customers).values({ ...who, companyId, passwordHash: customerPasswordHash, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() }).returning({ id: customers.id });
      // Where the business runs a loyalty programme, the demo customer's card already holds points.
      if (b.demoLoyaltyPoints) await earnPoints({ db: tx, companyId, customerId: customer!.id }, b.demoLoyaltyPoints, new Date());
      if (b.records) await seedRecords({ db: tx, companyId }, customer!.id, b.records);
    }

    // Each kind of row in one insert; the returned rows are matched back by a unique field.
    const groupRows = b.geoGroups?.length
      ? await tx.insert(geoGroups).values(b.geoGroups.map((g, i) => ({ companyId, name: g.name, sortOrder: i }))).returning({ id: geoGroups.id })
      : [];
    const groupIds = new Map((b.geoGroups ?? []).map((g, i) => [g.key, groupRows[i]!.id]));
    const shopRows = await tx.insert(shops).values(b.shops.map((s, i) => shopRow(s, i, companyId, groupIds))).returning({ id: shops.id, slug: shops.slug });
    const shopIds = new Map(b.shops.map((s) => [s.key, shopRows.find((r) => r.slug === s.slug)!.id]));

    if (companyUserPasswordHash) {
      const { password: _password, ...who } = DEMO_COMPANY_USER;
      const team = [{ ...who, shops: b.shops.map((s) => s.key) }, ...(b.team ?? [])];
      const users = await tx
        .insert(companyUsers)
        .values(team.map(({ shops: _shops, ...member }) => ({ ...member, companyId, passwordHash: companyUserPasswordHash, activatedAt: new Date() })))
        .returning({ id: companyUsers.id, email: companyUsers.email });
      const links = team.flatMap((m) => m.shops.map((key) => ({ companyId, companyUserId: users.find((u) => u.email === m.email)!.id, shopId: shopIds.get(key)! })));
      if (links.length) await tx.insert(companyUserShops).values(links);
    }

    const categoryRows = await tx
      .insert(categories)
      .values(b.categories.map((c, i) => ({ companyId, slug: c.slug, sortOrder: i, name: c.name, description: c.description, images: c.image ? [img(c.image, c.name)] : [] })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(b.categories.map((c) => [c.key, categoryRows.find((r) => r.slug === c.slug)!.id]));

    // Packages refer to other services: plain services first, packages after.
    const serviceIds = new Map<string, number>();
    for (const batch of [b.services.filter((s) => !s.packageOf), b.services.filter((s) => s.packageOf)]) {
      if (batch.length === 0) continue;
      const rows = await tx.insert(articles).values(batch.map((s) => serviceRow(b, s, serviceIds, companyId))).returning({ id: articles.id, externalId: articles.externalId });
      for (const r of rows) serviceIds.set(r.externalId!.slice("svc-".length), r.id);
    }
    const everywhere = Object.fromEntries(b.shops.map((sh) => [sh.key, null]));
    await tx.insert(categoryArticles).values(b.services.map((s, i) => ({ companyId, categoryId: categoryIds.get(s.category)!, articleId: serviceIds.get(s.key)!, sortOrder: i })));
    await tx
      .insert(shopArticles)
      .values(b.services.flatMap((s) => Object.entries(s.shops ?? everywhere).map(([shop, price]) => ({ companyId, shopId: shopIds.get(shop)!, articleId: serviceIds.get(s.key)!, price }))));

    if (b.products.length) {
      const productIds = await tx.insert(articles).values(b.products.map((p, i) => productRow(p, i, companyId))).returning({ id: articles.id });
      await tx.insert(shopArticles).values(
        productIds.flatMap(({ id }, i) => b.shops.map((sh) => ({ companyId, shopId: shopIds.get(sh.key)!, articleId: id, price: null, stock: b.products[i]!.stockByShop?.[sh.key] ?? b.products[i]!.stock }))),
      );
      for (const [i, shelf] of (b.eshopCategories ?? []).entries()) {
        const [category] = await tx.insert(categories).values({ companyId, slug: shelf.slug, sortOrder: i, name: shelf.name, kind: "eshop" }).returning({ id: categories.id });
        await tx.insert(categoryArticles).values(shelf.products.map((slug, j) => ({ companyId, categoryId: category!.id, articleId: productIds[b.products.findIndex((p) => p.slug === slug)]!.id, sortOrder: j })));
      }
    }

    if (b.employees.length) {
      const staff = await tx
        .insert(employees)
        .values(b.employees.map((e, i) => ({ companyId, shopId: shopIds.get(e.shop)!, displayName: e.name, workingHours: e.hours, sortOrder: i })))
        .returning({ id: employees.id, name: employees.displayName });
      const skills = b.employees.flatMap((e) => {
        const employeeId = staff.find((r) => r.name === e.name)!.id;
        return (e.skills === "all" ? b.services.map((s) => s.key) : e.skills).map((k) => ({ companyId, employeeId, articleId: serviceIds.get(k)! }));
      });
      await tx.insert(employeeSkills).values(skills);
      // A team member who is one of the employees has that employee's agenda as their own (decision 214).
      for (const m of companyUserPasswordHash ? (b.team ?? []) : []) {
        const employee = m.employee && staff.find((r) => r.name === m.employee);
        if (employee) await tx.update(companyUsers).set({ employeeId: employee.id }).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.email, m.email)));
      }
    }
    if (b.cabins.length) await tx.insert(resources).values(b.cabins.map((c, i) => ({ companyId, shopId: shopIds.get(c.shop)!, type: "cabin", displayName: c.name, sortOrder: i })));

    // Hero buttons and service paliers name their service by slug or key in the demo data; settings keep the id.
    type Patched = { booker: { sections?: { home?: { heroImage?: { slides?: { buttonAction?: string; buttonActionValue?: unknown }[] } } }; loyalty?: { tiers?: unknown[] } } };
    const patched = structuredClone(b.settings) as typeof b.settings & Patched;
    const slides = patched.booker?.sections?.home?.heroImage?.slides ?? [];
    const bySlug = new Map(b.services.map((s) => [s.slug, serviceIds.get(s.key)]));
    for (const slide of slides) {
      if (slide.buttonAction === "service" && typeof slide.buttonActionValue === "string") slide.buttonActionValue = bySlug.get(slide.buttonActionValue) ?? null;
    }
    for (const tier of b.loyaltyServiceTiers ?? []) {
      patched.booker.loyalty!.tiers!.push({ id: tier.id, threshold: tier.threshold, name: tier.name, reward: { type: "service", articleId: serviceIds.get(tier.service)! } });
    }
    if (slides.length || b.loyaltyServiceTiers?.length) await tx.update(companies).set({ settings: patched }).where(eq(companies.id, companyId));
    for (const form of b.consentForms ?? []) {
      const [row] = await tx.insert(consentTemplates).values({ companyId, title: form.title, intro: form.intro, questions: form.questions }).returning({ id: consentTemplates.id });
      await tx.insert(consentTemplateServices).values(form.services.map((key) => ({ companyId, templateId: row!.id, articleId: serviceIds.get(key)! })));
    }
    if (b.coupons?.length) await tx.insert(coupons).values(b.coupons.map((c) => ({ ...c, companyId })));
    if (b.vouchers?.length) {
      const now = new Date();
      const today = localDateOf(now, "Europe/Paris");
      const validUntil = voucherValidUntil(now, DEFAULT_VOUCHER_VALIDITY_MONTHS, "Europe/Paris");
      await tx.insert(giftVouchers).values(b.vouchers.map((v) => ({ companyId, code: v.code, kind: "amount" as const, value: v.value, balance: v.value, validUntil, deliverOn: today, sentAt: now })));
    }

    if (b.content) {
      const content = b.content(localDateOf(new Date(), "Europe/Paris"));
      const categoryRows = await tx.insert(postCategories).values(content.categories.map((c, i) => ({ companyId, slug: c.slug, name: c.name, sortOrder: i }))).returning({ id: postCategories.id, slug: postCategories.slug });
      const postCategoryIds = new Map(content.categories.map((c) => [c.key, categoryRows.find((r) => r.slug === c.slug)!.id]));
      await tx.insert(posts).values(
        content.posts.map((p) => ({
          companyId,
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          body: sanitiseRichText(p.body),
          image: p.image,
          categoryId: postCategoryIds.get(p.category)!,
          langs: p.langs,
          published: true,
          publishedOn: p.date,
          position: p.position,
          linkedShopId: p.shop ? shopIds.get(p.shop)! : null,
          featured: p.featured,
        })),
      );
      await tx.insert(events).values(content.events.map((e) => ({ companyId, start: e.start, end: e.end, images: [e.image], showDates: e.showDates, body: e.body, linkUrl: e.link.url, linkTitle: e.link.title })));
      await tx.insert(alerts).values(content.alerts.map((a) => ({ companyId, serviceId: serviceIds.get(a.service)!, start: a.start, end: a.end, body: a.body })));
      await tx.insert(shopDays).values(content.closures.map((c) => ({ companyId, shopId: shopIds.get(c.shop)!, day: c.day, kind: "closed" as const, label: c.label })));
    }
    return true;
  });
}
