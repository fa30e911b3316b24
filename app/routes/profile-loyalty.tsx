// /profile/loyalty: the customer's loyalty card (spec §2, §7 'Loyalty'): the balance, the way to
// the next reward, the paliers with their exchange button, the rewards kept in the account and the
// card's history. Only with a card (spec §2, §6): a customer without one is sent to their account,
// which offers to join while the programme runs; joining posts here.
import { useEffect, useState, type ReactNode } from "react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/profile-loyalty";
import type { LoyaltyCardAnswer } from "../../contract/loyalty";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import { formatMoney } from "../../domain/money";
import type { LoyaltyTier } from "../../domain/loyalty";
import type { LoyaltyReward } from "../../domain/order-totals";
import type { Lang } from "../../domain/types";
import { Notice } from "../components/account/form";
import { useCatalogueSettings } from "../components/catalogue/settings";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Dialog } from "../components/ui/dialog";
import { listClass } from "../components/ui/list-row";
import { asCustomer } from "../lib/account.server";
import { formFailure, formValues } from "../lib/forms.server";
import { ISO } from "../lib/i18n";
import { requireModule } from "../lib/modules.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

export function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.loyalty);
  return asCustomer(request, context, async ({ api, lang }) => {
    const { card, ...current } = await api.get("/loyalty/current");
    // no programme: no such page; a programme but no card yet: the account page offers to join
    if (!current.active && !card) throw new Response("Not Found", { status: 404 });
    if (!card) throw redirect(localePath("/profile", lang));
    return { ...current, card };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return asCustomer(request, context, async ({ api, lang }) => {
    const values = await formValues(request);
    if (values.intent === "join") {
      // a refusal (the programme stopped meanwhile) leaves the customer on their account page
      await api.post("/loyalty/join").catch(() => null);
      throw redirect(localePath("/profile/loyalty", lang));
    }
    try {
      // points are spent only once the customer has confirmed (a first tap asks)
      if (values.intent === "ask") return { exchanged: null, asking: values.palierId ?? null, errors: undefined };
      const { reward } = await api.post("/loyalty/exchange", { body: { palierId: values.palierId ?? "" } });
      return { exchanged: reward.tierId, errors: undefined };
    } catch (err) {
      return formFailure(err, {}, { exchanged: null });
    }
  });
}

type Tier = Pick<LoyaltyTier, "id" | "threshold" | "reward"> & { name: Partial<Record<Lang, string>> };

/** A palier's name, or what it gives when the business named none. */
function useRewardName() {
  const { t } = useT();
  const { lang, currency } = useCatalogueSettings();
  const describe = (reward: LoyaltyReward) =>
    reward.type === "amount" ? t("loyalty.rewardAmount", { amount: formatMoney(reward.amount, lang, currency) }) : t(reward.type === "service" ? "loyalty.rewardService" : "loyalty.rewardProduct");
  return (tier: Tier | undefined, reward?: LoyaltyReward, fallback = "") => {
    const given = reward ?? tier?.reward;
    return (tier && localise(tier.name, lang)) || (given ? describe(given) : fallback);
  };
}

export default function ProfileLoyalty({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lang } = useCatalogueSettings();
  const { active, tiers, card } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const exchanging = navigation.state !== "idle" ? navigation.formData?.get("palierId") : null;
  const rewardName = useRewardName();
  const tierOf = (id: string | null | undefined) => tiers.find((tier) => tier.id === id);
  const day = new Intl.DateTimeFormat(ISO[lang], { dateStyle: "long" });
  const balance = card.balance;
  // the tier whose exchange waits for the customer's 'yes'
  const [asking, setAsking] = useState<string | null>(null);
  const asked = result && "asking" in result ? (result.asking ?? null) : null;
  useEffect(() => setAsking(asked), [asked, result]);
  const askingTier = tierOf(asking);

  return (
    <div className="flex max-w-3xl flex-col gap-10">
      <h1 className="font-title text-h1">{t("nav.loyalty")}</h1>
      {result?.exchanged && <Notice tone="success">{t("loyalty.exchanged", { reward: rewardName(tierOf(result.exchanged)) })}</Notice>}
      <Notice>{result?.errors?.form ?? result?.errors?.fields.palierId}</Notice>
      {!active && <Notice tone="info">{t("loyalty.paused")}</Notice>}

      <Balance card={card} nextName={card.nextTier ? rewardName(card.nextTier) : null} day={day} rule={active ? t("loyalty.rule", { count: loaderData.pointsPerEuro, rate: loaderData.pointsPerEuro.toLocaleString(ISO[lang]) }) : null} />

      {active && tiers.length > 0 && (
        <Section id="loyalty-tiers" title={t("loyalty.tiers")}>
          <ul className={listClass} data-testid="loyalty-tiers">
            {[...tiers]
              .sort((a, b) => a.threshold - b.threshold)
              .map((tier) => (
                <li key={tier.id} className="flex items-center justify-between gap-4 py-4">
                  <span className="flex flex-col">
                    <span className="font-semibold">{rewardName(tier)}</span>
                    <span className="text-small text-ink-muted" data-numeric="">
                      {t("loyalty.cost", { count: tier.threshold })}
                    </span>
                  </span>
                  {balance >= tier.threshold ? (
                    <Form method="post">
                      <input type="hidden" name="palierId" value={tier.id} />
                      <input type="hidden" name="intent" value="ask" />
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        busy={exchanging === tier.id}
                        disabled={Boolean(exchanging)}
                        onClick={(e) => {
                          e.preventDefault();
                          setAsking(tier.id);
                        }}
                        data-testid="loyalty-exchange"
                      >
                        {t("loyalty.exchange")}
                      </Button>
                    </Form>
                  ) : (
                    <span className="text-small text-ink-muted">{t("loyalty.notEnough", { count: tier.threshold - balance })}</span>
                  )}
                </li>
              ))}
          </ul>
        </Section>
      )}

      <Dialog
        open={Boolean(askingTier)}
        onClose={() => setAsking(null)}
        title={askingTier ? t("loyalty.confirm.title", { count: askingTier.threshold }) : ""}
        description={askingTier ? t("loyalty.confirm.text", { reward: rewardName(askingTier), left: balance - askingTier.threshold }) : undefined}
        width="28rem"
        dismissible
        testId="loyalty-confirm"
        footer={
          askingTier && (
            // it stays open, busy, until the exchange's answer closes it (with the page's new balance)
            <Form method="post" className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <input type="hidden" name="palierId" value={askingTier.id} />
              <Button type="button" variant="quiet" onClick={() => setAsking(null)}>
                {t("loyalty.confirm.no")}
              </Button>
              <Button type="submit" busy={Boolean(exchanging)} disabled={Boolean(exchanging)} data-testid="loyalty-confirm-yes">
                {t("loyalty.confirm.yes", { count: askingTier.threshold })}
              </Button>
            </Form>
          )
        }
      />

      {card.rewards.length > 0 && (
        <Section id="loyalty-rewards" title={t("loyalty.rewardsHeld")}>
          <ul className={listClass} data-testid="loyalty-rewards">
            {card.rewards.map((held) => (
              <li key={held.id} className="flex items-center justify-between gap-4 py-3">
                <span className="font-semibold">{rewardName(tierOf(held.tierId), held.reward)}</span>
                <span className="text-small text-ink-muted">{held.usedAt ? t("loyalty.used", { date: day.format(new Date(held.usedAt)) }) : t("loyalty.held", { date: day.format(new Date(held.createdAt)) })}</span>
              </li>
            ))}
          </ul>
          {card.rewards.some((held) => !held.usedAt) && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface-soft px-4 py-3" data-testid="loyalty-use-hint">
              <p className="text-small">{t("loyalty.useHint")}</p>
              <Button to={localePath("/services", lang)} size="sm" variant="secondary">
                {t("book")}
              </Button>
            </div>
          )}
        </Section>
      )}

      {card.history.length > 0 && (
        <Section id="loyalty-history" title={t("loyalty.history")}>
          <ul className={listClass} data-testid="loyalty-history">
            {card.history.map((entry, i) => (
              <li key={i} className="flex items-center justify-between gap-4 py-3 text-small">
                <span className="flex flex-col">
                  <span>{entry.type === "spend" ? t("loyalty.spend", { reward: rewardName(tierOf(entry.tierId), undefined, entry.tierId ?? "") }) : t(`loyalty.${entry.type}`)}</span>
                  <span className="text-ink-muted">{day.format(new Date(entry.at))}</span>
                </span>
                <span className={entry.type === "earn" ? "font-semibold text-success" : "font-semibold"} data-numeric="">
                  {entry.type === "earn" ? "+" : "−"}
                  {entry.points}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** One part of the page: its heading and its list. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-title text-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The card: the balance, and how far the next reward is. */
function Balance({ card, nextName, day, rule }: { card: LoyaltyCardAnswer; nextName: string | null; day: Intl.DateTimeFormat; rule: string | null }) {
  const { t } = useT();
  return (
    <Card tone="soft" padding="lg" className="gap-4" data-testid="loyalty-card">
      <p className="flex flex-col">
        <span className="text-small text-ink-muted">{t("loyalty.balance")}</span>
        {/* a lone figure lines up with nothing: the title font's own spacing, not tabular figures */}
        <span className="font-title text-5xl" data-testid="loyalty-balance">
          {card.balance}
        </span>
      </p>
      {card.nextTier && card.progress && nextName ? (
        <div className="flex flex-col gap-2">
          {/* drawn in SVG: its width is an attribute, where a style attribute would break the page's CSP */}
          <div role="progressbar" aria-label={t("loyalty.progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={card.progress.percent}>
            <svg aria-hidden="true" className="block h-2 w-full" preserveAspectRatio="none">
              <rect width="100%" height="100%" rx="4" className="fill-line" />
              <rect width={`${Math.max(card.progress.percent, 2)}%`} height="100%" rx="4" className="fill-primary" />
            </svg>
          </div>
          <p className="text-small">{t("loyalty.missing", { count: card.progress.missing, reward: nextName })}</p>
        </div>
      ) : (
        <p className="text-small">{t("loyalty.allReached")}</p>
      )}
      {card.expiresAt && <p className="text-small text-ink-muted">{t("loyalty.expires", { date: day.format(new Date(card.expiresAt)) })}</p>}
      {rule && (
        <p className="text-small text-ink-muted" data-testid="loyalty-rule">
          {rule}
        </p>
      )}
    </Card>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "nav.loyalty");
}
