// The pigments, needles and record types of /admin/supplies: each list with its add form (what was
// typed kept and the field named when refused, decision 241) and a delete button per row.
import { Form } from "react-router";
import type { CollectionView } from "../../../contract/records";
import type { NeedleView, PigmentView } from "../../../contract/prestations";
import { FIELD_KINDS } from "../../../domain/record-schema";
import type { FormErrors } from "../../lib/forms.server";
import { useT, type TKey } from "../../lib/use-t";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { Package, Plus, Tag, Trash2 } from "../ui/icons";
import { listClass } from "../ui/list-row";
import { Section } from "./customer-record";

type Result = { form?: string; errors?: FormErrors; values?: Record<string, string>; saved?: string } | undefined;
type Busy = (form: string) => boolean;
/** the rows of the record-type form: a type has one to this many fields */
export const TYPE_ROWS = 5;

function refused(result: Result, form: string) {
  return result?.form === form ? { typed: result.values ?? {}, fields: result.errors?.fields ?? {} } : { typed: {} as Record<string, string>, fields: {} as Record<string, string> };
}

function DeleteButton({ intent, id, busy, label }: { intent: string; id: number; busy: Busy; label: string }) {
  const { t } = useT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="form" value={`${intent}-${id}`} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm" icon={Trash2} aria-label={label} busy={busy(`${intent}-${id}`)} busyLabel={t("admin.cust.saving")}>{t("admin.sup.delete")}</Button>
    </Form>
  );
}

/** Pigments or needles, each with its delete button (named with the row, for screen readers). */
function SupplyList({ testId, empty, intent, busy, rows }: { testId: string; empty: string; intent: string; busy: Busy; rows: { id: number; title: string; detail: string; label: string }[] }) {
  const { t } = useT();
  if (rows.length === 0) return <p className="text-small text-ink-muted">{empty}</p>;
  return (
    <ul className={listClass} data-testid={testId}>
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-small">
          <span className="text-ink"><strong>{r.title}</strong><br />{r.detail}</span>
          <DeleteButton intent={intent} id={r.id} busy={busy} label={`${t("admin.sup.delete")} ${r.label}`} />
        </li>
      ))}
    </ul>
  );
}

export function SupplyForms({ pigments, needles, result, busy, localDay }: { pigments: PigmentView[]; needles: NeedleView[]; result: Result; busy: Busy; localDay: (s: string) => string }) {
  const { t } = useT();
  const p = refused(result, "pigment");
  const n = refused(result, "needle");
  const err = (f: Record<string, string>, k: string) => (f[k] ? t("admin.rec.fieldError") : undefined);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title={t("admin.rec.pigments")} icon={Package} id="sup-pigments">
        <SupplyList testId="pigments" empty={t("admin.rec.noPigments")} intent="pigment-delete" busy={busy} rows={pigments.map((g) => ({ id: g.id, title: `${g.brand} — ${g.colour}`, detail: `${t("admin.rec.batch")} ${g.batch} · ${t("admin.sup.expires", { date: localDay(g.expiresOn) })}`, label: `${g.brand} ${g.colour} ${g.batch}` }))} />
        <Form method="post" className="flex flex-wrap items-end gap-3" data-testid="new-pigment">
          <input type="hidden" name="intent" value="pigment" />
          <input type="hidden" name="form" value="pigment" />
          <TextField label={t("admin.sup.brand")} name="brand" required maxLength={120} defaultValue={p.typed.brand ?? ""} error={err(p.fields, "brand")} className="min-w-0 flex-1 basis-40" />
          <TextField label={t("admin.sup.colour")} name="colour" required maxLength={120} defaultValue={p.typed.colour ?? ""} error={err(p.fields, "colour")} className="min-w-0 flex-1 basis-40" />
          <TextField label={t("admin.sup.batchNumber")} name="batch" required maxLength={80} defaultValue={p.typed.batch ?? ""} error={err(p.fields, "batch")} className="min-w-0 flex-1 basis-40" />
          <TextField label={t("admin.sup.expiry")} name="expiresOn" type="date" required defaultValue={p.typed.expiresOn ?? ""} error={err(p.fields, "expiresOn")} className="min-w-0 flex-1 basis-40" />
          <Button type="submit" size="sm" icon={Plus} busy={busy("pigment")} busyLabel={t("admin.cust.saving")}>{t("admin.sup.addPigment")}</Button>
        </Form>
      </Section>
      <Section title={t("admin.rec.needles")} icon={Package} id="sup-needles">
        <SupplyList testId="needles" empty={t("admin.rec.noNeedles")} intent="needle-delete" busy={busy} rows={needles.map((x) => ({ id: x.id, title: x.type, detail: `${t("admin.rec.batch")} ${x.batch}`, label: `${x.type} ${x.batch}` }))} />
        <Form method="post" className="flex flex-wrap items-end gap-3" data-testid="new-needle">
          <input type="hidden" name="intent" value="needle" />
          <input type="hidden" name="form" value="needle" />
          <TextField label={t("admin.sup.needleType")} name="type" required maxLength={120} defaultValue={n.typed.type ?? ""} error={err(n.fields, "type")} className="min-w-0 flex-1 basis-40" />
          <TextField label={t("admin.sup.batchNumber")} name="batch" required maxLength={80} defaultValue={n.typed.batch ?? ""} error={err(n.fields, "batch")} className="min-w-0 flex-1 basis-40" />
          <Button type="submit" size="sm" icon={Plus} busy={busy("needle")} busyLabel={t("admin.cust.saving")}>{t("admin.sup.addNeedle")}</Button>
        </Form>
      </Section>
    </div>
  );
}

