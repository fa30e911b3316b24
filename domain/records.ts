// A customer's records (their files and custom record types, treatment records, consent forms):
// health-adjacent data, so who reads them is a rule of its own (decision 280). Pure: the queries
// and the access log are server/records/'s.
import { EVERYONE, MANAGERS, type Role } from "./roles";

/**
 * Who reads and writes a customer's records (files, items, treatment records, signed consent
 * forms): the whole team, as the practitioner doing the treatment needs the allergies and the
 * patch test — but a practitioner only those of the customers booked with them (decision 292).
 */
export const RECORD_KEEPERS: readonly Role[] = EVERYONE;

/**
 * The roles that reach only the records of the customers booked with them — an appointment, any
 * day, on the employee whose column is theirs (decision 214); linked to no employee, no one's.
 * The others reach every customer of the business (a manager's consent forms: their shops').
 */
export const PRACTITIONER_ROLES: readonly Role[] = ["staff"];

/** Does this role read only the records of the customers booked with them? */
export const readsOwnCustomersOnly = (role: string) => (PRACTITIONER_ROLES as readonly string[]).includes(role);

/** Who defines the record types, keeps the pigments and needles and runs a batch recall: the owner and the managers. */
export const RECORD_DESIGNERS: readonly Role[] = MANAGERS;

/** What the access log says was done with a record. */
export const RECORD_ACTIONS = ["read", "create", "update", "delete", "export"] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** Who touched a record: a company user, an access account, or the customer themself. */
export const RECORD_ACTOR_KINDS = ["company_user", "access_account", "customer"] as const;
export type RecordActorKind = (typeof RECORD_ACTOR_KINDS)[number];

/** The kinds of record the log names (one word each, stable: the log keeps them). */
export const RECORD_KINDS = ["dossier", "item", "prestation", "consent", "records_export"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** May a company user of this role read or write a customer's records at all (their shops decide whom)? */
export const keepsRecords = (role: string) => (RECORD_KEEPERS as readonly string[]).includes(role);
