// A page whose content comes with a later issue: its title and a short note that it opens soon.
// Never invented content.
import { Hourglass } from "lucide-react";
import { useShell } from "../../lib/shell-data";
import { useT, type TKey } from "../../lib/use-t";
import { Button } from "../ui/button";
import { EmptyState } from "../ui/empty-state";

export function ComingSoon({ title }: { title: TKey }) {
  const { t } = useT();
  const { href } = useShell();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6" data-testid="coming-soon">
      <h1 className="font-title text-h1 text-accent-ink">{t(title)}</h1>
      <EmptyState icon={Hourglass} title={t("shell.comingSoon")} action={<Button to={href("/services")}>{t("shell.seeServices")}</Button>} />
    </section>
  );
}
