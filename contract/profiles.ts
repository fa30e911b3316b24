// A customer's profiles at the other businesses of the installation (spec §7 'Profiles', 'Links';
// decision 263): a phone in its international form, whether a phone is free here, and linking
// the profiles that share the customer's phone once a code sent to it proves it is theirs. What
// is answered about another business's profile is shown only to the phone's proven owner.
import { z } from "zod";
import { PHONE_COUNTRIES } from "../domain/phone";
import { operations } from "./operation";
import { codeField, phoneField } from "./users";
import { id, idText, text } from "./vocabulary";

const { get, post } = operations("accounts");

/** A phone as typed, national or international ('06 12 34 56 78', '+41 79 123 45 67'). */
const typedPhone = text(32, 4).regex(/^[+\d\s.\-()/]+$/, "must be a phone number, e.g. 06 12 34 56 78 or +33612345678");
const country = z.enum(PHONE_COUNTRIES);
/** Another business's profile: the business's public token and the profile's id there. */
const profileRef = z.object({ business: text(100, 1).regex(/^[\w-]+$/, "must be a business's token"), profileId: id });

const elsewhere = z.object({
  business: z.string(),
  /** the business's name as its customers see it */
  businessName: z.string(),
  profileId: z.number(),
  firstname: z.string(),
  lastname: z.string(),
});
const link = elsewhere.extend({ id: z.number(), phone: z.string(), linkedAt: z.string() });

export const phoneAvailable = get("/profiles/phoneavailable", "Whether a phone can be put on the signed-in customer's profile here (no other customer of the business holds it verified); rate-limited", {
  access: "customer",
  query: z.object({ phone: phoneField }),
  response: z.object({ available: z.boolean() }),
  errors: [400, 401, 429],
});

export const internationalPhone = get("/profiles/phone", "A typed phone in its international form, a national number read for the country (FR when not given)", {
  query: z.object({ phone: typedPhone, country: country.optional() }),
  response: z.object({ phone: z.string(), country }),
  errors: [400],
});

export const findProfilesElsewhere = post("/profiles", "Sends a code by SMS to the phone (the customer's own when not given) to find the profiles it has at the installation's other businesses; the same answer whether there are any", {
  access: "customer",
  body: z.object({ phone: phoneField.optional() }),
  status: 200,
  response: z.object({ userID: z.string(), phone: z.string() }),
  errors: [400, 401, 429],
});

export const profilesByCode = get("/profiles/code", "The profiles at other businesses with the phone the code was sent to; a wrong code counts a try (5 burn it), the right one stays valid for POST links", {
  access: "customer",
  query: z.object({ code: codeField }),
  response: z.object({ phone: z.string(), profiles: z.array(elsewhere) }),
  errors: [400, 401, 429],
});

export const linkProfiles = post("/links", "Links profiles of other businesses to the signed-in customer, with the code that proved their shared phone (used up)", {
  access: "customer",
  body: z.object({ code: codeField, profiles: z.array(profileRef).min(1).max(20) }),
  status: 201,
  response: z.object({ links: z.array(link) }),
  errors: [400, 401, 429],
});

export const myLinks = get("/links/get", "The signed-in customer's linked profiles (userId must be theirs)", {
  access: "customer",
  query: z.object({ userId: idText }),
  response: z.object({ links: z.array(link) }),
  errors: [400, 401, 404],
});
