// The geographic groups written by the business (contract/geogroupments.ts); visitors read them through the catalogue.
import { requestScope } from "../scope";
import * as op from "../../../contract/geogroupments";
import * as work from "../../catalogue/geo-group-writes";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const geoGroupRoutes = resourceRoutes();

handle(geoGroupRoutes, op.createGeoGroup, async (c) => c.json({ geogroupment: await work.saveGeoGroup(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(geoGroupRoutes, op.updateGeoGroup, async (c) => c.json({ geogroupment: await work.saveGeoGroup(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(geoGroupRoutes, op.deleteGeoGroup, async (c) => {
  await work.deleteGeoGroup(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
handle(geoGroupRoutes, op.linkGeoGroupShop, async (c) => {
  await work.linkGeoGroupShop(requestScope(c), c.req.valid("param").id, c.req.valid("json").geoGroupId, editor(c));
  return c.body(null, 204);
});
handle(geoGroupRoutes, op.unlinkGeoGroupShop, async (c) => {
  await work.unlinkGeoGroupShop(requestScope(c), c.req.valid("param").id, c.req.valid("query").geoGroupId, editor(c));
  return c.body(null, 204);
});
