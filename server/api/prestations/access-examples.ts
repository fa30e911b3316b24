// Valid requests of the treatment records', pigments' and needles' operations, for the walk over
// the access table (server/api/access.test.ts), on customers served at the Paris shop.
import { and, eq } from "drizzle-orm";
import { employees, needles, pigments, prestations } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";
import { servedAtParis } from "../customers/access-examples";

const pigment = async (fx: WalkFixture) => (await fx.db.insert(pigments).values({ companyId: fx.companyId, brand: "Walk", colour: "Brown", batch: "WALK-1", expiresOn: "2040-01-01" }).returning({ id: pigments.id }))[0]!.id;
const needle = async (fx: WalkFixture) => (await fx.db.insert(needles).values({ companyId: fx.companyId, type: "Walk 18U", batch: "WALK-N" }).returning({ id: needles.id }))[0]!.id;
const practitioner = async (fx: WalkFixture) => (await fx.db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, fx.companyId), eq(employees.shopId, fx.paris))).limit(1))[0]!.id;

async function treatment(fx: WalkFixture) {
  const customerId = await servedAtParis(fx);
  const [row] = await fx.db.insert(prestations).values({ companyId: fx.companyId, customerId, employeeId: await practitioner(fx), performedAt: new Date("2024-02-01T10:00:00Z"), updatedAt: new Date() }).returning({ id: prestations.id });
  return { id: row!.id, customerId };
}

const input = async (fx: WalkFixture) => ({ employeeId: await practitioner(fx), performedAt: "2024-02-01T10:00:00Z", pigmentIds: [await pigment(fx)], needleIds: [await needle(fx)] });

export const examples: AccessExamples = {
  listPigments: { request: async () => ({}) },
  pigmentById: { request: async (fx) => ({ params: { id: await pigment(fx) } }) },
  createPigment: { request: async () => ({ body: { brand: "Walk", colour: "Brown", batch: "WALK-2", expiresOn: "2040-01-01" } }) },
  updatePigment: { request: async (fx) => ({ params: { id: await pigment(fx) }, body: { brand: "Walk", colour: "Black", batch: "WALK-3", expiresOn: "2040-01-01" } }) },
  deletePigment: { request: async (fx) => ({ params: { id: await pigment(fx) } }) },
  listNeedles: { request: async () => ({}) },
  needleById: { request: async (fx) => ({ params: { id: await needle(fx) } }) },
  createNeedle: { request: async () => ({ body: { type: "Walk 12", batch: "WALK-N2" } }) },
  updateNeedle: { request: async (fx) => ({ params: { id: await needle(fx) }, body: { type: "Walk 14", batch: "WALK-N3" } }) },
  deleteNeedle: { request: async (fx) => ({ params: { id: await needle(fx) } }) },
  listPrestations: { request: async (fx) => ({ query: { customerId: String((await treatment(fx)).customerId) } }) },
  prestationById: { request: async (fx) => ({ params: { id: (await treatment(fx)).id } }) },
  createPrestation: { request: async (fx) => ({ body: { customerId: await servedAtParis(fx), ...(await input(fx)) } }) },
  updatePrestation: { request: async (fx) => ({ params: { id: (await treatment(fx)).id }, body: await input(fx) }) },
  deletePrestation: { request: async (fx) => ({ params: { id: (await treatment(fx)).id } }) },
  recallBatch: { request: async () => ({ query: { batch: "WALK-1" } }) },
};
