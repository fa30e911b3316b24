// Customer accounts (spec §7 'Users and sign-in'): sign-in by password, by a one-time code or by
// a social network; registration; the profile; passwords. A successful sign-in answers the
// session as the spec's login does: {token, user, exist}.
import { z } from "zod";
import { LANGS } from "../domain/types";
import { operations } from "./operation";
import { id, idText, text } from "./vocabulary";

const { get, post, put } = operations("accounts");

// ── input words ──
export const emailField = z
  .string()
  .trim()
  .max(254)
  .email()
  .transform((v) => v.toLowerCase());

/** A phone in international form; a French national number (0612345678) is read as +33. */
export const phoneField = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.replace(/[\s.\-()]/g, "").replace(/^00/, "+").replace(/^0(\d{9})$/, "+33$1"))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, e.g. +33612345678"));

/** At least 8 characters (NIST 800-63B), at most 128 (Argon2 input stays bounded). */
export const passwordField = text(128).min(8, "at least 8 characters");
export const codeField = z.string().trim().regex(/^\d{6}$/, "must be 6 digits");
export const nameField = z.string().trim().pipe(text(80));
export const langField = z.enum(LANGS);
const optionalPhone = z.union([phoneField, z.literal("").transform(() => null), z.null()]).optional();
/** The public id of a code sent (answered as userID when it was sent). */
const codeId = text(64, 10).regex(/^[\w-]+$/, "must be the id answered when the code was sent");
/** A token of a link sent by mail, or of a password to set. */
const linkToken = text(100, 1).regex(/^[\w-]+$/, "must be the token of the link");
const addressInput = z.union([z.object({ email: emailField }), z.object({ phone: phoneField })]);

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
const provider = z.enum(SOCIAL_PROVIDERS);

// ── answers ──
export const userSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  city: z.string(),
  country: z.string(),
  birthday: z.string().nullable(),
  lang: z.string(),
  /** no password yet: signs in by code or social network */
  noPass: z.boolean(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  links: z.array(z.object({ provider: z.string() })),
  /** spec §5: warn while phone or e-mail is missing */
  profileWarning: z.boolean(),
  /** spec §2, §4: the loyalty entries show only to a customer with a card */
  hasLoyaltyCard: z.boolean(),
});
export type UserView = z.infer<typeof userSchema>;

/** A new session: its token (sent back as `Authorization: Bearer`) and who it is. */
export const sessionSchema = z.object({ token: z.string(), user: userSchema, exist: z.literal(true) });
const codeSent = z.object({ userID: z.string() });
const userAnswer = z.object({ user: userSchema });

const registerInput = z.object({
  email: emailField,
  password: passwordField,
  phone: optionalPhone,
  firstname: nameField.optional(),
  lastname: nameField.optional(),
  lang: langField.optional(),
});

const profileInput = z.object({
  firstname: nameField.optional(),
  lastname: nameField.optional(),
  email: emailField.optional(),
  phone: optionalPhone,
  city: nameField.optional(),
  country: nameField.optional(),
  birthday: z.union([z.iso.date(), z.literal("").transform(() => null), z.null()]).optional(),
  lang: langField.optional(),
});

const oauthStart = z.object({ provider, redirectUri: z.url().max(500) });
const authorization = z.object({ authorization: z.object({ url: z.string(), state: z.string() }) });

/** A code checks one address; the code's id (userId) stands for the address when it is not given. */
const addressCheck = (channel: "email" | "phone") =>
  z
    .object({ code: codeField, email: emailField.optional(), phone: phoneField.optional(), userId: codeId.optional() })
    .refine((v) => v[channel] || v.userId, { path: [channel], message: "required" });

const changeCheck = (channel: "email" | "phone") =>
  z
    .object({ profileId: z.union([id, idText]), code: codeField, email: emailField.optional(), phone: phoneField.optional() })
    .refine((v) => v[channel], { path: [channel], message: "required" });

