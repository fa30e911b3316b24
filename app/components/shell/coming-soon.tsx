// A page whose content comes with a later issue: its title and a short note that it opens soon.
// Never invented content.
import { Hourglass } from "lucide-react";
import { Link } from "react-router";
import { useShell } from "../../lib/shell-data";
import { useT, type TKey } from "../../lib/use-t";

export function ComingSoon({ title }: { title: TKey }) {
  const { t } = useT();
  const { href } = useShell();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center" data-testid="coming-soon">
      <Hourglass aria-hidden="true" size={40} className="text-secondary" />
      <h1 className="font-title text-3xl text-primary">{t(title)}</h1>
      <p>{t("shell.comingSoon")}</p>
      <Link to={href("/services")} className="rounded bg-button px-5 py-3 text-button-ink">
        {t("shell.seeServices")}
      </Link>
    </section>
  );
}
