// A customer's files and treatment records on their back-office page (decision 280): each file with
// its items and the forms to add and change them, then the treatment records with the pigments and
// needles used and the form to write one. Plain forms, working before any script; a refused form
// comes back with what was typed and its fields named (decision 241).
import { Form } from "react-router";
import type { CollectionView, DossierView, ItemView } from "../../../contract/records";
import type { NeedleView, PigmentView, PrestationView } from "../../../contract/prestations";
import type { FormErrors } from "../../lib/forms.server";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { SelectField, TextArea, TextField } from "../ui/field";
import { Pencil, Plus, Sparkles, Tag, Trash2 } from "../ui/icons";
import { listClass } from "../ui/list-row";
import { RecordFields, RecordValues } from "./record-fields";
import { Section, useDates } from "./customer-record";

export type RecordsResult = { form?: string; errors?: FormErrors; values?: Record<string, string>; saved?: string } | undefined;
type Busy = (form: string) => boolean;

const disclosure = "rounded-md ring-1 ring-line [&[open]>summary]:border-b [&[open]>summary]:border-line";
const summary = "flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-small font-semibold text-ink hover:bg-surface-soft";

/** What the form `form` sends back when refused: its typed values and field errors, else nothing. */
function refusal(result: RecordsResult, form: string) {
  return result?.form === form ? { typed: result.values, errors: result.errors?.fields ?? {} } : { typed: undefined, errors: {} as Record<string, string> };
}

function DossierFields({ form, dossier, result }: { form: string; dossier?: DossierView; result: RecordsResult }) {
  const { t } = useT();
  const { typed, errors } = refusal(result, form);
  const msg = (k: string) => (errors[k] ? t("admin.rec.fieldError") : undefined);
  return (
    <div className="flex flex-wrap gap-3">
      <TextField label={t("admin.rec.fileTitle")} name="title" required maxLength={200} defaultValue={typed?.title ?? dossier?.title ?? ""} error={msg("title")} className="min-w-0 flex-1 basis-48" />
      <TextField label={t("admin.rec.fileType")} name="type" required maxLength={120} defaultValue={typed?.type ?? dossier?.type ?? ""} hint={t("admin.rec.fileTypeHint")} error={msg("type")} className="min-w-0 flex-1 basis-48" />
      <TextArea label={t("admin.rec.fileNotes")} name="notes" rows={2} maxLength={4000} defaultValue={typed?.notes ?? dossier?.notes ?? ""} hint={t("admin.rec.fieldPrivate")} error={msg("notes")} className="w-full" />
    </div>
  );
}

