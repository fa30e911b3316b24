// The guest's way through the booking step: an e-mail or a phone, the code sent there, and the
// visitor is signed in, an existing customer or a new account alike (the answer never tells which).
// The chosen slot waits in the step meanwhile; a password sign-in is one link away and comes back
// to the same slot.
import { ArrowLeft } from "../ui/icons";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { localePath } from "../../../domain/service-url";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { useT, type TKey } from "../../lib/use-t";
import type { action as bookAction } from "../../routes/booking-confirm";
import { fieldError } from "../account/form";
import { useBookingContext } from "./context";

/** An address typed in one field: an e-mail when it has an @, else a phone number. */
export function parseAddress(typed: string): { kind: "email" | "phone"; value: string } {
  const value = typed.trim();
  return { kind: value.includes("@") ? "email" : "phone", value };
}

/** Neither an e-mail (no @) nor a phone number (letters in it): 'abc' asks for either, not for a phone. */
export function isNeitherAddress(typed: string): boolean {
  const value = typed.trim();
  return !value.includes("@") && /\p{L}/u.test(value);
}

/** What the business needs to know of a customer before booking, and the account lacks. */
export type MissingDetail = "firstname" | "lastname" | "phone";
export function missingDetails(who: { firstname?: string | null; lastname?: string | null; phone?: string | null }): MissingDetail[] {
  return (["firstname", "lastname", "phone"] as const).filter((k) => !who[k]?.trim());
}

type IdentifyAnswer = { step?: string; address?: string; channel?: "email" | "phone"; errors?: { form?: string; fields: Record<string, string> } };

/**
 * `words`: what the hint and the way back say (the booking's by default: the time waits; the
 * basket's: the basket waits).
 */
export function IdentifyStep({ signInHref, onBack, words = { hint: "booking.identify.addressHint", back: "booking.identify.back" } }: { signInHref: string; onBack: () => void; words?: { hint: TKey; back: TKey } }) {
  const { t } = useT();
  const { lang } = useBookingContext();
  const fetcher = useFetcher<typeof bookAction>({ key: "booking-identify" });
  const answer = fetcher.data as IdentifyAnswer | undefined;
  const [address, setAddress] = useState(answer?.address ?? "");
  const [editing, setEditing] = useState(false);
  const onCode = !editing && (answer?.step === "code" || answer?.step === "signed-in");
  // Accepted: the step moves on once the page knows the customer; until then nothing is sent
  // again (a used code would be refused while the customer is signed in).
  const signedIn = answer?.step === "signed-in";
  const sending = fetcher.state === "submitting" && fetcher.formData?.get("intent") === "send-code";
  const addressField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const sentCode = useRef("");
  const action = localePath("/booking/confirm", lang);

  // Focus follows the step: the address on arrival, the code once it is sent, the code again when refused.
  useEffect(() => {
    (onCode ? codeField : addressField).current?.focus();
  }, [onCode, answer]);

  const errorOf = (name: string) => fieldError(answer?.errors?.fields[name], t) ?? (answer?.errors?.form && name === (onCode ? "code" : "address") ? answer.errors.form : undefined);

  return (
    <section aria-labelledby="identify-title" className="flex flex-col gap-5" data-testid="booking-identify">
      <div className="flex flex-col gap-1">
        <h3 id="identify-title" className="font-title text-h3">
          {t(onCode ? "booking.identify.codeTitle" : "booking.identify.title")}
        </h3>
        {/* live: 'We have sent a code to …' is heard when it appears, and read again with the code field */}
        <p id="identify-message" aria-live="polite" className="text-small text-ink-muted" data-testid="identify-message">
          {onCode ? t(answer?.channel === "phone" ? "account.msg.codeSentSms" : "account.msg.codeSentEmail", { address: answer?.address ?? address }) : t("booking.identify.intro")}
        </p>
      </div>
      {onCode ? (
        <fetcher.Form method="post" action={action} className="flex flex-col gap-4" data-testid="identify-code" onSubmit={(e) => signedIn && e.preventDefault()}>
          <input type="hidden" name="intent" value="verify-code" />
          <input type="hidden" name="address" value={answer?.address ?? address} />
          <TextField
            ref={codeField}
            name="code"
            aria-describedby="identify-message"
            label={t("account.field.code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            required
            error={errorOf("code")}
            onChange={(e) => {
              // Six digits typed or pasted: the code goes at once (one tap fewer on a phone).
              const typed = e.currentTarget.value;
              if (/^\d{6}$/.test(typed) && typed !== sentCode.current && !signedIn) {
                sentCode.current = typed;
                // a newer submission, or the step moving on once signed in, may abort this one: no error (app/lib/aborted.ts)
                void fetcher.submit(e.currentTarget.form);
              }
            }}
          />
          <Button type="submit" busy={(fetcher.state === "submitting" && !sending) || signedIn} fullWidth>
            {t("account.action.verify")}
          </Button>
          <div className="flex flex-wrap gap-2">
            <Button variant="quiet" size="sm" type="submit" name="intent" value="send-code" busy={sending} disabled={signedIn} formNoValidate>
              {t("account.action.resend")}
            </Button>
            <Button variant="quiet" size="sm" onClick={() => setEditing(true)}>
              {t("booking.identify.otherAddress")}
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" action={action} className="flex flex-col gap-4" data-testid="identify-address" onSubmit={() => setEditing(false)}>
          <input type="hidden" name="intent" value="send-code" />
          <TextField
            ref={addressField}
            name="address"
            label={t("booking.identify.address")}
            hint={t(words.hint)}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            error={errorOf("address") ?? errorOf("email") ?? errorOf("phone")}
          />
          <Button type="submit" busy={sending} fullWidth>
            {t("booking.identify.send")}
          </Button>
        </fetcher.Form>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-small">
        <Button variant="quiet" size="sm" icon={ArrowLeft} onClick={onBack}>
          {t(words.back)}
        </Button>
        <Link to={signInHref} className="font-semibold text-accent-ink underline underline-offset-4" data-testid="identify-password">
          {t("booking.identify.password")}
        </Link>
      </div>
    </section>
  );
}
