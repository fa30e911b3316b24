// Creates the demo businesses. Idempotent: a business whose token already exists is left as it
// is (with `reset`, it is deleted first and created anew, with everything that hangs off it).
import { eq, inArray, sql } from "drizzle-orm";
import { validateSettings } from "../../domain/company-settings";
import type { Booker } from "../../domain/types";
import type { Db } from "./index";
import { demoBusinesses, img, type DemoBusiness } from "./demo";
import {
  articles,
  categories,
  categoryArticles,
  companies,
  companyHosts,
  employeeSkills,
  employees,
  resources,
  shopArticles,
  shops,
} from "./schema";

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, opts: { reset?: boolean } = {}) {
  const created: string[] = [];
  for (const business of demoBusinesses) {
    if (await seedBusiness(db, business, opts.reset ?? false)) created.push(business.nickname);
  }
  return created;
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
  };
}

export async function seedBusiness(db: Db, b: DemoBusiness, reset: boolean): Promise<boolean> {
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

    const shopIds = new Map<string, number>();
    for (const [i, s] of b.shops.entries()) {
      const [row] = await tx
        .insert(shops)
        .values({
          companyId,
          slug: s.slug,
          externalId: s.externalId,
          sortOrder: i,
          name: s.name,
          address: s.address,
          city: s.city,
          zipcode: s.zipcode,
          country: "FR",
          phone: s.phone,
          email: s.email,
          lat: s.lat,
          lng: s.lng,
          description: s.description,
          images: s.images,
          openingHours: s.openingHours,
        })
        .returning({ id: shops.id });
      shopIds.set(s.key, row!.id);
    }

    const categoryIds = new Map<string, number>();
    for (const [i, c] of b.categories.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ companyId, slug: c.slug, sortOrder: i, name: c.name, description: c.description, images: c.image ? [img(c.image, c.name)] : [] })
        .returning({ id: categories.id });
      categoryIds.set(c.key, row!.id);
    }

    // Packages refer to other services: insert plain services first, packages after.
    const serviceIds = new Map<string, number>();
    const ordered = [...b.services.filter((s) => !s.packageOf), ...b.services.filter((s) => s.packageOf)];
    for (const s of ordered) {
      const [row] = await tx
        .insert(articles)
        .values({
          companyId,
          slug: s.slug,
          type: s.type,
          name: s.name,
          description: s.description,
          draft: s.draft ?? false,
          price: s.price,
          weekPrice: s.weekPrice ?? null,
          externalId: `svc-${s.key}`,
          booker: booker(s, serviceIds),
          images: s.image ? [img(s.image, s.name)] : [],
          sortOrder: b.services.indexOf(s),
        })
        .returning({ id: articles.id });
      serviceIds.set(s.key, row!.id);
    }
    for (const s of b.services) {
      const articleId = serviceIds.get(s.key)!;
      await tx.insert(categoryArticles).values({ companyId, categoryId: categoryIds.get(s.category)!, articleId, sortOrder: b.services.indexOf(s) });
      const offers = s.shops ?? Object.fromEntries(b.shops.map((sh) => [sh.key, null]));
      await tx.insert(shopArticles).values(Object.entries(offers).map(([shop, price]) => ({ companyId, shopId: shopIds.get(shop)!, articleId, price })));
    }

    for (const [i, p] of b.products.entries()) {
      const [row] = await tx
        .insert(articles)
        .values({
          companyId,
          slug: p.slug,
          type: "2",
          name: p.name,
          description: p.description,
          price: p.price,
          externalId: `prd-${p.slug}`,
          booker: { active: false, duration: 0, pause: 0, vat: 20, upsellOnly: false, upsells: [], enableStock: p.stock != null, priceTime: { active: false, prices: [] }, appointment: { nbCustomerRequired: 1 } },
          images: [img(p.image, p.name)],
          stock: p.stock,
          sortOrder: i,
        })
        .returning({ id: articles.id });
      await tx.insert(shopArticles).values(b.shops.map((sh) => ({ companyId, shopId: shopIds.get(sh.key)!, articleId: row!.id, price: null })));
    }

    for (const [i, e] of b.employees.entries()) {
      const [row] = await tx
        .insert(employees)
        .values({ companyId, shopId: shopIds.get(e.shop)!, displayName: e.name, workingHours: e.hours, sortOrder: i })
        .returning({ id: employees.id });
      const skills = e.skills === "all" ? b.services.map((s) => s.key) : e.skills;
      await tx.insert(employeeSkills).values(skills.map((k) => ({ companyId, employeeId: row!.id, articleId: serviceIds.get(k)! })));
    }
    for (const [i, c] of b.cabins.entries()) {
      await tx.insert(resources).values({ companyId, shopId: shopIds.get(c.shop)!, type: "cabin", displayName: c.name, sortOrder: i });
    }

    // Hero buttons name their service by slug in the demo data; settings keep the id.
    const slides = (b.settings as { booker?: { sections?: { home?: { heroImage?: { slides?: { buttonActionValue?: unknown }[] } } } } }).booker?.sections?.home?.heroImage?.slides;
    if (slides?.some((s) => typeof s.buttonActionValue === "string")) {
      const bySlug = new Map(b.services.map((s) => [s.slug, serviceIds.get(s.key)]));
      const patched = structuredClone(b.settings) as typeof b.settings & { booker: { sections: { home: { heroImage: { slides: { buttonActionValue: unknown }[] } } } } };
      for (const slide of patched.booker.sections.home.heroImage.slides) {
        if (typeof slide.buttonActionValue === "string") slide.buttonActionValue = bySlug.get(slide.buttonActionValue) ?? null;
      }
      await tx.update(companies).set({ settings: patched }).where(eq(companies.id, companyId));
    }
    return true;
  });
}
