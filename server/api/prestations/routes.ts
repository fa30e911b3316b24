// Treatment records, pigments and needles (contract/prestations.ts). Who reaches a treatment
// record and its access log are server/records/'s (decision 280).
import { requestScope } from "../scope";
import * as op from "../../../contract/prestations";
import { createPrestation, deletePrestation, listPrestations, readPrestation, recallBatch, updatePrestation } from "../../records/prestations";
import * as supplies from "../../records/supplies";
import { recordScope } from "../record-scope";
import { handle, resourceRoutes } from "../route";

export const prestationRoutes = resourceRoutes();

handle(prestationRoutes, op.listPigments, async (c) => c.json({ pigments: await supplies.listPigments(requestScope(c)) }, 200));
handle(prestationRoutes, op.pigmentById, async (c) => c.json({ pigment: await supplies.pigmentOf(requestScope(c), c.req.valid("param").id) }, 200));
handle(prestationRoutes, op.createPigment, async (c) => c.json({ pigment: await supplies.createPigment(requestScope(c), c.req.valid("json")) }, 201));
handle(prestationRoutes, op.updatePigment, async (c) => c.json({ pigment: await supplies.updatePigment(requestScope(c), c.req.valid("param").id, c.req.valid("json")) }, 200));
handle(prestationRoutes, op.deletePigment, async (c) => {
  await supplies.deletePigment(requestScope(c), c.req.valid("param").id);
  return c.body(null, 204);
});

handle(prestationRoutes, op.listNeedles, async (c) => c.json({ needles: await supplies.listNeedles(requestScope(c)) }, 200));
handle(prestationRoutes, op.needleById, async (c) => c.json({ needle: await supplies.needleOf(requestScope(c), c.req.valid("param").id) }, 200));
handle(prestationRoutes, op.createNeedle, async (c) => c.json({ needle: await supplies.createNeedle(requestScope(c), c.req.valid("json")) }, 201));
handle(prestationRoutes, op.updateNeedle, async (c) => c.json({ needle: await supplies.updateNeedle(requestScope(c), c.req.valid("param").id, c.req.valid("json")) }, 200));
handle(prestationRoutes, op.deleteNeedle, async (c) => {
  await supplies.deleteNeedle(requestScope(c), c.req.valid("param").id);
  return c.body(null, 204);
});

// the recall before /prestations/{id}
handle(prestationRoutes, op.recallBatch, async (c) => c.json({ recall: await recallBatch(recordScope(c), c.req.valid("query").batch) }, 200));
handle(prestationRoutes, op.listPrestations, async (c) => c.json({ prestations: await listPrestations(recordScope(c), c.get("companyUser")!, c.req.valid("query").customerId) }, 200));
handle(prestationRoutes, op.prestationById, async (c) => c.json({ prestation: await readPrestation(recordScope(c), c.get("companyUser")!, c.req.valid("param").id) }, 200));
handle(prestationRoutes, op.createPrestation, async (c) => c.json({ prestation: await createPrestation(recordScope(c), c.get("companyUser")!, c.req.valid("json")) }, 201));
handle(prestationRoutes, op.updatePrestation, async (c) => c.json({ prestation: await updatePrestation(recordScope(c), c.get("companyUser")!, c.req.valid("param").id, c.req.valid("json")) }, 200));
handle(prestationRoutes, op.deletePrestation, async (c) => {
  await deletePrestation(recordScope(c), c.get("companyUser")!, c.req.valid("param").id);
  return c.body(null, 204);
});
