// The storefront in a frame beside the look form (decision 244). Every change is posted to it as
// the live preview's messages (domain/preview-message.ts; the storefront accepts its own origin's
// /admin), again whenever the framed page says it listens (a page of its own, a reload). The
// custom CSS, which only the server may clean, is signed as a preview theme
// (server/tenancy/preview-signature.ts) and the frame drawn again by the server with it.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { lookMessages, lookThemes, type Typed } from "../../lib/admin-look";
import { adminPath } from "../../lib/admin-paths";
import { pathIn } from "../../lib/account-paths";
import { COOKIES } from "../../lib/cookies";
import { useT, type TKey } from "../../lib/use-t";
import { SelectField } from "../ui/field";

const PAGES: { path: string; label: TKey }[] = [
  { path: "/", label: "admin.look.page.home" },
  { path: "/services", label: "admin.look.page.services" },
  { path: "/contact", label: "admin.look.page.contact" },
];

export function LookPreview({ typed, saved }: { typed: Typed; saved: boolean }) {
  const { t, lang } = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(typed);
  latest.current = typed;
  const [src, setSrc] = useState(() => pathIn(lang, "/"));
  const post = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    for (const message of lookMessages(latest.current)) target.postMessage(message, window.location.origin);
  }, []);
  useEffect(post, [typed, post]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && event.data?.type === "vitrine:ready") post();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [post]);

  // the custom CSS: signed, then drawn by the server (its sanitiser) a moment after typing stops
  const signer = useFetcher<{ previewTheme: string | null }>();
  const css = typeof typed.customCss === "string" ? typed.customCss : "";
  const sentCss = useRef(css);
  useEffect(() => {
    if (css === sentCss.current) return;
    const wait = setTimeout(() => {
      sentCss.current = css;
      void signer.submit({ themes: lookThemes(latest.current) }, { method: "post", action: adminPath(lang, "/look/preview"), encType: "application/json" });
    }, 700);
    return () => clearTimeout(wait);
  }, [css, lang, signer.submit]);
  const signed = signer.data?.previewTheme;
  useEffect(() => {
    if (!signed) return;
    const at = frame.current?.contentWindow?.location.pathname ?? "/";
    setSrc(`/-ps--${signed}--pe-${at}`);
  }, [signed]);

  // saved: the storefront draws the saved look itself; the preview's cookie would only linger
  useEffect(() => {
    if (saved) document.cookie = `${COOKIES.previewTheme}=; Path=/; Max-Age=0; SameSite=Lax`;
  }, [saved]);

  return (
    <section aria-labelledby="look-preview-title" id="look-preview" className="flex flex-col gap-3 lg:sticky lg:top-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="look-preview-title" className="font-title text-lead text-ink">
            {t("admin.look.preview")}
          </h2>
          <p className="text-caption text-ink-muted">{t("admin.look.previewHint")}</p>
        </div>
        <SelectField
          className="w-48"
          id="look-page"
          label={t("admin.look.previewPage")}
          defaultValue="/"
          onChange={(e) => setSrc(pathIn(lang, e.target.value))}
        >
          {PAGES.map((p) => (
            <option key={p.path} value={p.path}>
              {t(p.label)}
            </option>
          ))}
        </SelectField>
      </div>
      <iframe
        ref={frame}
        src={src}
        title={t("admin.look.previewFrame")}
        data-testid="look-frame"
        className="h-[70vh] min-h-[28rem] w-full rounded-lg bg-page shadow-raised ring-1 ring-line lg:h-[calc(100vh-10rem)]"
      />
    </section>
  );
}