const resendInput = z
  .object({ email: emailField, phone: phoneField.optional(), type: z.enum(["email", "phone"]) })
  .refine((v) => v.type !== "phone" || v.phone, { path: ["phone"], message: "required" });
const verifyInput = z
  .object({ userID: codeId, code: codeField.optional(), smsCode: codeField.optional() })
  .refine((v) => v.code || v.smsCode, { path: ["code"], message: "required" });
/**
 * Spec §7: user and token when the account is usable at once (a signed-in customer without a
 * password completing their own account), else null and the code's id (userID); requireSMSCode
 * when the code to give back went by SMS.
 */
const registered = z.object({ user: userSchema.nullable(), token: z.string().nullable(), userID: z.string().nullable(), requireSMSCode: z.boolean() });
const checkedSession = sessionSchema.extend({ passwordToken: z.string() });
const duplicatesInput = z.object({ duplicatesProfiles: z.array(id).min(1).max(50), email: emailField.optional() });
const linkAnswer = z.object({ link: z.object({ purpose: z.enum(["reset", "set_password"]), email: z.string().nullable() }) });
const socialAnswer = z.union([sessionSchema, z.object({ linked: z.literal(true), token: z.null(), user: userSchema })]);
const callbackInput = z.object({ provider, callbackUrl: z.url().max(4000), state: text(200, 10) });
const newPassword = z.object({ password: passwordField });

// ── the session ──
export const me = get("/users/me", "The signed-in customer", { access: "customer", response: userAnswer, errors: [401] });
export const login = post("/users/login", "Signs in with e-mail and password; a refusal carries the spec's errType ('credentials' or 'locked')", {
  body: z.object({ email: emailField, password: text(128, 1) }),
  response: sessionSchema,
  errors: [400, 401, 429],
});
export const logout = post("/users/logout", "Ends the session of the bearer token", { status: 204 });

// ── registration (spec §4 'Registration') ──
export const registerCheck = post("/users/register/steps/1", "Checks the registration form, naming each bad field", { body: registerInput, status: 204, errors: [400] });
export const register = post("/users/register/steps/2", "Registers and sends a code (by SMS with a phone, else by e-mail); the same answer for an address already taken. A signed-in customer without a password giving their own e-mail gets user and token at once", {
  body: registerInput,
  response: registered,
  errors: [400, 429],
});
export const resendRegisterCode = post("/users/register/resend/code", "Sends the registration code again", { body: resendInput, response: codeSent, errors: [400, 429] });
export const verifyRegisterCode = post("/users/register/verify/code", "The registration code signs the new customer in", { body: verifyInput, response: sessionSchema, errors: [400, 429] });

// ── sign-in by a one-time code (v2) ──
export const codeSignUp = post("/users/v2/register", "'Continue with my e-mail or phone': a code to sign in, the account created on first use", {
  body: addressInput,
  response: codeSent,
  errors: [400, 429],
});
export const codeSignInLink = post("/users/v2/signin/create-link", "A sign-in code for an existing account; the same answer when there is none", {
  body: addressInput,
  status: 204,
  errors: [400, 429],
});
export const codeSignInEmail = post("/users/v2/signin/email", "Signs in with the code sent by e-mail", { body: z.object({ email: emailField, code: codeField }), response: sessionSchema, errors: [400, 429] });
export const codeSignInPhone = post("/users/v2/signin/phone", "Signs in with the code sent by SMS", { body: z.object({ phone: phoneField, code: codeField }), response: sessionSchema, errors: [400, 429] });
export const codeCheckEmail = post("/users/v2/register/email/check", "The code proves the e-mail address; the answer carries a token to choose a password", {
  body: addressCheck("email"),
  response: checkedSession,
  errors: [400, 429],
});
export const codeCheckPhone = post("/users/v2/register/phone/check", "The code proves the phone number; the answer carries a token to choose a password", {
  body: addressCheck("phone"),
  response: checkedSession,
  errors: [400, 429],
});
export const createPhoneOnlyCustomer = post("/users/v2/register/phone/create-empty-user", "A phone-only account without e-mail or password (a customer booking by phone)", {
  body: z.object({ phone: phoneField }),
  status: 204,
  errors: [400, 429],
});
export const mergePhoneDuplicates = post("/users/v2/register/phone/duplicates", "The signed-in customer, whose phone is verified, absorbs the empty profiles with the same phone", {
  access: "customer",
  body: duplicatesInput,
  response: z.object({ removed: z.array(z.number()) }),
  errors: [400, 401, 403],
});

