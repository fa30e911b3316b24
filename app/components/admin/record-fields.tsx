// The fields of a record type as a form's controls (named `values.<key>`, the API's own paths, so a
// refusal lands on its field: decision 241) and an item's values as a short list.
import type { CollectionView } from "../../../contract/records";
import { useT, type TKey } from "../../lib/use-t";
import { SelectField, TextField } from "../ui/field";

type Field = CollectionView["fields"][number];
type Values = Record<string, string | number | boolean>;

/** One field's control; `typed` is what was typed when the form came back refused. */
function FieldControl({ field, value, typed, error }: { field: Field; value: string | number | boolean | undefined; typed: string | undefined; error: string | undefined }) {
  const { t } = useT();
  const name = `values.${field.key}`;
  const shown = typed ?? (value === undefined ? "" : String(value));
  const label = field.required ? `${field.label} *` : field.label;
  const hint = t(field.public ? "admin.rec.fieldPublic" : "admin.rec.fieldPrivate");
  const common = { label, hint, error, name, defaultValue: shown, required: field.required, className: "min-w-0 flex-1 basis-48" };
  if (field.kind === "yesno") return <SelectField {...common} options={[{ value: "", label: "—" }, { value: "true", label: t("admin.rec.yes") }, { value: "false", label: t("admin.rec.no") }]} />;
  if (field.kind === "choice") return <SelectField {...common} options={[{ value: "", label: "—" }, ...(field.choices ?? []).map((c) => ({ value: c, label: c }))]} />;
  return <TextField {...common} type={field.kind === "number" ? "number" : field.kind === "date" ? "date" : "text"} step={field.kind === "number" ? "any" : undefined} maxLength={field.kind === "text" ? 2000 : undefined} />;
}

/** The controls of a type's fields, each with its refusal said in the page's language. */
export function RecordFields({ collection, values, typed, errors }: { collection: CollectionView; values?: Values; typed?: Record<string, string>; errors?: Record<string, string> }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-3">
      {collection.fields.map((f) => {
        const refused = errors?.[`values.${f.key}`];
        const blank = !(typed?.[`values.${f.key}`] ?? "").trim();
        const error = refused ? t(blank && f.required ? "admin.rec.required" : (`admin.rec.bad.${f.kind}` as TKey)) : undefined;
        return <FieldControl key={f.key} field={f} value={values?.[f.key]} typed={typed?.[`values.${f.key}`]} error={error} />;
      })}
    </div>
  );
}

/** An item's values, labelled by its type's fields (those the type no longer has are left out). */
export function RecordValues({ collection, values, localDay }: { collection: CollectionView | undefined; values: Values; localDay: (s: string) => string }) {
  const { t } = useT();
  const fields = (collection?.fields ?? []).filter((f) => values[f.key] !== undefined);
  if (fields.length === 0) return <p className="text-small text-ink-muted">{t("admin.rec.noValues")}</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-small">
      {fields.map((f) => {
        const v = values[f.key]!;
        const shown = typeof v === "boolean" ? t(v ? "admin.rec.yes" : "admin.rec.no") : f.kind === "date" ? localDay(String(v)) : String(v);
        return [
          <dt key={`${f.key}-l`} className="text-ink-muted">{f.label}</dt>,
          <dd key={`${f.key}-v`} className="break-words text-ink">{shown}</dd>,
        ];
      })}
    </dl>
  );
}
