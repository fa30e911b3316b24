// The forms of /admin/supplies: pigments, needles and record types written through the API, each
// refusal sent back with what was typed (decision 241).
import { data } from "react-router";
import { isApiFailure, type ApiClient } from "../../contract/client";
import type { FieldKind } from "../../domain/record-schema";
import { FIELD_KINDS } from "../../domain/record-schema";
import { TYPE_ROWS } from "../components/admin/supplies-forms";
import { formFailure } from "./forms.server";

/** A word for addresses and keys from a label: 'Test cutané' → 'test_cutane' (or '-' between words). */
function word(label: string, joiner: "_" | "-") {
  const w = label.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, joiner).replace(new RegExp(`^\\${joiner}+|\\${joiner}+$`, "g"), "");
  return /^[a-z]/.test(w) ? w : `f${joiner}${w}`;
}

function recordType(values: Record<string, string>) {
  const fields = [];
  for (let i = 0; i < TYPE_ROWS; i++) {
    const label = (values[`f${i}.label`] ?? "").trim();
    if (!label) continue;
    const kind = (FIELD_KINDS as readonly string[]).includes(values[`f${i}.kind`] ?? "") ? (values[`f${i}.kind`] as FieldKind) : "text";
    const choices = (values[`f${i}.choices`] ?? "").split(",").map((c) => c.trim()).filter(Boolean);
    fields.push({ key: word(label, "_").slice(0, 40), label, kind, required: values[`f${i}.required`] === "on", public: values[`f${i}.public`] === "on", ...(choices.length ? { choices } : {}) });
  }
  const name = (values.name ?? "").trim();
  return { type: name ? word(name, "-").slice(0, 120) : "", name, fields };
}

export async function suppliesAction(api: ApiClient, bearer: string, form: FormData) {
  const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
  const which = values.form ?? "";
  const id = values.id ?? "0";
  try {
    switch (values.intent) {
      case "pigment":
        await api.post("/pigments", { body: { brand: values.brand ?? "", colour: values.colour ?? "", batch: values.batch ?? "", expiresOn: values.expiresOn ?? "" }, bearer });
        return data({ saved: "pigment", form: which });
      case "needle":
        await api.post("/needles", { body: { type: values.type ?? "", batch: values.batch ?? "" }, bearer });
        return data({ saved: "needle", form: which });
      case "pigment-delete":
        await api.delete("/pigments/{id}", { params: { id }, bearer });
        return data({ saved: "deleted", form: which });
      case "needle-delete":
        await api.delete("/needles/{id}", { params: { id }, bearer });
        return data({ saved: "deleted", form: which });
      case "type":
        await api.post("/collections/schemas", { body: recordType(values), bearer });
        return data({ saved: "type", form: which });
    }
  } catch (err) {
    if (isApiFailure(err) && (err.status === 401 || err.status === 403)) throw err;
    return formFailure(err, values, { form: which });
  }
  throw data({ type: "bad-request" }, { status: 400 });
}
