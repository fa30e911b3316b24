// The parts of the back-office's look form (/admin/look): colours with their contrast verdict,
// fonts, the home page, the menu's and the footer's links, modules and languages. Every control
// is named as app/lib/admin-look.ts reads it, shows what was typed when the form comes back
// refused, and says its error beside it.
import { contrastFailures, CONTRAST_PAIRS, contrastRatio, hexOf, parseColour, type ColourName, type ContrastFailure } from "../../../domain/colour-contrast";
import { LANGS } from "../../../domain/types";
import { LANG_NAMES } from "../../lib/i18n";
import { LOOK_COLOURS, menuRows, MODULES, NETWORKS, type Typed } from "../../lib/admin-look";
import { HOSTED_FONTS } from "../../lib/theme";
import { useT, type TKey } from "../../lib/use-t";
import { NETWORK_NAMES } from "../shell/social-icons";
import { SelectField, TextField } from "../ui/field";
import { CircleCheck, CircleAlert } from "../ui/icons";
import { cx } from "../ui/cx";
import { Check, oneOf } from "./article-form";

export type LookErrors = Record<string, { key: TKey; vars?: Record<string, string> }>;

/** The colours as typed (a pair with one not yet a colour is not judged: domain/colour-contrast.ts). */
export const typedColours = (typed: Typed) => Object.fromEntries(LOOK_COLOURS.map((c) => [c, oneOf(typed, `colors.${c}`)])) as Record<ColourName, string>;

const PAIR_KEYS: Record<ContrastFailure["use"], TKey> = { text: "admin.look.pair.text", button: "admin.look.pair.button", accent: "admin.look.pair.accent" };
export const COLOUR_KEYS: Record<(typeof LOOK_COLOURS)[number], TKey> = {
  primary: "admin.look.colour.primary",
  secondary: "admin.look.colour.secondary",
  background: "admin.look.colour.background",
  text: "admin.look.colour.text",
  buttonBackground: "admin.look.colour.buttonBackground",
  buttonText: "admin.look.colour.buttonText",
};

/** A failing pair in the page's words: the ratio, the level asked and what to change. */
export function contrastError(f: ContrastFailure, lang: string): { key: TKey; vars: Record<string, string> } {
  const num = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n);
  const other = f.field === f.foreground ? f.background : f.foreground;
  // the named colour goes away from the other: darker when it is the darker of the two
  const darker = (f.field === f.foreground) === f.darkerText;
  return { key: darker ? "admin.look.err.contrastDarker" : "admin.look.err.contrastLighter", vars: { ratio: num(f.ratio), min: num(f.min), colourKey: COLOUR_KEYS[f.field as keyof typeof COLOUR_KEYS], otherKey: COLOUR_KEYS[other as keyof typeof COLOUR_KEYS] } };
}

/** An error's words: the contrast's vars name other keys, said in the page's language too. */
export function useErrorText() {
  const { t } = useT();
  return (e: { key: TKey; vars?: Record<string, string> } | undefined) => {
    if (!e) return undefined;
    const vars = Object.fromEntries(Object.entries(e.vars ?? {}).map(([k, v]) => (k.endsWith("Key") ? [k.slice(0, -3), t(v as TKey)] : [k, v])));
    return t(e.key, vars);
  };
}

/** One colour: its text field (any CSS colour) and a swatch picker beside it. */
function ColourField({ name, typed, error, onPick }: { name: ColourName; typed: Typed; error?: string; onPick: (name: string, value: string) => void }) {
  const { t } = useT();
  const value = oneOf(typed, `colors.${name}`);
  const rgb = parseColour(value);
  return (
    <div className="flex items-start gap-3">
      <TextField className="flex-1" id={`f-colors.${name}`} label={t(COLOUR_KEYS[name as keyof typeof COLOUR_KEYS])} name={`colors.${name}`} value={value} onChange={(e) => onPick(`colors.${name}`, e.target.value)} spellCheck={false} autoComplete="off" error={error} />
      <input type="color" aria-label={t("admin.look.pick", { colour: t(COLOUR_KEYS[name as keyof typeof COLOUR_KEYS]) })} value={rgb ? hexOf(rgb) : "#000000"} onChange={(e) => onPick(`colors.${name}`, e.target.value)} className="mt-7 h-12 w-14 shrink-0 cursor-pointer rounded-md border border-line-strong bg-page p-1" data-testid={`pick-${name}`} />
    </div>
  );
}