function ItemForm({ form, intent, hidden, collection, item, result, busy, label }: { form: string; intent: string; hidden: Record<string, number>; collection: CollectionView; item?: ItemView; result: RecordsResult; busy: Busy; label: string }) {
  const { t } = useT();
  const { typed, errors } = refusal(result, form);
  return (
    <Form method="post" className="flex flex-col gap-3 p-3" data-testid={form}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="form" value={form} />
      {Object.entries(hidden).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      <RecordFields collection={collection} values={item?.values} typed={typed} errors={errors} />
      <Button type="submit" size="sm" className="self-start" busy={busy(form)} busyLabel={t("admin.cust.saving")}>{label}</Button>
    </Form>
  );
}

export function FilesSection({ files, collections, result, busy, timeZone }: { files: (DossierView & { items: ItemView[] })[]; collections: CollectionView[]; result: RecordsResult; busy: Busy; timeZone: string }) {
  const { t } = useT();
  const dates = useDates(timeZone);
  const typeOf = (id: number) => collections.find((c) => c.id === id);
  const open = (form: string) => result?.form === form && !!result.errors;
  return (
    <Section title={t("admin.rec.files")} icon={Tag} id="cust-files">
      {files.length === 0 && <p className="text-small text-ink-muted">{t("admin.rec.noFiles")}</p>}
      <ul className={listClass} data-testid="customer-files">
        {files.map((f) => (
          <li key={f.id} className="flex flex-col gap-3 py-3" data-testid="customer-file">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-ink">{f.title}</h3>
              <p className="text-caption text-ink-muted">{f.type} · {dates.day(f.createdAt)}</p>
            </div>
            {f.notes && <p className="whitespace-pre-line text-small text-ink">{f.notes}</p>}
            {f.items.map((item) => (
              <div key={item.id} className="flex flex-col gap-2 rounded-md bg-surface-soft p-3" data-testid="record-item">
                <p className="text-small font-semibold text-ink">{item.collection.name}</p>
                <RecordValues collection={typeOf(item.collection.id)} values={item.values} localDay={dates.localDay} />
                {typeOf(item.collection.id) && (
                  <details className={disclosure} open={open(`item-${item.id}`)}>
                    <summary className={summary}><Pencil aria-hidden="true" size={16} />{t("admin.rec.editItem")}</summary>
                    <ItemForm form={`item-${item.id}`} intent="item-edit" hidden={{ itemId: item.id, collectionId: item.collection.id }} collection={typeOf(item.collection.id)!} item={item} result={result} busy={busy} label={t("admin.rec.save")} />
                    <Form method="post" className="px-3 pb-3">
                      <input type="hidden" name="intent" value="item-delete" />
                      <input type="hidden" name="itemId" value={item.id} />
                      <input type="hidden" name="form" value={`delete-${item.id}`} />
                      <Button type="submit" variant="secondary" size="sm" icon={Trash2} busy={busy(`delete-${item.id}`)} busyLabel={t("admin.cust.saving")}>{t("admin.rec.deleteItem")}</Button>
                    </Form>
                  </details>
                )}
              </div>
            ))}
            {collections.map((c) => (
              <details key={c.id} className={disclosure} open={open(`item-new-${f.id}-${c.id}`)}>
                <summary className={summary}><Plus aria-hidden="true" size={16} />{t("admin.rec.addItem", { type: c.name })}</summary>
                <ItemForm form={`item-new-${f.id}-${c.id}`} intent="item" hidden={{ dossierId: f.id, collectionId: c.id }} collection={c} result={result} busy={busy} label={t("admin.rec.addItemButton")} />
              </details>
            ))}
            <details className={disclosure} open={open(`dossier-${f.id}`)}>
              <summary className={summary}><Pencil aria-hidden="true" size={16} />{t("admin.rec.editFile")}</summary>
              <Form method="post" className="flex flex-col gap-3 p-3">
                <input type="hidden" name="intent" value="dossier-edit" />
                <input type="hidden" name="form" value={`dossier-${f.id}`} />
                <input type="hidden" name="dossierId" value={f.id} />
                <DossierFields form={`dossier-${f.id}`} dossier={f} result={result} />
                <Button type="submit" size="sm" className="self-start" busy={busy(`dossier-${f.id}`)} busyLabel={t("admin.cust.saving")}>{t("admin.rec.save")}</Button>
              </Form>
            </details>
          </li>
        ))}
      </ul>
      <details className={disclosure} open={open("dossier-new") || files.length === 0}>
        <summary className={summary}><Plus aria-hidden="true" size={16} />{t("admin.rec.newFile")}</summary>
        <Form method="post" className="flex flex-col gap-3 p-3" data-testid="new-file">
          <input type="hidden" name="intent" value="dossier" />
          <input type="hidden" name="form" value="dossier-new" />
          <DossierFields form="dossier-new" result={result} />
          <Button type="submit" size="sm" className="self-start" busy={busy("dossier-new")} busyLabel={t("admin.cust.saving")}>{t("admin.rec.openFile")}</Button>
        </Form>
      </details>
    </Section>
  );
}

/** The pigments or needles a treatment used, as check boxes (the typed ones kept when refused). */
function CheckList({ legend, empty, name, options, chosen }: { legend: string; empty: string; name: string; options: { id: number; label: string }[]; chosen: (name: string, id: number) => boolean }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-small font-semibold text-ink">{legend}</legend>
      {options.length === 0 && <p className="text-small text-ink-muted">{empty}</p>}
      {options.map((o) => (
        <label key={o.id} className="flex min-h-11 items-center gap-2 text-small text-ink">
          <input type="checkbox" name={name} value={o.id} defaultChecked={chosen(name, o.id)} className="size-5" />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

export function TreatmentsSection({ prestations, pigments, needles, employees, appointments, result, busy, timeZone }: { prestations: PrestationView[]; pigments: PigmentView[]; needles: NeedleView[]; employees: { id: number; displayName: string }[]; appointments: { id: number; label: string }[]; result: RecordsResult; busy: Busy; timeZone: string }) {
  const { t } = useT();
  const dates = useDates(timeZone);
  const { typed, errors } = refusal(result, "prestation-new");
  const msg = (k: string) => (errors[k] ? t("admin.rec.fieldError") : undefined);
  const chosen = (name: string, id: number) => (typed?.[name] ?? "").split(",").includes(String(id));
  return (
    <Section title={t("admin.rec.treatments")} icon={Sparkles} id="cust-treatments">
      {prestations.length === 0 && <p className="text-small text-ink-muted">{t("admin.rec.noTreatments")}</p>}
      <ul className={listClass} data-testid="customer-treatments">
        {prestations.map((p) => (
          <li key={p.id} className="flex flex-col gap-1 py-3 text-small" data-testid="treatment">
            <p className="font-semibold text-ink">{dates.at(p.performedAt)} · {p.practitioner.displayName}</p>
            {p.pigments.map((g) => <p key={`g${g.id}`} className="text-ink">{t("admin.rec.pigmentLine", { brand: g.brand, colour: g.colour, batch: g.batch, date: dates.localDay(g.expiresOn) })}</p>)}
            {p.needles.map((n) => <p key={`n${n.id}`} className="text-ink">{t("admin.rec.needleLine", { type: n.type, batch: n.batch })}</p>)}
            {p.notes && <p className="whitespace-pre-line text-ink-muted">{p.notes}</p>}
            <Form method="post">
              <input type="hidden" name="intent" value="prestation-delete" />
              <input type="hidden" name="prestationId" value={p.id} />
              <input type="hidden" name="form" value={`prestation-delete-${p.id}`} />
              <Button type="submit" variant="secondary" size="sm" icon={Trash2} busy={busy(`prestation-delete-${p.id}`)} busyLabel={t("admin.cust.saving")}>{t("admin.rec.deleteTreatment")}</Button>
            </Form>
          </li>
        ))}
      </ul>
      <details className={disclosure} open={result?.form === "prestation-new" && !!result.errors}>
        <summary className={summary}><Plus aria-hidden="true" size={16} />{t("admin.rec.newTreatment")}</summary>
        <Form method="post" className="flex flex-col gap-3 p-3" data-testid="new-treatment">
          <input type="hidden" name="intent" value="prestation" />
          <input type="hidden" name="form" value="prestation-new" />
          <div className="flex flex-wrap gap-3">
            <SelectField label={t("admin.rec.practitioner")} name="employeeId" required defaultValue={typed?.employeeId ?? ""} options={[{ value: "", label: "—" }, ...employees.map((e) => ({ value: String(e.id), label: e.displayName }))]} error={msg("employeeId")} className="min-w-0 flex-1 basis-48" />
            <SelectField label={t("admin.rec.appointment")} name="appointmentId" defaultValue={typed?.appointmentId ?? ""} options={[{ value: "", label: t("admin.rec.noAppointment") }, ...appointments.map((a) => ({ value: String(a.id), label: a.label }))]} error={msg("appointmentId")} className="min-w-0 flex-1 basis-48" />
            <TextField label={t("admin.rec.date")} type="date" name="date" required defaultValue={typed?.date ?? ""} error={msg("performedAt")} className="min-w-0 flex-1 basis-40" />
            <TextField label={t("admin.rec.time")} type="time" name="time" required defaultValue={typed?.time ?? ""} error={msg("performedAt")} className="min-w-0 flex-1 basis-32" />
          </div>
          <CheckList legend={t("admin.rec.pigments")} empty={t("admin.rec.noPigments")} name="pigmentIds" chosen={chosen} options={pigments.map((g) => ({ id: g.id, label: `${g.brand} — ${g.colour} (${t("admin.rec.batch")} ${g.batch})` }))} />
          <CheckList legend={t("admin.rec.needles")} empty={t("admin.rec.noNeedles")} name="needleIds" chosen={chosen} options={needles.map((n) => ({ id: n.id, label: `${n.type} (${t("admin.rec.batch")} ${n.batch})` }))} />
          <TextArea label={t("admin.rec.treatmentNotes")} name="notes" rows={2} maxLength={4000} defaultValue={typed?.notes ?? ""} hint={t("admin.rec.fieldPrivate")} error={msg("notes")} />
          <Button type="submit" size="sm" className="self-start" busy={busy("prestation-new")} busyLabel={t("admin.cust.saving")}>{t("admin.rec.saveTreatment")}</Button>
        </Form>
      </details>
    </Section>
  );
}
