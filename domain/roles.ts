// What a company user may do, by role (decision 210), as salon software divides it (Fresha,
// Planity Pro, Phorest): the owner runs the business, a manager runs the shops they are linked
// to, a staff member works their own agenda. Which operation each role may call is declared on
// the operation itself (contract/: `allow`) and checked once, at the API's edge; which shops a
// request reaches is decided here, for every area to ask.

export const ROLES = ["owner", "manager", "staff"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The usual groups an operation allows (so the table reads in the business's words):
 * - `everyone`: any signed-in company user (their own profile, signing out, reading the catalogue);
 * - `managers`: owner and manager (agenda of the shop, catalogue prices and availability,
 *   customers, content, orders and their refunds);
 * - `owners`: the owner alone (company users, payment keys and settings, deleting the business's data).
 */
export const EVERYONE: readonly Role[] = ["owner", "manager", "staff"];
export const MANAGERS: readonly Role[] = ["owner", "manager"];
export const OWNERS: readonly Role[] = ["owner"];

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** May a user of this role call an operation allowing `allow`? Without `allow', only the owner (nothing is open by omission). */
export function roleMayCall(role: string, allow: readonly Role[] | undefined): boolean {
  return isRole(role) && (allow ?? OWNERS).includes(role);
}

/** A signed-in company user as the rules see them: their role and the shops they are linked to. */
export interface Staffing {
  role: string;
  /** the ids of the shops the user is linked to */
  shops: readonly number[];
}

/** The shops a user acts at: null for an owner (every shop of the business), else the linked ones. */
export function shopsReached(user: Staffing): readonly number[] | null {
  return user.role === "owner" ? null : user.shops;
}

/** Is this shop among those reached (`shopsReached`'s answer: null for every shop)? */
export const withinReach = (reached: readonly number[] | null, shopId: number) => reached === null || reached.includes(shopId);

/** May this user act at this shop? An owner everywhere; a manager or staff member at their linked shops only. */
export function reachesShop(user: Staffing, shopId: number): boolean {
  return withinReach(shopsReached(user), shopId);
}

/** Can the owners of a business go from `owners` to this many? A business always keeps one owner. */
export const keepsAnOwner = (ownersAfter: number) => ownersAfter >= 1;
