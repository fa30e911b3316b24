// The cookie consent dialog (spec §2, §4): shown until the preference cookie exists. Accept saves
// the choices (analytics on by default), deny turns off what can be turned off, manage shows the
// switches. Non-modal and in the page's flow at the top (rendered by the server when no choice
// exists yet): it never covers a button the visitor needs; it can be reopened from the footer.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { CONSENT_COOKIE, CONSENT_MAX_AGE, DEFAULT_PREFERENCES, denied, readPreferences, writePreferences } from "../../../domain/cookie-consent";
import { readBrowserCookie } from "../../lib/cookies";
import { useT } from "../../lib/use-t";

export interface CookieConsentHandle {
  open(): void;
}

export const CookieConsent = forwardRef<CookieConsentHandle, { initiallyOpen: boolean }>(function CookieConsent({ initiallyOpen }, ref) {
  const { t } = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const [manage, setManage] = useState(false);
  const [analytics, setAnalytics] = useState(DEFAULT_PREFERENCES.analytics);
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const saved = readPreferences(readBrowserCookie(CONSENT_COOKIE));
    if (saved) {
      setAnalytics(saved.analytics);
      setOpen(false);
    } else setOpen(true);
  }, []);

  useImperativeHandle(ref, () => ({
    open() {
      setManage(true);
      setOpen(true);
      requestAnimationFrame(() => firstButton.current?.focus());
    },
  }));

  const save = (choice: { analytics: boolean }) => {
    document.cookie = `${CONSENT_COOKIE}=${writePreferences(choice)};path=/;max-age=${CONSENT_MAX_AGE};samesite=lax`;
    setAnalytics(choice.analytics);
    setOpen(false);
    setManage(false);
  };

  if (!open) return null;
  const button = "rounded px-4 py-2.5 text-sm font-medium";
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      aria-describedby="cookie-text"
      data-testid="cookie-consent"
      onKeyDown={(e) => e.key === "Escape" && manage && setManage(false)}
      className="relative z-40 border-b border-black/10 bg-page px-4 py-3 text-ink shadow-md"
    >
      <div className="mx-auto max-w-3xl">
      <h2 id="cookie-title" className="text-base font-semibold">
        {t("cookies.title")}
      </h2>
      <p id="cookie-text" className="mt-1 text-sm">
        {t("cookies.text")}
      </p>
      {manage && (
        <fieldset className="mt-3 flex flex-col gap-2 text-sm">
          <legend className="sr-only">{t("cookies.manage")}</legend>
          <label className="flex items-center justify-between gap-3">
            <span>{t("cookies.connexion")}</span>
            <input type="checkbox" role="switch" checked disabled aria-describedby="cookie-connexion-help" className="size-5" />
          </label>
          <span id="cookie-connexion-help" className="-mt-1 text-xs opacity-80">
            {t("cookies.connexionHelp")}
          </span>
          <label className="flex items-center justify-between gap-3">
            <span>{t("cookies.analytics")}</span>
            <input type="checkbox" role="switch" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} className="size-5" data-testid="cookie-analytics" />
          </label>
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {manage ? (
          <button ref={firstButton} type="button" className={`${button} bg-button text-button-ink`} onClick={() => save({ analytics })} data-testid="cookie-save">
            {t("cookies.save")}
          </button>
        ) : (
          <>
            <button ref={firstButton} type="button" className={`${button} bg-button text-button-ink`} onClick={() => save({ analytics: true })} data-testid="cookie-accept">
              {t("cookies.accept")}
            </button>
            <button type="button" className={`${button} border border-current`} onClick={() => save(denied())} data-testid="cookie-deny">
              {t("cookies.deny")}
            </button>
            <button type="button" className={`${button} underline underline-offset-4`} onClick={() => setManage(true)} data-testid="cookie-manage">
              {t("cookies.manage")}
            </button>
          </>
        )}
      </div>
      </div>
    </section>
  );
});
