// Cabins and equipments (contract/resources.ts), written by the business's company users.
import { requestScope } from "../scope";
import * as op from "../../../contract/resources";
import * as work from "../../staff/resources";
import { handle, resourceRoutes as routesOf } from "../route";
import { editor } from "../editor";

export const resourceRoutes = routesOf();

// The fixed path before the one with an id, so 'artebeaute' is never read as an id.
handle(resourceRoutes, op.artebeauteResources, async (c) => {
  const q = c.req.valid("query");
  return c.json({ resources: await work.shopResources(requestScope(c), q.shopId, q.type) }, 200);
});
handle(resourceRoutes, op.listResources, async (c) => c.json({ resources: await work.listResources(requestScope(c), c.req.valid("query")) }, 200));
handle(resourceRoutes, op.resourceById, async (c) => c.json({ resource: await work.resource(requestScope(c), c.req.valid("param").id) }, 200));
handle(resourceRoutes, op.createResource, async (c) => c.json({ resource: await work.saveResource(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(resourceRoutes, op.updateResource, async (c) => c.json({ resource: await work.saveResource(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(resourceRoutes, op.deleteResource, async (c) => {
  await work.deleteResource(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
