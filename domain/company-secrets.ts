// The secrets of a company's settings (payment keys, sign-in apps' secrets): written by the owner,
// never read back (decision 219). One list says which they are, so reading, writing and the audit
// hide the same ones.
import type { CompanySettings } from "./company-settings";

/** The payment keys a browser may see; every other key of `booker.payment.keys` is a secret. */
const PUBLIC_PAYMENT_KEYS = new Set(["publicKey"]);

type Slot = { path: string; get(): string; set(value: string): void };

/** Every secret slot of a settings document, with its path ('booker.payment.keys.secretKey'). */
function slots(settings: CompanySettings): Slot[] {
  const keys = settings.booker.payment.keys as Record<string, string>;
  const { google, facebook } = settings.booker.oauthKeys;
  return [
    ...Object.keys(keys)
      .filter((k) => !PUBLIC_PAYMENT_KEYS.has(k))
      .map((k) => ({ path: `booker.payment.keys.${k}`, get: () => keys[k] ?? "", set: (v: string) => void (keys[k] = v) })),
    { path: "booker.oauthKeys.google.clientSecret", get: () => google.clientSecret, set: (v: string) => void (google.clientSecret = v) },
    { path: "booker.oauthKeys.facebook.appSecret", get: () => facebook.appSecret, set: (v: string) => void (facebook.appSecret = v) },
  ];
}

/** The paths of the secrets that hold a value (what the back-office may show as 'set'). */
export function secretsSet(settings: CompanySettings): string[] {
  return slots(settings)
    .filter((s) => s.get() !== "")
    .map((s) => s.path)
    .sort();
}

/** A copy with every secret replaced: by "" to read back, by a mark such as "[hidden]" for the audit (an unset one stays ""). */
export function maskSecrets(settings: CompanySettings, mark = ""): CompanySettings {
  const copy = structuredClone(settings);
  for (const slot of slots(copy)) if (slot.get() !== "") slot.set(mark);
  return copy;
}

/** `next` with each secret it leaves empty taken from `previous`: writing a blank secret keeps the old one. */
export function keepSecrets(next: CompanySettings, previous: CompanySettings): CompanySettings {
  const copy = structuredClone(next);
  const before = new Map(slots(previous).map((s) => [s.path, s.get()]));
  for (const slot of slots(copy)) if (slot.get() === "" && before.get(slot.path)) slot.set(before.get(slot.path)!);
  // a secret the next document does not name at all (another provider's key) is kept too
  const keys = copy.booker.payment.keys as Record<string, string>;
  for (const [k, v] of Object.entries(previous.booker.payment.keys as Record<string, string>)) if (!(k in keys) && !PUBLIC_PAYMENT_KEYS.has(k)) keys[k] = v;
  return copy;
}

/**
 * A JSON merge patch (RFC 7386) of a settings document: objects merge key by key, `null` removes
 * a key (its default comes back), anything else (arrays too) replaces.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