export function RecordTypesSection({ collections, result, busy }: { collections: CollectionView[]; result: Result; busy: Busy }) {
  const { t } = useT();
  const r = refused(result, "type");
  const err = (k: string) => (Object.keys(r.fields).some((f) => f === k || f.startsWith(`${k}.`)) ? t("admin.rec.fieldError") : undefined);
  return (
    <Section title={t("admin.sup.types")} icon={Tag} id="sup-types">
      <p className="max-w-prose text-small text-ink-muted">{t("admin.sup.typesIntro")}</p>
      <ul className={listClass} data-testid="record-types">
        {collections.map((c) => (
          <li key={c.id} className="flex flex-col gap-1 py-2 text-small">
            <strong className="text-ink">{c.name}</strong>
            <span className="text-ink-muted">{c.fields.map((f) => `${f.label} (${t(`admin.sup.kind.${f.kind}` as TKey)}, ${t(f.public ? "admin.sup.public" : "admin.sup.private")})`).join(" · ")}</span>
          </li>
        ))}
      </ul>
      <Form method="post" className="flex flex-col gap-3" data-testid="new-type">
        <input type="hidden" name="intent" value="type" />
        <input type="hidden" name="form" value="type" />
        <TextField label={t("admin.sup.typeName")} name="name" required maxLength={120} defaultValue={r.typed.name ?? ""} error={err("name") ?? err("type")} />
        {Array.from({ length: TYPE_ROWS }, (_, i) => (
          <fieldset key={i} className="flex flex-wrap items-end gap-3 rounded-md p-3 ring-1 ring-line">
            <legend className="px-1 text-small font-semibold text-ink">{t("admin.sup.field", { n: i + 1 })}</legend>
            <TextField label={t("admin.sup.fieldLabel")} name={`f${i}.label`} maxLength={120} required={i === 0} defaultValue={r.typed[`f${i}.label`] ?? ""} error={err(`fields.${i}`)} className="min-w-0 flex-1 basis-40" />
            <SelectField label={t("admin.sup.fieldKind")} name={`f${i}.kind`} defaultValue={r.typed[`f${i}.kind`] ?? "text"} options={FIELD_KINDS.map((k) => ({ value: k, label: t(`admin.sup.kind.${k}` as TKey) }))} className="min-w-0 basis-36" />
            <TextField label={t("admin.sup.fieldChoices")} name={`f${i}.choices`} maxLength={600} defaultValue={r.typed[`f${i}.choices`] ?? ""} hint={t("admin.sup.fieldChoicesHint")} className="min-w-0 flex-1 basis-40" />
            <label className="flex min-h-11 items-center gap-2 text-small text-ink"><input type="checkbox" name={`f${i}.required`} defaultChecked={r.typed[`f${i}.required`] === "on"} className="size-5" />{t("admin.sup.required")}</label>
            <label className="flex min-h-11 items-center gap-2 text-small text-ink"><input type="checkbox" name={`f${i}.public`} defaultChecked={r.typed[`f${i}.public`] === "on"} className="size-5" />{t("admin.sup.visibleToCustomer")}</label>
          </fieldset>
        ))}
        <Button type="submit" size="sm" className="self-start" icon={Plus} busy={busy("type")} busyLabel={t("admin.cust.saving")}>{t("admin.sup.addType")}</Button>
      </Form>
    </Section>
  );
}
