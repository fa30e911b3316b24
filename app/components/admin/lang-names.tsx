// A name in each of the five languages (a voucher theme's, a loyalty tier's, a shelf's): French
// first and required, a missing translation marked and the French shown in its place.
import { LANGS } from "../../../domain/types";
import { LANG_NAMES } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { TextField } from "../ui/field";
import { cx } from "../ui/cx";
import { oneOf, type Errors, type Typed } from "./article-form";

export function LangNames({ typed, errors, prefix, label }: { typed: Typed; errors: Errors; prefix: string; label: string }) {
  const { t } = useT();
  const french = oneOf(typed, `${prefix}.fr`);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {LANGS.map((l) => {
        const name = `${prefix}.${l}`;
        const missing = l !== "fr" && !oneOf(typed, name).trim();
        return (
          <div key={l} className={cx("rounded-md p-3 ring-1", missing ? "bg-warning-soft ring-warning" : "ring-line")} data-testid={missing ? `missing-${name}` : undefined}>
            <TextField
              id={`f-${name}`}
              name={name}
              lang={l}
              label={`${label} · ${LANG_NAMES[l]}`}
              hint={l === "fr" ? t("admin.art.fallback") : missing ? t("admin.art.missing") : undefined}
              defaultValue={oneOf(typed, name)}
              placeholder={l === "fr" ? undefined : french}
              maxLength={120}
              error={errors[name] && t(errors[name])}
            />
          </div>
        );
      })}
    </div>
  );
}
