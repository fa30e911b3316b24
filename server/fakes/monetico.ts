// A local Monetico (CIC / Crédit Mutuel) for what Vitrine uses: the version 3.0 payment form
// posted to /paiement.cgi (MAC checked), the bank's card page, the server-to-server 'CGI2' call
// signed with the same MAC (the answer must be `version=2\ncdr=0\n`), the browser's return to
// url_retour_ok / url_retour_err, and refunds through recredit_paiement.cgi.
import { createHmac, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { cardDigits, cardPage, escapeHtml, formatAmount, listen, Outbox, type TestCard } from "./shared";

export interface MoneticoFakeOptions {
  tpe: string;
  companyCode: string;
  /** the 40-character key of the back office */
  key: string;
  /** the CGI2 address the bank has on file for this terminal */
  cgi2Url?: string;
}

export const MONETICO_TEST_CARDS: (TestCard & { refusal?: { motifrefus: string; motifrefusautorisation: string } })[] = [
  { number: "4970 1000 0000 0014", label: "accepted" },
  { number: "4970 1000 0000 0022", label: "refused by the issuer", refusal: { motifrefus: "Refus", motifrefusautorisation: "Transaction refusée par la banque émettrice" } },
];

// The bank's own computation, written apart from the adapter's so each checks the other.
function usableKey(key: string): Buffer {
  const head = key.slice(0, 38);
  const [a, b] = [key[38]!, key[39]!];
  const code = a.charCodeAt(0);
  const tail = code > 70 && code < 97 ? String.fromCharCode(code - 23) + b : b === "M" ? `${a}0` : a + b;
  return Buffer.from(head + tail, "hex");
}
export function bankMac(fields: Record<string, string>, key: string): string {
  const input = Object.entries(fields)
    .filter(([k]) => k !== "MAC")
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("*");
  return createHmac("sha1", usableKey(key)).update(input, "utf8").digest("hex").toUpperCase();
}

interface Session {
  id: string;
  fields: Record<string, string>;
  state: "open" | "paid" | "refused" | "abandoned";
  numauto?: string;
  refunded: number;
}

const REQUIRED = ["TPE", "date", "montant", "reference", "version", "lgue", "societe", "mail", "url_retour_ok", "url_retour_err", "contexte_commande"];

export function createMoneticoFake(opts: MoneticoFakeOptions) {
  const sessions = new Map<string, Session>();
  const outbox = new Outbox();
  const controls = { outbox, signWithWrongKey: false, cgi2Url: opts.cgi2Url };
  const app = new Hono();

  const bankError = (message: string) =>
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Monetico</title></head><body><h1>Une erreur est survenue</h1><p>${escapeHtml(message)}</p></body></html>`;

  app.post("/paiement.cgi", async (c) => {
    const fields = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    const missing = REQUIRED.find((k) => fields[k] === undefined);
    if (missing) return c.html(bankError(`Paramètre manquant : ${missing}`), 400);
    if (fields.TPE !== opts.tpe || fields.societe !== opts.companyCode) return c.html(bankError("TPE ou société inconnu"), 400);
    if (fields.version !== "3.0") return c.html(bankError("Version non supportée"), 400);
    if (fields.MAC !== bankMac(fields, opts.key)) return c.html(bankError("Le sceau (MAC) est invalide"), 400);
    if (!/^[A-Za-z0-9]{1,12}$/.test(fields.reference!)) return c.html(bankError("Référence invalide"), 400);
    if ([...sessions.values()].some((s) => s.fields.reference === fields.reference && s.state === "paid")) return c.html(bankError("Commande déjà traitée"), 400);
    const id = randomBytes(12).toString("hex");
    sessions.set(id, { id, fields, state: "open", refunded: 0 });
    return c.redirect(`paiement/${id}`, 303);
  });

  const render = (s: Session, error?: string) => {
    const m = /^(\d+(?:\.\d{1,2})?)([A-Z]{3})$/.exec(s.fields.montant!)!;
    return cardPage({
      provider: "Monetico",
      title: `Commande ${s.fields.reference}`,
      amount: formatAmount(Math.round(Number(m[1]) * 100), m[2]!),
      action: s.id,
      cards: MONETICO_TEST_CARDS,
      cancelUrl: `${s.id}/abandon`,
      error,
      accent: "#0a4f9b",
    });
  };

  app.get("/paiement/:id", (c) => {
    const s = sessions.get(c.req.param("id"));
    return s?.state === "open" ? c.html(render(s)) : c.html(bankError("Session expirée"), 410);
  });

  app.get("/paiement/:id/abandon", (c) => {
    const s = sessions.get(c.req.param("id"));
    if (!s || s.state !== "open") return c.html(bankError("Session expirée"), 410);
    s.state = "abandoned";
    return c.redirect(s.fields.url_retour_err!, 303);
  });

  /** The CGI2 call: the result, signed, to the address on file. */
  const cgi2 = async (s: Session, refusal?: { motifrefus: string; motifrefusautorisation: string }) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    const fields: Record<string, string> = {
      TPE: opts.tpe,
      date: `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}_a_${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
      montant: s.fields.montant!,
      reference: s.fields.reference!,
      "texte-libre": s.fields["texte-libre"] ?? "",
      "code-retour": refusal ? "Annulation" : "payetest",
      cvx: "oui",
      vld: "1234",
      brand: "VI",
      originecb: "FRA",
      bincb: "497010",
      hpancb: randomBytes(20).toString("hex").toUpperCase(),
      ipclient: "127.0.0.1",
      originetr: "FRA",
      modepaiement: "CB",
      usage: "credit",
      typecompte: "particulier",
      ecard: "non",
      authentification: Buffer.from(JSON.stringify({ protocol: "3DSecure", status: "authenticated", version: "2.2.0" })).toString("base64"),
    };
    if (refusal) Object.assign(fields, refusal);
    else fields.numauto = s.numauto!;
    fields.MAC = bankMac(fields, controls.signWithWrongKey ? "0".repeat(40) : opts.key);
    if (controls.cgi2Url) await outbox.send({ url: controls.cgi2Url, method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  };

  app.post("/paiement/:id", async (c) => {
    const s = sessions.get(c.req.param("id"));
    if (!s || s.state !== "open") return c.html(bankError("Session expirée"), 410);
    const form = await c.req.parseBody();
    const card = MONETICO_TEST_CARDS.find((t) => cardDigits(t.number) === cardDigits(String(form.card ?? "")));
    if (!card) return c.html(render(s, "Numéro de carte invalide."), 400);
    if (card.refusal) {
      s.state = "refused";
      await cgi2(s, card.refusal);
      return c.redirect(s.fields.url_retour_err!, 303);
    }
    s.state = "paid";
    s.numauto = String(100000 + (randomBytes(2).readUInt16BE() % 900000));
    await cgi2(s);
    return c.redirect(s.fields.url_retour_ok!, 303);
  });

  app.post("/recredit_paiement.cgi", async (c) => {
    const f = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    const answer = (cdr: string, lib: string) => c.text(`version=1.0\nreference=${f.reference ?? ""}\ncdr=${cdr}\nlib=${lib}\n`);
    if (f.TPE !== opts.tpe || f.MAC !== bankMac(f, opts.key)) return answer("-1", "commande non authentifiee");
    const s = [...sessions.values()].find((x) => x.fields.reference === f.reference && x.state === "paid");
    if (!s || s.numauto !== f.num_autorisation || s.fields.montant !== f.montant) return answer("-1", "commande non trouvee");
    const cents = (v: string | undefined) => Math.round(Number((v ?? "").slice(0, -3)) * 100);
    const asked = cents(f.montant_recredit);
    if (!(asked > 0) || asked > cents(f.montant_possible) || asked > cents(s.fields.montant) - s.refunded) return answer("0", "montant de recredit trop eleve");
    s.refunded += asked;
    return answer("1", "recredit effectue");
  });

  return { app, controls, sessions };
}

export async function startMoneticoFake(opts: MoneticoFakeOptions) {
  const fake = createMoneticoFake(opts);
  return { ...fake, ...(await listen(fake.app)) };
}