/** The colours, and each pair's contrast as typed: said before anything is sent. */
export function Colours({ typed, errors, onPick }: { typed: Typed; errors: LookErrors; onPick: (name: string, value: string) => void }) {
  const { t, lang } = useT();
  const text = useErrorText();
  const colours = typedColours(typed);
  const failing = contrastFailures(colours);
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {LOOK_COLOURS.map((c) => (
          <ColourField key={c} name={c} typed={typed} onPick={onPick} error={text(errors[`colors.${c}`])} />
        ))}
      </div>
      <div aria-live="polite" className="flex flex-col gap-2" data-testid="contrast-check">
        <p className="text-small font-semibold text-ink">{t("admin.look.contrastTitle")}</p>
        <ul className="flex flex-col gap-2">
          {CONTRAST_PAIRS.map((pair) => {
            const fail = failing.find((f) => f.use === pair.use);
            const [fg, bg] = [parseColour(colours[pair.foreground]), parseColour(colours[pair.background])];
            // a colour half typed: nothing to judge yet (its field says so once sent)
            if (!fg || !bg) return null;
            const ratio = contrastRatio(fg, bg);
            const num = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(Math.floor(n * 100) / 100);
            return (
              <li key={pair.use} className={cx("flex items-start gap-2 rounded-md px-3 py-2 text-small text-ink", fail ? "bg-danger-soft ring-1 ring-danger" : "bg-success-soft")} data-testid={`contrast-${pair.use}`} data-ok={fail ? "false" : "true"}>
                {fail ? <CircleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-danger" /> : <CircleCheck aria-hidden="true" size={18} className="mt-0.5 shrink-0" />}
                <span className="flex flex-1 flex-wrap items-center gap-x-2">
                  <span className="inline-flex items-center gap-1" aria-hidden="true">
                    <span className="inline-block size-4 rounded-sm ring-1 ring-line-strong" style={{ background: colours[pair.background] }} />
                    <span className="inline-block size-4 rounded-sm ring-1 ring-line-strong" style={{ background: colours[pair.foreground] }} />
                  </span>
                  <span className="font-semibold">{t(PAIR_KEYS[pair.use])}</span>
                  <span>{fail ? text(contrastError(fail, lang)) : t("admin.look.contrastOk", { ratio: num(ratio), min: num(pair.min) })}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The title's and the text's fonts: our hosted families, and the business's own if it has one. */
export function Fonts({ typed, current }: { typed: Typed; current: { title: string; body: string } }) {
  const { t } = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(["title", "body"] as const).map((role) => {
        const names = [...new Set([...Object.keys(HOSTED_FONTS), current[role]].filter(Boolean))];
        return (
          <SelectField key={role} id={`f-fonts.${role}`} name={`fonts.${role}`} label={t(role === "title" ? "admin.look.fontTitle" : "admin.look.fontBody")} defaultValue={oneOf(typed, `fonts.${role}`)}>
            <option value="">{t("admin.look.fontDefault")}</option>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        );
      })}
    </div>
  );
}

/** The menu's own links (in the page's language) and the footer's social links. */
export function Links({ typed, errors }: { typed: Typed; errors: LookErrors }) {
  const { t } = useT();
  const text = useErrorText();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-small text-ink-muted">{t("admin.look.menuHint")}</p>
      {Array.from({ length: menuRows(typed) }, (_, i) => (
        <div key={i} className="grid items-start gap-3 rounded-md p-3 ring-1 ring-line md:grid-cols-[1fr_1fr_auto]" data-testid={`menu-${i}`}>
          <TextField id={`f-menu.${i}.label`} name={`menu.${i}.label`} label={t("admin.look.menuLabel", { n: i + 1 })} defaultValue={oneOf(typed, `menu.${i}.label`)} maxLength={60} error={text(errors[`menu.${i}.label`])} />
          <TextField id={`f-menu.${i}.url`} name={`menu.${i}.url`} label={t("admin.look.menuUrl", { n: i + 1 })} defaultValue={oneOf(typed, `menu.${i}.url`)} placeholder="/contact" error={text(errors[`menu.${i}.url`])} />
          <Check className="md:mt-7" name={`menu.${i}.newTab`} checked={oneOf(typed, `menu.${i}.newTab`) === "on"}>
            {t("admin.look.newTab")}
          </Check>
        </div>
      ))}
      <p className="text-small font-semibold text-ink">{t("admin.look.social")}</p>
      {NETWORKS.map((n) => (
        <div key={n} className="grid items-start gap-3 md:grid-cols-[12rem_1fr]">
          <Check className="md:mt-7" name={`social.${n}.active`} checked={oneOf(typed, `social.${n}.active`) === "on"}>
            {NETWORK_NAMES[n]}
          </Check>
          <TextField id={`f-social.${n}.url`} name={`social.${n}.url`} label={t("admin.look.socialUrl", { network: NETWORK_NAMES[n] })} defaultValue={oneOf(typed, `social.${n}.url`)} placeholder="https://" error={text(errors[`social.${n}.url`])} />
        </div>
      ))}
    </div>
  );
}

const MODULE_KEYS: Record<(typeof MODULES)[number], TKey> = { gift: "admin.look.module.gift", eshop: "admin.look.module.eshop", loyalty: "admin.look.module.loyalty", magazine: "admin.look.module.magazine" };

/** The modules and the languages offered. */
export function ModulesAndLangs({ typed, errors }: { typed: Typed; errors: LookErrors }) {
  const { t } = useT();
  const text = useErrorText();
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-2 sm:grid-cols-2">
        {MODULES.map((m) => (
          <Check key={m} name={`module.${m}`} checked={oneOf(typed, `module.${m}`) === "on"}>
            {t(MODULE_KEYS[m])}
          </Check>
        ))}
      </div>
      {(["gift", "eshop", "loyalty"] as const).map((m) => errors[`module.${m}`] && (
        <p key={m} role="alert" className="text-small text-danger">
          {t(MODULE_KEYS[m])} — {text(errors[`module.${m}`])}
        </p>
      ))}
      <fieldset id="f-langs" tabIndex={-1} className="flex flex-col gap-2">
        <legend className="mb-2 text-small font-semibold text-ink">{t("admin.look.langs")}</legend>
        {errors.langs && (
          <p role="alert" className="text-small text-danger">
            {text(errors.langs)}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-3">
          {LANGS.map((l) => (
            <Check key={l} name={`langs.${l}`} checked={oneOf(typed, `langs.${l}`) === "on"}>
              <span lang={l}>{LANG_NAMES[l]}</span>
            </Check>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
