// A customer's records (contract/records.ts, contract/my-records.ts): record types, files and
// items for the business's team, and the customer's own reading and download. Who reaches what and
// the access log are server/records/'s (decision 280).
import { requestScope } from "../scope";
import * as mine from "../../../contract/my-records";
import * as op from "../../../contract/records";
import { createCollection, collectionOf, collectionView, deleteCollection, listCollections, updateCollection } from "../../records/collections";
import { createDossier, createItem, deleteItem, dossierWithItems, itemsOfType, listDossiers, readItem, updateDossier, updateItem } from "../../records/dossiers";
import { customerForRecords, recordAccessTrail } from "../../records/access-log";
import { exportMyRecords, myRecords } from "../../records/mine";
import { recordScope } from "../record-scope";
import { handle, resourceRoutes } from "../route";

export const recordRoutes = resourceRoutes();

// the public schemas before /collections/schemas/{id}
handle(recordRoutes, op.publicCollectionSchemas, async (c) => c.json({ collections: await listCollections(requestScope(c), true) }, 200));
handle(recordRoutes, op.listCollectionSchemas, async (c) => c.json({ collections: await listCollections(requestScope(c)) }, 200));
handle(recordRoutes, op.collectionSchemaById, async (c) => c.json({ collection: collectionView(await collectionOf(requestScope(c), c.req.valid("param").id)) }, 200));
handle(recordRoutes, op.createCollectionSchema, async (c) => c.json({ collection: await createCollection(requestScope(c), c.req.valid("json"), c.get("now")) }, 201));
handle(recordRoutes, op.updateCollectionSchema, async (c) => c.json({ collection: await updateCollection(requestScope(c), c.req.valid("param").id, c.req.valid("json"), c.get("now")) }, 200));
handle(recordRoutes, op.deleteCollectionSchema, async (c) => {
  await deleteCollection(requestScope(c), c.req.valid("param").id);
  return c.body(null, 204);
});

handle(recordRoutes, op.listDossiers, async (c) => c.json({ dossiers: await listDossiers(recordScope(c), c.get("companyUser")!, c.req.valid("query")) }, 200));
handle(recordRoutes, op.dossierById, async (c) => c.json({ dossier: await dossierWithItems(recordScope(c), c.get("companyUser")!, c.req.valid("param").id) }, 200));
handle(recordRoutes, op.createDossier, async (c) => c.json({ dossier: await createDossier(recordScope(c), c.get("companyUser")!, c.req.valid("json")) }, 201));
handle(recordRoutes, op.updateDossier, async (c) => c.json({ dossier: await updateDossier(recordScope(c), c.get("companyUser")!, c.req.valid("param").id, c.req.valid("json")) }, 200));

handle(recordRoutes, op.itemsOfType, async (c) => c.json({ items: await itemsOfType(recordScope(c), c.get("companyUser")!, c.req.valid("param").type, c.req.valid("query").customerId) }, 200));
handle(recordRoutes, op.createItem, async (c) => c.json({ item: await createItem(recordScope(c), c.get("companyUser")!, c.req.valid("json")) }, 201));
handle(recordRoutes, op.itemById, async (c) => c.json({ item: await readItem(recordScope(c), c.get("companyUser")!, c.req.valid("param").id) }, 200));
handle(recordRoutes, op.updateItem, async (c) => c.json({ item: await updateItem(recordScope(c), c.get("companyUser")!, c.req.valid("param").id, c.req.valid("json")) }, 200));
handle(recordRoutes, op.deleteItem, async (c) => {
  await deleteItem(recordScope(c), c.get("companyUser")!, c.req.valid("param").id);
  return c.body(null, 204);
});

handle(recordRoutes, mine.myRecords, async (c) => c.json({ records: await myRecords(recordScope(c), c.get("customer")!.id) }, 200));
handle(recordRoutes, mine.exportMyRecords, async (c) => {
  const customer = c.get("customer")!;
  const who = { customer: { id: customer.id, firstname: customer.firstname, lastname: customer.lastname, email: customer.email }, business: c.get("company").settings.identity.displayName, lang: c.get("lang"), format: c.req.valid("query").format };
  return c.json(await exportMyRecords(recordScope(c), who), 200);
});

// who opened a customer's records: the customer must be one the reader reaches (another business's is 404)
handle(recordRoutes, op.recordAccessLog, async (c) => {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  const customer = await customerForRecords({ db, companyId }, c.req.valid("param").customerId, c.get("companyUser")!);
  const rows = await recordAccessTrail({ db, companyId }, customer.id, 100);
  return c.json({ entries: rows.map((r) => ({ actorKind: r.actorKind, actorLabel: r.actorLabel, action: r.action, record: r.record, recordId: r.recordId, at: r.at.toISOString() })) }, 200);
});
