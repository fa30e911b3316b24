// The cookie consent dialog (spec §2, §4): shown until the preference cookie exists. Accept saves
// the choices (analytics on by default), deny turns off what can be turned off, manage shows the
// switches. Non-modal, drawn by the server while no choice exists (no jump once the page starts):
// a compact card in the bottom corner on desktops, above the bottom bar (and a sticky action bar)
// on phones, with room kept at the end of the page so it hides nothing for good; it can be
// reopened from the footer.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { CONSENT_COOKIE, CONSENT_EVENT, CONSENT_MAX_AGE, DEFAULT_PREFERENCES, denied, readPreferences, writePreferences } from "../../../domain/cookie-consent";
import { readBrowserCookie } from "../../lib/cookies";
import { focusPageHeading } from "../../lib/focus";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";

export interface CookieConsentHandle {
  open(): void;
}

export const CookieConsent = forwardRef<CookieConsentHandle, { initiallyOpen: boolean }>(function CookieConsent({ initiallyOpen }, ref) {
  const { t } = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const [manage, setManage] = useState(false);
  const [analytics, setAnalytics] = useState(DEFAULT_PREFERENCES.analytics);
  const firstButton = useRef<HTMLButtonElement>(null);
  // The footer's 'cookie settings' button, when the card was reopened from it.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const saved = readPreferences(readBrowserCookie(CONSENT_COOKIE));
    if (saved) {
      setAnalytics(saved.analytics);
      setOpen(false);
    } else setOpen(true);
  }, []);

  useImperativeHandle(ref, () => ({
    open() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
    window.dispatchEvent(new Event(CONSENT_EVENT));
    // The card and its buttons disappear: the focus goes back to what reopened it, or, on a first
    // visit, to the page's title, never to the body.
    const back = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      if (back?.isConnected) back.focus();
      else if (document.activeElement === document.body || document.activeElement === null) focusPageHeading();
    });
  };

  if (!open) return null;
  return (
    <section
      id="cookie-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      aria-describedby="cookie-text"
      data-testid="cookie-consent"
      onKeyDown={(e) => e.key === "Escape" && manage && setManage(false)}
      className="fixed inset-x-2 bottom-[calc(var(--vt-bottom-bar)+var(--vt-action-space,0px)+0.75rem)] z-40 max-h-[70dvh] overflow-y-auto rounded-lg bg-page p-4 text-ink shadow-overlay ring-1 ring-line md:inset-x-auto md:bottom-6 md:left-6 md:w-[24rem] md:p-5"
    >
      <h2 id="cookie-title" className="sr-only font-body text-body font-semibold md:not-sr-only">
        {t("cookies.title")}
      </h2>
      <div className="text-small text-ink-muted md:mt-1">
        <p id="cookie-text" className="inline">
          {t("cookies.text")}
        </p>{" "}
        {!manage && (
          <button type="button" className="inline rounded-sm font-medium text-ink underline underline-offset-4" onClick={() => setManage(true)} data-testid="cookie-manage">
            {t("cookies.manage")}
          </button>
        )}
      </div>
      {manage && (
        <fieldset className="mt-3 flex flex-col gap-2 rounded-md bg-surface-soft p-3 text-small">
          <legend className="sr-only">{t("cookies.manage")}</legend>
          <label className="flex min-h-8 items-center justify-between gap-3 font-medium">
            <span>{t("cookies.connexion")}</span>
            <input type="checkbox" role="switch" checked disabled aria-describedby="cookie-connexion-help" className="size-5" />
          </label>
          <span id="cookie-connexion-help" className="-mt-1.5 text-caption text-ink-muted">
            {t("cookies.connexionHelp")}
          </span>
          <label className="flex min-h-8 items-center justify-between gap-3 font-medium">
            <span>{t("cookies.analytics")}</span>
            <input type="checkbox" role="switch" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} className="size-5" data-testid="cookie-analytics" />
          </label>
        </fieldset>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        {manage ? (
          <Button ref={firstButton} size="sm" className="col-span-2" onClick={() => save({ analytics })} data-testid="cookie-save">
            {t("cookies.save")}
          </Button>
        ) : (
          <>
            <Button ref={firstButton} size="sm" onClick={() => save({ analytics: true })} data-testid="cookie-accept">
              {t("cookies.accept")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => save(denied())} data-testid="cookie-deny">
              {t("cookies.deny")}
            </Button>
          </>
        )}
      </div>
    </section>
  );
});
