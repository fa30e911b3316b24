// /waitlist/leave/:token — the signed link of a waitlist mail: no sign-in, the customer sees what
// they wait for and leaves it with one button (a POST: a mail scanner opening the link leaves
// nothing). Works before any script.
import { Form, useActionData, useNavigation } from "react-router";
import { accountMeta } from "../lib/account-meta";
import type { Route } from "./+types/waitlist-leave";
import { Notice } from "../components/account/form";
import { Card } from "../components/ui/card";
import { Button } from "../components/ui/button";
import { isApiFailure } from "../lib/api";
import { notFound } from "../lib/not-found";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";
import { WaitlistEntryText } from "../components/booking/waitlist-join";

const TOKEN = /^\d{1,10}\.[A-Za-z0-9_-]{43}$/;
const tokenOf = (token: string | undefined) => (token && TOKEN.test(token) ? token : notFound());
const orNotFound = (err: unknown): never => {
  if (isApiFailure(err) && err.status === 404) notFound();
  throw err;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = tokenOf(params.token);
  const { api } = pageRequest(request, context);
  const { entry } = await api.get("/waitlist/link/{token}", { params: { token } }).catch(orNotFound);
  return { entry };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const token = tokenOf(params.token);
  const { api } = pageRequest(request, context);
  const { entry } = await api.post("/waitlist/link/{token}/leave", { params: { token } }).catch(orNotFound);
  return { entry };
}

export default function WaitlistLeave({ loaderData }: Route.ComponentProps) {
  const left = useActionData<typeof action>()?.entry;
  const entry = left ?? loaderData.entry;
  const busy = useNavigation().state !== "idle";
  const { t } = useT();
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="font-title text-3xl text-ink">{t("booking.waitlist.leaveTitle")}</h1>
      {entry.leftAt ? (
        <Notice tone="success">{t("booking.waitlist.left")}</Notice>
      ) : (
        <Card className="gap-4">
          <p className="text-ink-muted">{t("booking.waitlist.leaveIntro")}</p>
          <p className="font-semibold text-ink" data-testid="waitlist-leave-entry">
            <WaitlistEntryText entry={entry} />
          </p>
          <Form method="post">
            <Button type="submit" variant="secondary" busy={busy} busyLabel={t("booking.waitlist.leaving")} data-testid="waitlist-leave">
              {t("booking.waitlist.leave")}
            </Button>
          </Form>
        </Card>
      )}
    </article>
  );
}

// personal pages, like the account's: the tab title's pattern, never indexed
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "booking.waitlist.leaveTitle");
}
