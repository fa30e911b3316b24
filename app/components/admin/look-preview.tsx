// The storefront in a frame beside the look form (decision 244). Every change is posted to it as
// the live preview's messages (domain/preview-message.ts; the storefront accepts its own origin's
// /admin), again whenever the framed page says it listens (a page of its own, a reload). The rest
// of the draft (custom CSS, home and hero, links, modules, languages) is signed as a preview
// (server/tenancy/preview-signature.ts) and the frame drawn again by the server with it.
// The frame shows the storefront as a phone (390 px, as it is) or as a computer (1280 px wide,
// scaled down to the room beside the form), so both layouts can be judged before saving.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { lookMessages, type Typed } from "../../lib/admin-look";
import { adminPath } from "../../lib/admin-paths";
import { pathIn } from "../../lib/account-paths";
import { COOKIES } from "../../lib/cookies";
import { useT, type TKey } from "../../lib/use-t";
import { SelectField } from "../ui/field";
import { cx } from "../ui/cx";
import { Monitor, Smartphone } from "../ui/icons";

const PAGES: { path: string; label: TKey }[] = [
  { path: "/", label: "admin.look.page.home" },
  { path: "/services", label: "admin.look.page.services" },
  { path: "/contact", label: "admin.look.page.contact" },
];

type Device = "phone" | "desktop";
const DESKTOP_WIDTH = 1280;
const DEVICES: { id: Device; label: TKey; Icon: typeof Smartphone }[] = [
  { id: "phone", label: "admin.look.device.phone", Icon: Smartphone },
  { id: "desktop", label: "admin.look.device.desktop", Icon: Monitor },
];

/** The fields the live messages already show as typed (lookMessages); the rest needs the server. */
const MESSAGED = /^(colors\.|fonts\.|displayName$|logo$)/;
const draftKey = (typed: Typed) =>
  JSON.stringify(
    Object.entries(typed)
      .filter(([k]) => !MESSAGED.test(k))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

export function LookPreview({ typed, stored, saved }: { typed: Typed; stored: Typed; saved: boolean }) {
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

  // what no message shows (the custom CSS, which only the server may clean, the home page and its
  // hero, the links, modules and languages): the whole draft signed, then the frame drawn again by
  // the server with it, a moment after typing stops (decision 300). Nothing is saved.
  const signer = useFetcher<{ previewTheme: string | null }>();
  const key = draftKey(typed);
  const storedKey = draftKey(stored);
  const sentKey = useRef(storedKey);
  // what the page read (at first, after a save) is what the storefront already draws
  useEffect(() => {
    sentKey.current = storedKey;
  }, [storedKey]);
  useEffect(() => {
    if (key === sentKey.current) return;
    const wait = setTimeout(() => {
      sentKey.current = key;
      // a newer draft's submission gives this one up: no error
      void signer.submit({ typed: latest.current }, { method: "post", action: adminPath(lang, "/look/preview"), encType: "application/json" });
    }, 700);
    return () => clearTimeout(wait);
  }, [key, lang, signer.submit]);
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

  const [device, setDevice] = useState<Device>("phone");
  const room = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  // the computer's 1280 px drawn in the width the column has, followed as the window changes
  const useIsoLayout = typeof window === "undefined" ? useEffect : useLayoutEffect;
  useIsoLayout(() => {
    const box = room.current;
    if (!box || device !== "desktop") return;
    const fit = () => setScale(Math.min(1, box.clientWidth / DESKTOP_WIDTH));
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(box);
    return () => watch.disconnect();
  }, [device]);

  return (
    <section aria-labelledby="look-preview-title" id="look-preview" className="flex flex-col gap-3 lg:sticky lg:top-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="look-preview-title" className="font-title text-lead text-ink">
            {t("admin.look.preview")}
          </h2>
          <p className="text-caption text-ink-muted">{t("admin.look.previewHint")}</p>
        </div>
        <div role="radiogroup" aria-label={t("admin.look.device")} className="flex rounded-md ring-1 ring-line-strong" data-testid="look-device">
          {DEVICES.map((d) => (
            <label key={d.id} className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-small text-ink first:rounded-l-md last:rounded-r-md has-checked:bg-ink has-checked:text-page has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus">
              <input type="radio" name="look-device" value={d.id} checked={device === d.id} onChange={() => setDevice(d.id)} className="sr-only" />
              <d.Icon aria-hidden="true" size={16} />
              {t(d.label)}
            </label>
          ))}
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
      <div ref={room} className={cx("h-[70vh] min-h-[28rem] w-full lg:h-[calc(100vh-12rem)]", device === "desktop" ? "overflow-hidden rounded-lg shadow-raised ring-1 ring-line" : "flex justify-center")} data-device={device}>
        <iframe
          ref={frame}
          src={src}
          title={t("admin.look.previewFrame")}
          data-testid="look-frame"
          className={cx("bg-page", device === "phone" ? "h-full w-full max-w-[390px] rounded-[1.5rem] shadow-raised ring-8 ring-ink" : "block origin-top-left")}
          style={device === "desktop" ? { width: DESKTOP_WIDTH, height: `${100 / scale}%`, transform: `scale(${scale})` } : undefined}
        />
      </div>
    </section>
  );
}
