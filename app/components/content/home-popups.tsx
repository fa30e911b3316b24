// The home page's popups (spec §2, §4; decision 164), loaded only when one is to be shown: the
// promo (image, HTML text, call to action) and the coupon popup (the business's text, a word cloud
// of its own vocabulary, its codes to copy). Dialogs of the design system: the page behind is inert,
// the focus is kept inside, Escape closes, and an overlay never moves the page under it.
import { Check, Copy } from "../ui/icons";
import { useEffect, useState } from "react";
import { localise } from "../../../domain/catalogue";
import { useApi } from "../../lib/api";
import { Loading, SkeletonListRow } from "../ui/skeleton";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import type { HomePopups } from "../../lib/popups.server";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Dialog } from "../ui/dialog";
import { formatDay } from "./format";
import { PROSE } from "./post-card";

export function PromoPopup({ promo, lang, onClose }: { promo: NonNullable<HomePopups["promo"]>; lang: Lang; onClose: () => void }) {
  const { t } = useT();
  const url = promo.button?.url ?? "";
  return (
    <Dialog open onClose={onClose} title={promo.title ?? t("popup.promo.title")} width="32rem" testId="promo-popup">
      <div className="flex flex-col gap-4">
        {promo.image && <img src={promo.image} alt="" width={960} height={540} className="aspect-[16/9] w-full rounded-lg object-cover" />}
        {promo.html && <div className={PROSE} dangerouslySetInnerHTML={{ __html: promo.html }} />}
        {promo.button &&
          (url.startsWith("/") ? (
            <Button to={localePath(url, lang)} onClick={onClose} fullWidth data-testid="promo-action">
              {promo.button.text}
            </Button>
          ) : (
            <Button href={url} fullWidth data-testid="promo-action">
              {promo.button.text}
            </Button>
          ))}
      </div>
    </Dialog>
  );
}

const WORD_SIZE = { 4: "text-h2", 3: "text-h3", 2: "text-lead", 1: "text-small" } as const;
const WORD_TONE = ["text-ink", "text-accent-ink", "text-ink-muted"] as const;

type PopupCoupon = { code: string; name: string; validUntil: string | null; automatic: boolean };

/** The coupons any visitor may use (listed ones first, then the automatic one), asked when the popup opens. */
function useListedCoupons(lang: Lang): PopupCoupon[] | null {
  const api = useApi();
  const [coupons, setCoupons] = useState<PopupCoupon[] | null>(null);
  useEffect(() => {
    if (!api) return;
    let live = true;
    api.get("/coupons").then(
      (r) => live && setCoupons([...r.coupons, ...(r.automatic ? [r.automatic] : [])].filter((c) => !c.personal).slice(0, 2).map((c) => ({ code: c.code, name: localise(c.name, lang), validUntil: c.validUntil, automatic: c.automatic }))),
      // logged only (spec §8): the text and the cloud still say it; the codes are at the booking step
      (err) => {
        console.warn("coupons could not be loaded", err);
        if (live) setCoupons([]);
      },
    );
    return () => {
      live = false;
    };
  }, [api, lang]);
  return coupons;
}

export function CouponPopup({ coupon, lang, onClose }: { coupon: NonNullable<HomePopups["coupon"]>; lang: Lang; onClose: () => void }) {
  const { t } = useT();
  const coupons = useListedCoupons(lang);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
    } catch {
      // no clipboard (an old browser, a page not served securely): the code stays on screen to type
      setCopied(null);
    }
  };
  return (
    <Dialog open onClose={onClose} title={t("popup.coupon.title")} description={coupon.text || undefined} width="32rem" testId="coupon-popup">
      <div className="flex flex-col gap-5">
        {/* the business's own words, for the eye: the codes below are what counts */}
        <p aria-hidden="true" className="flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 rounded-lg bg-surface-soft px-4 py-5 text-center font-title leading-tight" data-testid="word-cloud">
          {coupon.words.map((w, i) => (
            <span key={w.text} className={cx(WORD_SIZE[w.size], WORD_TONE[i % WORD_TONE.length])}>
              {w.text}
            </span>
          ))}
        </p>
        {coupons === null ? (
          <Loading>
            <SkeletonListRow />
          </Loading>
        ) : (
          coupons.length > 0 && (
            <ul className="flex flex-col gap-3">
              {coupons.map((c) => (
                <li key={c.code} className="flex flex-col gap-2 rounded-lg border border-dashed border-line-strong p-4" data-testid="popup-coupon">
                  <p className="font-semibold">{c.name || c.code}</p>
                  {c.automatic ? (
                    <p className="text-small text-ink-muted">{t("popup.coupon.automatic")}</p>
                  ) : (
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <span className="flex flex-col">
                        <code className="font-body text-lead font-semibold tracking-[0.08em]" data-testid="popup-coupon-code">
                          {c.code}
                        </code>
                        <span className="text-caption text-ink-muted">{t("popup.coupon.useAt")}</span>
                      </span>
                      <Button variant="secondary" size="sm" icon={copied === c.code ? Check : Copy} onClick={() => void copy(c.code)}>
                        {t(copied === c.code ? "popup.coupon.copied" : "popup.coupon.copy")}
                      </Button>
                    </div>
                  )}
                  {c.validUntil && <p className="text-caption text-ink-muted">{t("popup.coupon.validUntil", { date: formatDay(c.validUntil, lang) })}</p>}
                </li>
              ))}
            </ul>
          )
        )}
        <p role="status" className="sr-only">
          {copied ? t("popup.coupon.copied") : ""}
        </p>
        <Button to={localePath("/services", lang)} onClick={onClose} fullWidth data-testid="coupon-popup-book">
          {t("book")}
        </Button>
      </div>
    </Dialog>
  );
}
