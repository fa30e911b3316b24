// What a booking request names, looked up for the company: the shop (bookable online) and the
// services (bookable, offered by that shop), or a refusal naming the field that was wrong. Then the
// availability answer and the prices per duration, shaped as the contract describes them.
import type { TenantCompany } from "../tenant";
import type { z } from "zod";
import type { availabilitySchema, priceTimes } from "../../contract/appointments";
import { computeAvailability, type TimeSlot } from "../../domain/availability";
import { serviceBlocks } from "../../domain/booking-plan";
import { localise } from "../../domain/catalogue";
import { NotFound } from "../../domain/errors";
import { closeDaysAtGiftLimit } from "../../domain/gift-limit";
import { giftBookingsByDay } from "../gifts/gift-limit";
import { offersService } from "../../domain/shops";
import type { LocalDate } from "../../domain/time";
import type { Article, Lang, Shop } from "../../domain/types";
import { checksEquipments, defaultMode, equipmentItems, findShop, loadServices, loadShopSource, type CabinMode } from "./availability-source";

export async function bookableShop({ db, company }: TenantCompany, shopId: string, field: string): Promise<Shop> {
  const shop = await findShop({ db, company }, shopId);
  if (!shop || !shop.booker.active) throw new NotFound("unknown_shop", { [field]: "unknown" });
  return shop;
}

/** The services, each bookable and offered by the shop, in order; else 404 naming the field. */
export async function bookableServices({ db, company }: TenantCompany, shop: Shop, ids: number[], field: string) {
  const { found, byId, missing } = await loadServices({ db, company }, ids);
  const notHere = found.filter((a) => !offersService(shop, a)).map((a) => a.id);
  if (missing.length || notHere.length) throw new NotFound("unknown_service", { [field]: [...missing, ...notHere].join(",") });
  return { found, byId };
}

// Field by field rather than a spread of the slot: thousands of slots for a quarter's availability.
const slotJson = (s: TimeSlot) => ({ start: s.start.toISOString(), end: s.end.toISOString(), day: s.day, shopStatus: s.shopStatus, free: s.free, busy: s.busy, selected: s.selected });

/** The slots of `shop` for `services` (in order) from `from` to `to`, as the API answers them. */
export async function availabilityOf(
  { db, company }: TenantCompany,
  shop: Shop,
  services: { found: Article[]; byId: Map<number, Article> },
  span: { from: LocalDate; to: LocalDate },
  mode: CabinMode | undefined,
  now: Date,
  checkEquipments?: "0" | "1",
  checkGiftLimit?: "0" | "1",
): Promise<z.infer<typeof availabilitySchema>> {
  const blocks = services.found.flatMap((a) => serviceBlocks(a, services.byId));
  const cabinMode = mode ?? defaultMode(company, shop);
  const equipment = checksEquipments(company, checkEquipments) ? equipmentItems(services.found, services.byId) : null;
  const source = await loadShopSource({ db, company }, shop, blocks, span, cabinMode, now, equipment);
  // Asked for a booking paid with a gift voucher: the days that reached the gift limit are closed (decision 215).
  const giftLimit = checkGiftLimit === "1" ? company.settings.booker.gift.bookingsPerDay : null;
  const giftBooked = giftLimit === null ? new Map() : await giftBookingsByDay({ db, companyId: company.id }, shop, span.from, span.to);
  const days = closeDaysAtGiftLimit(computeAvailability({ ...source.availability, ...span }), giftLimit, giftBooked);
  return {
    shopId: shop.artebeauteId,
    timeZone: shop.timeZone,
    mode: cabinMode,
    data: days.map((d) => ({ date: d.date, shopStatus: d.shopStatus, slots: d.slots.map(slotJson) })),
    employees: source.employees,
    cabins: source.cabins,
  };
}

type PriceTime = z.infer<(typeof priceTimes)["response"]>["priceTimes"][number];

/** The prices per duration of the services that have them, for a date. */
export async function priceTimesOf({ db, company }: TenantCompany, ids: number[], date: LocalDate, lang: Lang): Promise<PriceTime[]> {
  const { found } = await loadServices({ db, company }, ids);
  return found.flatMap((a) =>
    a.booker.priceTime.active ? a.booker.priceTime.prices.map((p) => ({ serviceId: a.id, name: localise(a.name, lang), duration: p.duration, price: p.value, date })) : [],
  );
}
