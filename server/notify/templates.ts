// The messages sent to customers (code, reset link, welcome, account already exists, address
// asked for by another account, no account at this address), in the
// customer's language, as HTML and plain text, with the business's name and logo.
import type { Lang } from "../../domain/types";

export type MailKind = "code" | "reset" | "welcome" | "exists" | "taken" | "unknown" | "activation";

export interface MailContext {
  business: string;
  /** absolute URL of the logo, or "" */
  logoUrl: string;
  /** the storefront's address (home page, in the customer's language) */
  siteUrl: string;
  code?: string;
  link?: string;
  firstname?: string;
}

type Texts = { subject: (c: MailContext) => string; lines: (c: MailContext) => string[]; button?: string };

const T: Record<MailKind, Record<Lang, Texts>> = {
  code: {
    fr: { subject: (c) => `${c.code} est votre code ${c.business}`, lines: (c) => [`Voici votre code : ${c.code}`, "Il est valable 10 minutes. Si vous n'avez rien demandé, ignorez ce message."] },
    de: { subject: (c) => `${c.code} ist Ihr Code für ${c.business}`, lines: (c) => [`Ihr Code lautet: ${c.code}`, "Er ist 10 Minuten gültig. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht."] },
    en: { subject: (c) => `${c.code} is your ${c.business} code`, lines: (c) => [`Your code: ${c.code}`, "It is valid for 10 minutes. If you did not ask for it, ignore this message."] },
    es: { subject: (c) => `${c.code} es su código de ${c.business}`, lines: (c) => [`Su código: ${c.code}`, "Es válido durante 10 minutos. Si no lo ha solicitado, ignore este mensaje."] },
    it: { subject: (c) => `${c.code} è il tuo codice ${c.business}`, lines: (c) => [`Il tuo codice: ${c.code}`, "È valido per 10 minuti. Se non l'hai richiesto, ignora questo messaggio."] },
  },
  reset: {
    fr: { subject: (c) => `Nouveau mot de passe – ${c.business}`, lines: () => ["Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :", "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même."], button: "Choisir un nouveau mot de passe" },
    de: { subject: (c) => `Neues Passwort – ${c.business}`, lines: () => ["Um ein neues Passwort zu wählen, öffnen Sie diesen Link (eine Stunde gültig):", "Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert."], button: "Neues Passwort wählen" },
    en: { subject: (c) => `New password – ${c.business}`, lines: () => ["To choose a new password, open this link (valid for one hour):", "If you did not ask for it, ignore this message: your password stays the same."], button: "Choose a new password" },
    es: { subject: (c) => `Nueva contraseña – ${c.business}`, lines: () => ["Para elegir una nueva contraseña, abra este enlace (válido una hora):", "Si no lo ha solicitado, ignore este mensaje: su contraseña no cambia."], button: "Elegir una nueva contraseña" },
    it: { subject: (c) => `Nuova password – ${c.business}`, lines: () => ["Per scegliere una nuova password, apri questo link (valido un'ora):", "Se non l'hai richiesto, ignora questo messaggio: la tua password resta invariata."], button: "Scegli una nuova password" },
  },
  welcome: {
    fr: { subject: (c) => `Bienvenue chez ${c.business}`, lines: (c) => [`Bonjour${c.firstname ? ` ${c.firstname}` : ""},`, "Votre compte est créé. Vous pouvez désormais réserver et suivre vos rendez-vous en ligne."], button: "Visiter le site" },
    de: { subject: (c) => `Willkommen bei ${c.business}`, lines: (c) => [`Hallo${c.firstname ? ` ${c.firstname}` : ""},`, "Ihr Konto ist eingerichtet. Sie können jetzt online buchen und Ihre Termine verwalten."], button: "Zur Website" },
    en: { subject: (c) => `Welcome to ${c.business}`, lines: (c) => [`Hello${c.firstname ? ` ${c.firstname}` : ""},`, "Your account is ready. You can now book and follow your appointments online."], button: "Visit the site" },
    es: { subject: (c) => `Bienvenido/a a ${c.business}`, lines: (c) => [`Hola${c.firstname ? ` ${c.firstname}` : ""}:`, "Su cuenta está creada. Ya puede reservar y seguir sus citas en línea."], button: "Visitar el sitio" },
    it: { subject: (c) => `Benvenuto/a da ${c.business}`, lines: (c) => [`Ciao${c.firstname ? ` ${c.firstname}` : ""},`, "Il tuo account è stato creato. Ora puoi prenotare e seguire i tuoi appuntamenti online."], button: "Visita il sito" },
  },
  exists: {
    fr: { subject: (c) => `Votre compte ${c.business}`, lines: () => ["Quelqu'un (vous, sans doute) a voulu créer un compte avec cette adresse, mais vous en avez déjà un.", "Connectez-vous, ou choisissez un nouveau mot de passe si vous l'avez oublié."], button: "Se connecter" },
    de: { subject: (c) => `Ihr Konto bei ${c.business}`, lines: () => ["Jemand (vermutlich Sie) wollte mit dieser Adresse ein Konto anlegen, aber Sie haben bereits eines.", "Melden Sie sich an oder wählen Sie ein neues Passwort, falls Sie es vergessen haben."], button: "Anmelden" },
    en: { subject: (c) => `Your ${c.business} account`, lines: () => ["Someone (probably you) tried to create an account with this address, but you already have one.", "Sign in, or choose a new password if you forgot it."], button: "Sign in" },
    es: { subject: (c) => `Su cuenta de ${c.business}`, lines: () => ["Alguien (probablemente usted) intentó crear una cuenta con esta dirección, pero ya tiene una.", "Inicie sesión o elija una nueva contraseña si la ha olvidado."], button: "Iniciar sesión" },
    it: { subject: (c) => `Il tuo account ${c.business}`, lines: () => ["Qualcuno (probabilmente tu) ha provato a creare un account con questo indirizzo, ma ne hai già uno.", "Accedi, oppure scegli una nuova password se l'hai dimenticata."], button: "Accedi" },
  },
  taken: {
    fr: { subject: (c) => `Votre adresse chez ${c.business}`, lines: () => ["Quelqu'un a demandé à ajouter votre adresse à un autre compte client. Elle reste à votre compte : rien n'a changé.", "Si c'était vous, connectez-vous à votre compte avec cette adresse. Sinon, ignorez ce message."], button: "Se connecter" },
    de: { subject: (c) => `Ihre Adresse bei ${c.business}`, lines: () => ["Jemand wollte Ihre Adresse zu einem anderen Kundenkonto hinzufügen. Sie bleibt bei Ihrem Konto: Es hat sich nichts geändert.", "Wenn Sie das waren, melden Sie sich mit dieser Adresse an. Andernfalls ignorieren Sie diese Nachricht."], button: "Anmelden" },
    en: { subject: (c) => `Your address at ${c.business}`, lines: () => ["Someone asked to add your address to another customer account. It stays with your account: nothing has changed.", "If it was you, sign in to your account with this address. Otherwise, ignore this message."], button: "Sign in" },
    es: { subject: (c) => `Su dirección en ${c.business}`, lines: () => ["Alguien pidió añadir su dirección a otra cuenta de cliente. Sigue en su cuenta: no ha cambiado nada.", "Si fue usted, inicie sesión en su cuenta con esta dirección. Si no, ignore este mensaje."], button: "Iniciar sesión" },
    it: { subject: (c) => `Il tuo indirizzo presso ${c.business}`, lines: () => ["Qualcuno ha chiesto di aggiungere il tuo indirizzo a un altro account cliente. Resta al tuo account: non è cambiato nulla.", "Se eri tu, accedi al tuo account con questo indirizzo. Altrimenti, ignora questo messaggio."], button: "Accedi" },
  },
  activation: {
    fr: { subject: (c) => `Votre accès à ${c.business}`, lines: (c) => [`Bonjour${c.firstname ? ` ${c.firstname}` : ""},`, "Un accès professionnel a été créé pour vous. Pour l'activer, choisissez votre mot de passe avec ce lien (valable 7 jours) :"], button: "Activer mon accès" },
    de: { subject: (c) => `Ihr Zugang zu ${c.business}`, lines: (c) => [`Hallo${c.firstname ? ` ${c.firstname}` : ""},`, "Für Sie wurde ein Mitarbeiterzugang angelegt. Um ihn zu aktivieren, wählen Sie Ihr Passwort über diesen Link (7 Tage gültig):"], button: "Zugang aktivieren" },
    en: { subject: (c) => `Your access to ${c.business}`, lines: (c) => [`Hello${c.firstname ? ` ${c.firstname}` : ""},`, "A staff access was created for you. To activate it, choose your password with this link (valid for 7 days):"], button: "Activate my access" },
    es: { subject: (c) => `Su acceso a ${c.business}`, lines: (c) => [`Hola${c.firstname ? ` ${c.firstname}` : ""}:`, "Se ha creado un acceso profesional para usted. Para activarlo, elija su contraseña con este enlace (válido 7 días):"], button: "Activar mi acceso" },
    it: { subject: (c) => `Il tuo accesso a ${c.business}`, lines: (c) => [`Ciao${c.firstname ? ` ${c.firstname}` : ""},`, "È stato creato per te un accesso professionale. Per attivarlo, scegli la tua password con questo link (valido 7 giorni):"], button: "Attiva il mio accesso" },
  },
  unknown: {
    fr: { subject: (c) => `Votre demande – ${c.business}`, lines: () => ["Quelqu'un (vous, sans doute) a demandé un code de connexion ou un nouveau mot de passe avec cette adresse, mais aucun compte ne l'utilise.", "Vous pouvez créer un compte sur notre site. Si vous n'avez rien demandé, ignorez ce message."], button: "Visiter le site" },
    de: { subject: (c) => `Ihre Anfrage – ${c.business}`, lines: () => ["Jemand (vermutlich Sie) hat mit dieser Adresse einen Anmeldecode oder ein neues Passwort angefordert, aber es gibt kein Konto mit dieser Adresse.", "Sie können auf unserer Website ein Konto anlegen. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht."], button: "Zur Website" },
    en: { subject: (c) => `Your request – ${c.business}`, lines: () => ["Someone (probably you) asked for a sign-in code or a new password with this address, but no account uses it.", "You can create an account on our site. If you did not ask for anything, ignore this message."], button: "Visit the site" },
    es: { subject: (c) => `Su solicitud – ${c.business}`, lines: () => ["Alguien (probablemente usted) solicitó un código de acceso o una nueva contraseña con esta dirección, pero ninguna cuenta la utiliza.", "Puede crear una cuenta en nuestro sitio. Si no ha solicitado nada, ignore este mensaje."], button: "Visitar el sitio" },
    it: { subject: (c) => `La tua richiesta – ${c.business}`, lines: () => ["Qualcuno (probabilmente tu) ha chiesto un codice di accesso o una nuova password con questo indirizzo, ma nessun account lo usa.", "Puoi creare un account sul nostro sito. Se non hai chiesto nulla, ignora questo messaggio."], button: "Visita il sito" },
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function renderMail(kind: MailKind, lang: Lang, ctx: MailContext) {
  const t = T[kind][lang] ?? T[kind].fr;
  const lines = t.lines(ctx);
  const target = ctx.link ?? (t.button ? ctx.siteUrl : undefined);
  const text = [ctx.business, "", ...lines, ...(target ? ["", target] : []), "", `— ${ctx.business}`, ctx.siteUrl].join("\n");
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.subject(ctx))}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f2;font-family:Helvetica,Arial,sans-serif;color:#1a1b1b">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px"><tr><td>
${ctx.logoUrl ? `<img src="${esc(ctx.logoUrl)}" alt="${esc(ctx.business)}" height="50" style="height:50px;margin-bottom:16px">` : `<p style="font-size:20px;font-weight:bold">${esc(ctx.business)}</p>`}
${lines.map((l) => `<p style="font-size:16px;line-height:1.5">${esc(l)}</p>`).join("\n")}
${ctx.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold">${esc(ctx.code)}</p>` : ""}
${target && t.button ? `<p><a href="${esc(target)}" style="display:inline-block;background:#333;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${esc(t.button)}</a></p><p style="font-size:12px;color:#666">${esc(target)}</p>` : ""}
<p style="font-size:12px;color:#666">${esc(ctx.business)} · <a href="${esc(ctx.siteUrl)}">${esc(ctx.siteUrl)}</a></p>
</td></tr></table></body></html>`;
  return { subject: t.subject(ctx), text, html };
}

const SMS: Record<Lang, (c: MailContext) => string> = {
  fr: (c) => `${c.code} est votre code ${c.business}. Valable 10 minutes.`,
  de: (c) => `${c.code} ist Ihr Code für ${c.business}. 10 Minuten gültig.`,
  en: (c) => `${c.code} is your ${c.business} code. Valid for 10 minutes.`,
  es: (c) => `${c.code} es su código de ${c.business}. Válido 10 minutos.`,
  it: (c) => `${c.code} è il tuo codice ${c.business}. Valido 10 minuti.`,
};

export const renderCodeSms = (lang: Lang, ctx: MailContext) => (SMS[lang] ?? SMS.fr)(ctx);
