// One register per language: how the storefront addresses the visitor, the same on every page,
// mail and message (decision 265). French 'vous', German 'Sie', Spanish 'usted', Italian 'tu'
// (what Italian salons and spas write on their sites, and what the catalogue already held);
// English has one 'you'. Each language lists the words that give the other register away:
// pronouns, possessives and second-person verbs anywhere, and the imperatives that say it at the
// start of a sentence (where an instruction starts; elsewhere 'vuelve' or 'añade' may be a third
// person: 'el horario vuelve a estar libre').
import type { Lang } from "../../domain/types";

interface Register {
  /** the form of address the language uses */
  form: string;
  /** words of the other register wherever they stand */
  anywhere?: string[];
  /** imperatives of the other register, at the start of a sentence */
  atStart?: string[];
  /** case counts ('Lei' is the polite form, 'lei' is 'she') */
  caseSensitive?: boolean;
}

export const REGISTER: Record<Lang, Register> = {
  fr: { form: "vous", anywhere: ["tu", "toi", "ton", "ta", "tes", "te", "t'", "t’"] },
  de: { form: "Sie", anywhere: ["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines", "euch", "euer", "eure"] },
  en: { form: "you" },
  es: {
    form: "usted",
    anywhere: ["tú", "tu", "tus", "te", "ti", "contigo", "tuyo", "tuya", "tuyos", "tuyas", "quieres", "puedes", "tienes", "eres", "estás", "has", "recibes", "pagas", "elijas", "quieras", "acumula", "recibirás", "podrás", "tendrás"],
    atStart: ["elige", "inicia", "añade", "introduce", "escribe", "selecciona", "descubre", "crea", "regala", "consulta", "prueba", "indica", "mira", "haz", "ven", "vuelve", "inténtalo", "termina", "vacía", "lleva", "síguelo", "úsala", "escanea", "muéstralo"],
  },
  it: {
    form: "tu",
    // 'suo' and 'sua' alone stay allowed: the centre and its team
    anywhere: ["Lei", "La preghiamo", "La ringraziamo", "Le inviamo", "Le abbiamo", "La sua", "Le sue", "Il suo", "I suoi"],
    atStart: ["Inserisca", "Scelga", "Acceda", "Aggiunga", "Scopra", "Prenoti", "Verifichi", "Controlli", "Riprovi", "Indichi", "Compili", "Scriva", "Torni", "Provi"],
    caseSensitive: true,
  },
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// a word ends where no letter follows; "t'" ends at its apostrophe
const words = (list: string[]) => list.map((w) => (/['’]$/.test(w) ? escape(w) : `${escape(w)}(?![\\p{L}])`)).join("|");

/** The words of `text` that speak to the visitor in another register than the language's. */
export function registerBreaches(lang: Lang, text: string): string[] {
  const { anywhere = [], atStart = [], caseSensitive = false } = REGISTER[lang];
  const flags = caseSensitive ? "gu" : "giu";
  const found: string[] = [];
  if (anywhere.length) for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])(${words(anywhere)})`, flags))) found.push(m[1]!);
  if (atStart.length) for (const m of text.matchAll(new RegExp(`(?:^|[.!?:;¿¡]\\s*)(${words(atStart)})`, flags))) found.push(m[1]!);
  return found;
}
