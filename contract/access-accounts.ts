// Access accounts (spec §7 'Access', decision 213): a device or an integration of the business —
// the front desk's tablet, a partner's system — signing in with its login and a secret the owner
// got once, acting with a manager's or a staff member's rights at its shops, revoked at any time.
import { z } from "zod";
import { EVERYONE, OWNERS } from "../domain/roles";
import { operations } from "./operation";
import { id, idText, text } from "./vocabulary";

const { get, post, put, del } = operations("access");

const loginField = text(60, 3).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and dashes, e.g. 'tablette-accueil'");
const accessRole = z.enum(["manager", "staff"]);
const shopList = z.array(id).max(500, "at most 500 shops");

export const accessAccountSchema = z.object({ id: z.number(), login: z.string(), name: z.string(), role: accessRole, shops: z.array(z.number()), createdAt: z.string() });
const account = z.object({ account: accessAccountSchema });
const owner = { access: "provider", allow: OWNERS } as const;

export const listAccessAccounts = get("/access", "The business's access accounts (never their secrets)", { ...owner, response: z.object({ accounts: z.array(accessAccountSchema) }) });
export const createAccessAccount = post("/access/u/register", "Creates an access account; its secret is answered this once only (keep it in the device)", {
  ...owner,
  body: z.object({ login: loginField, name: text(80).optional(), role: accessRole, shops: shopList.optional() }),
  status: 201,
  response: z.object({ account: accessAccountSchema, secret: z.string() }),
  errors: [400, 409],
});
export const updateAccessAccount = put("/access/u/register/{id}", "Changes an access account's name, role or shops; `renewSecret` gives a new secret (answered once) and ends its tokens", {
  ...owner,
  params: z.object({ id: idText }),
  body: z.object({ name: text(80).optional(), role: accessRole.optional(), shops: shopList.optional(), renewSecret: z.boolean().optional() }),
  response: z.object({ account: accessAccountSchema, secret: z.string().nullable() }),
  errors: [400, 404],
});
export const revokeAccessAccount = del("/access/{id}", "Revokes an access account: it and its tokens end at once", { ...owner, params: z.object({ id: idText }), status: 204, errors: [400, 404] });
export const accessLogin = post("/access/login", "Signs an access account in with its login and secret: a token for the business's calls its role allows", {
  body: z.object({ login: text(60, 1), secret: text(200, 1) }),
  response: z.object({ token: z.string(), account: accessAccountSchema }),
  errors: [400, 401, 429],
});
export const accessMe = get("/access/me/{id}", "The access account of the bearer token, when it is this one (404 otherwise)", { access: "provider", allow: EVERYONE, params: z.object({ id: idText }), response: account, errors: [400, 404] });
