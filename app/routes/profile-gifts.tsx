// /profile/gifts: the gift vouchers the customer bought (spec §7 gifts/giftHistory): each with its
// status (payment pending, scheduled, sent, partly used, used, expired), what is left on it, its
// recipient, its PDF, and sending it again to the same or a new address. A page at a time.
import { Download, Gift, Send } from "../components/ui/icons";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { Route } from "./+types/profile-gifts";
import type { BoughtVoucher } from "../../contract/gifts";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { fieldError, Notice } from "../components/account/form";
import { Button } from "../components/ui/button";
import { Dialog } from "../components/ui/dialog";
import { EmptyState } from "../components/ui/empty-state";
import { TextField } from "../components/ui/field";
import { listClass } from "../components/ui/list-row";
import { useMoney } from "../components/ui/price";
import { asCustomer } from "../lib/account.server";
import { formFailure, formValues } from "../lib/forms.server";
import { ISO } from "../lib/i18n";
import { requireModule } from "../lib/modules.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";
import { dateTimeFormat } from "../../domain/intl";

const PER_PAGE = 20;

export function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.gift);
  return asCustomer(request, context, async ({ api, url }) => {
    const asked = url.searchParams.get("page") ?? "1";
    const page = /^[1-9]\d{0,4}$/.test(asked) ? asked : "1";
    return api.get("/gifts/giftHistory", { query: { page, itemPerPage: String(PER_PAGE) } });
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return asCustomer(request, context, async ({ api }) => {
    const values = await formValues(request);
    try {
      const { voucher } = await api.post("/gifts/{id}/resend", { params: { id: values.id ?? "" }, body: { to: (values.to ?? "").trim(), email: (values.email ?? "").trim() } });
      return { resent: voucher, errors: undefined };
    } catch (err) {
      return formFailure(err, values, { resent: null });
    }
  });
}

const TONE: Record<BoughtVoucher["status"], string> = {
  awaiting_payment: "bg-surface-soft text-ink-muted",
  scheduled: "bg-accent/15 text-accent-ink",
  sent: "bg-success-soft text-success",
  partly_used: "bg-accent/15 text-accent-ink",
  used: "bg-surface-soft text-ink-muted",
  expired: "bg-surface-soft text-ink-muted",
};

export default function ProfileGifts({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { items, total, page, itemPerPage } = loaderData;
  const pages = Math.max(1, Math.ceil(total / itemPerPage));
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-title text-h1">{t("gift.mine")}</h1>
        {items.length > 0 && (
          <Button to={localePath("/gift", lang as Lang)} variant="secondary" size="sm" icon={Gift}>
            {t("gift.mine.offer")}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Gift} title={t("gift.mine.empty")} action={<Button to={localePath("/gift", lang as Lang)}>{t("gift.mine.offer")}</Button>} />
      ) : (
        <ul className={listClass} data-testid="gift-history">
          {items.map((v) => (
            <VoucherRow key={v.id} voucher={v} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between text-small" aria-label={t("gift.mine")}>
          {page > 1 ? <Button to={`?page=${page - 1}`} variant="quiet" size="sm">←</Button> : <span />}
          <span data-numeric="">
            {page} / {pages}
          </span>
          {page < pages ? <Button to={`?page=${page + 1}`} variant="quiet" size="sm">→</Button> : <span />}
        </nav>
      )}
    </div>
  );
}

function VoucherRow({ voucher: v }: { voucher: BoughtVoucher }) {
  const { t, lang } = useT();
  const money = useMoney();
  const [resending, setResending] = useState(false);
  const day = (date: string) => dateTimeFormat(ISO[lang as Lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const paid = v.status !== "awaiting_payment";
  return (
    <li className="flex flex-col gap-3 py-5 sm:flex-row sm:items-start sm:justify-between" data-testid="gift-history-row">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-h3 font-semibold" data-numeric="">
            {v.kind === "service" && v.service ? (v.service.name[lang] ?? v.service.name.fr ?? "") : money(v.value)}
          </span>
          <span className={`rounded-pill px-2.5 py-0.5 text-caption font-semibold ${TONE[v.status]}`} data-testid="gift-status">
            {t(`gift.status.${v.status}`)}
          </span>
        </div>
        <p className="text-small">{t("gift.mine.to", { name: v.recipient.name ?? "", email: v.recipient.email ?? "" })}</p>
        <p className="text-small text-ink-muted">
          {[v.status === "scheduled" ? t("gift.mine.deliverOn", { date: day(v.deliverOn) }) : null, v.status === "partly_used" ? t("gift.mine.balance", { balance: money(v.balance) }) : null, t("gift.mine.validUntil", { date: day(v.validUntil) })]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {paid && <p className="font-mono text-small tracking-wider text-ink-muted">{v.code}</p>}
      </div>
      {paid && (
        <div className="flex shrink-0 gap-2">
          <Button href={localePath(`/gift/pdf/${v.id}`, lang as Lang)} variant="secondary" size="sm" icon={Download}>
            PDF
          </Button>
          {v.resendsLeft > 0 && (
            <Button variant="quiet" size="sm" icon={Send} onClick={() => setResending(true)} data-testid="gift-resend">
              {t("gift.resend")}
            </Button>
          )}
        </div>
      )}
      {resending && <ResendDialog voucher={v} onClose={() => setResending(false)} />}
    </li>
  );
}

function ResendDialog({ voucher, onClose }: { voucher: BoughtVoucher; onClose: () => void }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data as { resent: BoughtVoucher | null; errors?: { form?: string; fields: Record<string, string> } } | undefined;
  const done = result?.resent ?? null;
  return (
    <Dialog open onClose={onClose} title={t("gift.resend.title")} description={t("gift.resend.text")} width="28rem" testId="gift-resend-dialog">
      {done ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{t("gift.resend.done", { email: done.recipient.email ?? "" })}</Notice>
          <Button onClick={onClose}>{t("ui.close")}</Button>
        </div>
      ) : (
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="id" value={voucher.id} />
          <Notice>{result?.errors?.form}</Notice>
          <TextField name="to" label={t("gift.recipient.name")} required maxLength={120} defaultValue={voucher.recipient.name ?? ""} error={fieldError(result?.errors?.fields.to, t)} />
          <TextField name="email" type="email" label={t("gift.recipient.email")} required maxLength={254} defaultValue={voucher.recipient.email ?? ""} error={fieldError(result?.errors?.fields.email, t)} />
          <p className="text-caption text-ink-muted">{t("gift.resend.left", { count: voucher.resendsLeft })}</p>
          <Button type="submit" busy={fetcher.state !== "idle"}>
            {t("gift.resend.submit")}
          </Button>
        </fetcher.Form>
      )}
    </Dialog>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "gift.mine"), { name: "robots", content: "noindex" }];
}
