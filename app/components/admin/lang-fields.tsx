// One text in the five languages, as the catalogue form shows them (article-form.tsx Texts): a box
// per language, French the fallback, a missing translation marked; `control` draws the field of
// one language (a line, a paragraph or the rich-text editor).
import type { ReactNode } from "react";
import { LANGS, type Lang } from "../../../domain/types";
import { LANG_NAMES } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { cx } from "../ui/cx";
import { oneOf, type Typed } from "./article-form";

export function LangFields({ typed, name, control, wide = false }: { typed: Typed; name: string; control: (lang: Lang, french: string) => ReactNode; wide?: boolean }) {
  const { t } = useT();
  const french = oneOf(typed, `${name}.fr`);
  return (
    <div className={cx("grid gap-4", !wide && "lg:grid-cols-2")}>
      {LANGS.map((l) => {
        const missing = l !== "fr" && !oneOf(typed, `${name}.${l}`).replace(/<[^>]*>/g, "").trim();
        return (
          <div key={l} lang={l} className={cx("flex flex-col gap-3 rounded-md p-4 ring-1", missing ? "bg-warning-soft ring-warning" : "ring-line")} data-testid={`${name}-${l}`}>
            <p className="flex flex-wrap items-center gap-2 text-small font-semibold text-ink">
              {LANG_NAMES[l]}
              {l === "fr" && <span lang={undefined} className="font-normal text-ink-muted">({t("admin.art.fallback")})</span>}
            </p>
            {missing && (
              <p lang={undefined} className="text-caption text-ink" data-testid={`missing-${name}-${l}`}>
                {t("admin.art.missing")}
              </p>
            )}
            {control(l, french)}
          </div>
        );
      })}
    </div>
  );
}
