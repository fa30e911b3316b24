// The business's team (spec §7 'Company users', 'Admin'): a fresh installation's first business
// and owner, and the owner's management of the company users — their role, their shops, their
// removal (decision 210: roles; 213: the first owner).
import { z } from "zod";
import { OWNERS, ROLES } from "../domain/roles";
import { operations } from "./operation";
import { emailField, nameField, passwordField } from "./users";
import { id, idText, text } from "./vocabulary";

const { get, post, put, del } = operations("team");

/** A company user as the owner sees them: their role, their linked shops, whether they activated their access. */
export const teamMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(ROLES),
  shops: z.array(z.number()),
  activated: z.boolean(),
  /** the employee whose agenda is theirs (decision 214), if linked */
  employeeId: z.number().nullable(),
});
const byId = z.object({ id: idText });
const member = z.object({ user: teamMemberSchema });

// ── installation ──
export const installed = get("/admins/installed", "Whether this installation has its first business (false on a fresh one: POST admins/register)", { access: "host", response: z.object({ installed: z.boolean() }) });

const nicknameField = text(80, 1).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and dashes, e.g. 'spa-lumiere'");
const hostField = text(253, 1).regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, "must be a host name, e.g. 'spa.example.com'");

export const registerFirstOwner = post("/admins/register", "On a fresh installation only: creates its first business (its host, its nickname) and that business's owner, signed in; then refused (409)", {
  access: "host",
  body: z.object({
    business: z.object({ nickname: nicknameField, displayName: text(120, 1), host: hostField }),
    owner: z.object({ email: emailField, password: passwordField, firstname: nameField.optional(), lastname: nameField.optional() }),
  }),
  status: 201,
  response: z.object({ company: z.object({ token: z.string(), nickname: z.string() }), token: z.string(), user: teamMemberSchema }),
  errors: [400, 409],
});

// ── the owner's management of the team ──
const owner = { access: "provider", allow: OWNERS } as const;

export const listTeam = get("/cmpusers", "The business's company users (not its access accounts), with their roles and shops", { ...owner, response: z.object({ users: z.array(teamMemberSchema) }) });
export const teamMember = get("/cmpusers/{id}", "One company user", { ...owner, params: byId, response: member, errors: [400, 404] });
export const updateTeamMember = put("/cmpusers/{id}", "Changes a company user's name, role or employee (whose agenda is theirs); the business always keeps one owner (409)", {
  ...owner,
  params: byId,
  body: z.object({
    firstname: nameField.optional(),
    lastname: nameField.optional(),
    role: z.enum(ROLES).optional(),
    /** the employee whose agenda is this user's own (null unlinks); one user per employee */
    employeeId: id.nullable().optional(),
  }),
  response: member,
  errors: [400, 404, 409],
});
export const removeTeamMember = del("/cmpusers/{id}", "Removes a company user and ends their tokens; the business always keeps one owner (409)", { ...owner, params: byId, status: 204, errors: [400, 404, 409] });
export const linkTeamMember = post("/cmpusers/link/{id}", "Sets the shops a company user works at (replaces the list): a manager runs them, a staff member works there", {
  ...owner,
  params: byId,
  body: z.object({ shops: z.array(id).max(500, "at most 500 shops") }),
  response: member,
  errors: [400, 404],
});