// ── a new e-mail or phone on the profile, checked by a code ──
export const sendChangeCode = post("/users/v2/check/send", "Sends a code to the new e-mail or phone (the owner of an address already taken is told by mail instead; the answer is the same)", { access: "customer", body: addressInput, status: 204, errors: [400, 401, 429] });
export const confirmEmailChange = put("/users/v2/check/email", "The code sent to the new e-mail address makes it the profile's", {
  access: "customer",
  body: changeCheck("email"),
  response: userAnswer,
  errors: [400, 401, 403, 409, 429],
});
export const confirmPhoneChange = put("/users/v2/check/phone", "The code sent to the new phone number makes it the profile's", {
  access: "customer",
  body: changeCheck("phone"),
  response: userAnswer,
  errors: [400, 401, 403, 429],
});

// ── the profile, at both of the spec's addresses ──
/**
 * The profile as it now stands, and the new e-mail or phone waiting for its code (check/email,
 * check/phone): the same answer whether or not another account has that address.
 */
const profileAnswer = userAnswer.extend({ pending: z.object({ email: z.string().optional(), phone: z.string().optional() }).optional() });
const profileUpdate = { access: "customer", body: profileInput, response: profileAnswer, errors: [400, 401, 429] } as const;
export const updateMe = put("/users/me", "Updates the profile; a new e-mail or phone is sent a code and becomes the profile's once it comes back (check/email, check/phone)", profileUpdate);
export const updateProfile = put("/profiles", "Updates the profile (the spec's other address for it)", profileUpdate);

// ── passwords ──
export const changePassword = put("/users/password", "Changes the password (the current one asked); other devices are signed out, this one gets a new token", {
  access: "customer",
  body: z.object({ oldPassword: text(128).optional(), password: passwordField }),
  response: z.object({ token: z.string() }),
  errors: [400, 401],
});
export const setPassword = put("/users/password/set", "Chooses a password for an account that has none", { access: "customer", body: newPassword, status: 204, errors: [400, 401, 409] });
export const requestPasswordReset = post("/users/password/reset", "Mails a link to choose a new password; the same answer whether or not the account exists", {
  body: z.object({ email: emailField }),
  status: 204,
  errors: [400, 429],
});
export const readLinkToken = get("/users/token/{token}", "What a mailed link's token is for, while it is valid", { params: z.object({ token: linkToken }), response: linkAnswer, errors: [400, 404] });
export const useLinkToken = put("/users/token/{token}", "Sets the password with a link's token (once) and signs in; every other session ends", {
  params: z.object({ token: linkToken }),
  body: newPassword,
  response: sessionSchema,
  errors: [400, 404],
});

// ── social sign-in ──
export const startSocialSignIn = post("/users/oauth/start", "The provider's address to send the visitor to, and the state to keep until they come back", {
  body: oauthStart,
  response: authorization,
  errors: [400, 502],
});
export const startProviderLink = post("/users/link/provider", "As oauth/start, to link the provider to the signed-in customer", {
  access: "customer",
  body: oauthStart,
  response: authorization,
  errors: [400, 401, 502],
});
export const finishSocialSignIn = post("/users/oauth/callback", "Checks the provider's answer (state, PKCE, nonce), then signs in, links or creates the customer", {
  body: callbackInput,
  response: socialAnswer,
  errors: [400, 409, 502],
});
export const unlinkProvider = post("/users/unlink/provider", "Unlinks a social network from the signed-in customer, never the last way to sign in", {
  access: "customer",
  body: z.object({ provider }),
  response: userAnswer,
  errors: [400, 401, 409],
});
